import { Alert, Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { AppProps } from '../../shell/app-catalogue/app-definition';
import { mediaKindOf, streamUrlOf } from './media-kind';
import { fileNameOf, useViewerPath } from './use-viewer-path';
import './viewers.css';

/** /player (APP-37): one audio or video file, streamed by Range requests from the daemon. */
export default function PlayerApp(_props: AppProps) {
  const { t } = useTranslation();
  const path = useViewerPath();
  const [failedPath, setFailedPath] = useState<string | null>(null);
  if (!path) return <Empty className="viewer-empty" description={t('viewers.noPath')} />;
  const kind = mediaKindOf(path);
  const failed = failedPath === path;
  return (
    <div className="viewer viewer-player" data-testid="player">
      <div className="viewer-bar">
        <span className="viewer-name" title={path}>
          {fileNameOf(path)}
        </span>
      </div>
      {failed && <Alert type="error" showIcon message={t('viewers.player.cannotPlay')} />}
      {kind === null && <Alert type="warning" showIcon message={t('viewers.player.notMedia')} />}
      <div className={kind === 'audio' ? 'viewer-stage viewer-stage-audio' : 'viewer-stage'}>
        {kind === 'audio' ? (
          <audio
            key={path}
            src={streamUrlOf(path)}
            controls
            autoPlay
            onError={() => setFailedPath(path)}
            data-testid="player-audio"
          />
        ) : (
          <video
            key={path}
            src={streamUrlOf(path)}
            controls
            autoPlay
            onError={() => setFailedPath(path)}
            data-testid="player-video"
          />
        )}
      </div>
    </div>
  );
}

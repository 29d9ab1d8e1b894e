import { Alert, Tag } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import type { AppProps } from '../../shell/app-catalogue/app-definition';
import { formatSize } from '../../shell/format/format-size';
import { CodeLines } from './code-lines';
import { TextLoadState } from './text-load-state';
import { useTextFile } from './use-text-file';
import { extensionOf, fileNameOf, useViewerPath } from './use-viewer-path';
import './viewers.css';

/** /codeViewer (APP-37): a code or text file, read only, with line numbers. */
export default function CodeViewerApp(_props: AppProps) {
  const { t } = useTranslation();
  const path = useViewerPath();
  const file = useTextFile(path);
  if (!file.data) return <TextLoadState path={path} error={file.error} onRetry={() => void file.refetch()} />;
  const { content, truncated, size, encoding } = file.data;
  return (
    <div className="viewer" data-testid="code-viewer">
      <div className="viewer-bar">
        <span className="viewer-name" title={path}>
          {fileNameOf(path)}
        </span>
        <Tag>{t('viewers.code.readOnly')}</Tag>
        <span className="viewer-facts">
          {formatSize(size)} · {encoding} ·{' '}
          {t('viewers.code.lines', { count: content.split(/\r?\n/).length })}
        </span>
      </div>
      {truncated && (
        <Alert
          type="warning"
          showIcon
          banner
          message={t('viewers.code.truncated', { size: formatSize(new Blob([content]).size) })}
        />
      )}
      <CodeLines content={content} extension={extensionOf(path)} />
    </div>
  );
}

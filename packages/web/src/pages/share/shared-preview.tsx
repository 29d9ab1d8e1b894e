import { DownloadOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { SharedItem } from '@coffer/contract/calls/shares-types';
import { Button, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { usePreviewStep } from '../../shell/files/use-preview-step';
import { downloadUrl, thumbUrl } from './share-problem';

/**
 * The larger preview of a shared folder's images (thumbnail size `m`, 1024 px), with the previous
 * and next image of the folder by buttons or the arrow keys, and the original's download.
 */
export function SharedPreview({
  id,
  ticket,
  images,
  start,
  onClose,
}: {
  id: string;
  ticket: string;
  images: readonly SharedItem[];
  start: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');
  const { at, step } = usePreviewStep(images.length, start, () => setState('loading'));
  const image = images[at];
  if (!image) return null;
  return (
    <Modal
      open
      centered
      title={image.name}
      onCancel={onClose}
      width={880}
      destroyOnHidden
      footer={
        <div className="share-preview-footer">
          <Typography.Text type="secondary" data-testid="share-preview-count">
            {at + 1} / {images.length}
          </Typography.Text>
          <Button href={downloadUrl(id, ticket, image.path)} icon={<DownloadOutlined />}>
            {t('sharePage.download')}
          </Button>
        </div>
      }
    >
      <div className="share-preview" data-testid="share-preview">
        <Button
          shape="circle"
          icon={<LeftOutlined />}
          disabled={at === 0}
          onClick={() => step(-1)}
          aria-label={t('sharePage.preview.previous')}
          data-testid="share-preview-previous"
        />
        <div className="share-preview-picture">
          {state === 'loading' ? <Spin className="share-preview-spin" /> : null}
          {state === 'failed' ? (
            <Typography.Text type="secondary" data-testid="share-preview-failed">
              {t('sharePage.preview.failed')}
            </Typography.Text>
          ) : (
            <img
              key={image.path}
              src={thumbUrl(id, ticket, image.path, 'm', image.mtime)}
              alt={image.name}
              className={state === 'loading' ? 'share-preview-hidden' : undefined}
              onLoad={() => setState('shown')}
              onError={() => setState('failed')}
              data-testid="share-preview-image"
            />
          )}
        </div>
        <Button
          shape="circle"
          icon={<RightOutlined />}
          disabled={at === images.length - 1}
          onClick={() => step(1)}
          aria-label={t('sharePage.preview.next')}
          data-testid="share-preview-next"
        />
      </div>
    </Modal>
  );
}

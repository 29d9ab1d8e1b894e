import { useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { FileItem } from '@coffer/contract';
import { useTranslation } from '../../i18n/use-translation';
import { usePreviewStep } from '../../shell/files/use-preview-step';
import { thumbUrl } from './file-urls';

/** A simple image preview (thumbnail size m) with the previous and next image of the folder. */
export function ImagePreview({
  images,
  start,
  onClose,
}: {
  images: readonly FileItem[];
  start: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const { at, step } = usePreviewStep(images.length, start, () => setFailed(false));
  const image = images[at];
  if (!image) return null;
  return (
    <Modal open footer={null} onCancel={onClose} width={800} title={image.name} destroyOnHidden>
      <div className="fm-preview" data-testid="fm-preview">
        <Button
          shape="circle"
          icon={<LeftOutlined />}
          disabled={at === 0}
          onClick={() => step(-1)}
          aria-label={t('fileManage.open.previous')}
          data-testid="fm-preview-previous"
        />
        <div className="fm-preview-picture">
          {failed ? (
            <Typography.Text type="secondary">{t('fileManage.open.thumbFailed')}</Typography.Text>
          ) : (
            <img
              key={image.path}
              src={thumbUrl(image.path, 'm', image.mtime)}
              alt={image.name}
              onError={() => setFailed(true)}
            />
          )}
        </div>
        <Button
          shape="circle"
          icon={<RightOutlined />}
          disabled={at === images.length - 1}
          onClick={() => step(1)}
          aria-label={t('fileManage.open.next')}
          data-testid="fm-preview-next"
        />
      </div>
      <Typography.Text type="secondary">
        {at + 1} / {images.length}
      </Typography.Text>
    </Modal>
  );
}

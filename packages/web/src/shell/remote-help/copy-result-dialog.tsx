import { Button, Input, Modal, Typography } from 'antd';
import { useTranslation } from '../../i18n/use-translation';

/**
 * RHELP-06: the copy-success sub-dialog with what was copied; when the browser refused, the same
 * text to select by hand (spec 2 §8 also names a copy-failure message).
 */
export function CopyResultDialog({ ok, text, onClose }: { ok: boolean; text: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      width={420}
      centered
      title={ok ? t('remoteHelp.copied.title') : t('remoteHelp.copied.failedTitle')}
      onCancel={onClose}
      footer={
        <Button type="primary" data-testid="remote-help-copied-ok" onClick={onClose}>
          {t('remoteHelp.copied.ok')}
        </Button>
      }
    >
      <div data-testid={ok ? 'remote-help-copied' : 'remote-help-copy-failed'}>
        <Typography.Paragraph>
          {ok ? t('remoteHelp.copied.body') : t('remoteHelp.copied.failedBody')}
        </Typography.Paragraph>
        <Input.TextArea
          readOnly
          value={text}
          autoSize
          data-testid="remote-help-copied-text"
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
    </Modal>
  );
}

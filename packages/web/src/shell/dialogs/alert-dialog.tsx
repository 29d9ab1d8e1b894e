import { Button, Modal, Typography } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import type { DialogProps } from './dialog-types';
import { useEnterKey } from './use-enter-key';

/** DLG-05: one OK button, 356 px. */
export function AlertDialog({ options, open, isTop, trapFocus, settle, afterClose }: DialogProps<'alert'>) {
  const { t } = useTranslation();
  const close = () => settle(true);
  useEnterKey(open && isTop, close);
  return (
    <Modal
      open={open}
      afterClose={afterClose}
      focusable={{ trap: trapFocus }}
      title={options.title ?? t('dialogs.notice')}
      width={356}
      centered
      onCancel={close}
      footer={
        <Button data-testid="alert-ok" type="primary" onClick={close}>
          {options.okText ?? t('dialogs.ok')}
        </Button>
      }
    >
      <Typography.Paragraph data-testid="alert-dialog" className="shared-dialog-message">
        {options.message}
      </Typography.Paragraph>
    </Modal>
  );
}

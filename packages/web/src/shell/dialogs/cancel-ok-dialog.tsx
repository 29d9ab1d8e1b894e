import type { ReactNode } from 'react';
import { Button, Modal, Space } from 'antd';
import { useTranslation } from '../../i18n/use-translation';

export interface CancelOkDialogProps {
  open: boolean;
  afterClose: () => void;
  trapFocus: boolean;
  title: ReactNode;
  /** The testid prefix: `<prefix>-cancel`, `<prefix>-ok`. */
  testId: string;
  onCancel: () => void;
  onOk: () => void;
  okText?: ReactNode;
  cancelText?: ReactNode;
  okDisabled?: boolean;
  okBusy?: boolean;
  danger?: boolean;
  /** DLG-11: password and key-file dialogs never close on an outside click. */
  maskClosable?: boolean;
  /** DLG-02 `onlyClose`: neither the close icon nor Esc dismisses, only the cancel button. */
  onlyCancelButton?: boolean;
  children: ReactNode;
}

/** The 460 px frame the shared dialogs have in common: title, body, cancel and confirm. */
export function CancelOkDialog(props: CancelOkDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={props.open}
      afterClose={props.afterClose}
      focusable={{ trap: props.trapFocus }}
      title={props.title}
      width={460}
      centered
      closable={!props.onlyCancelButton}
      keyboard={!props.onlyCancelButton}
      mask={{ closable: Boolean(props.maskClosable) && !props.onlyCancelButton }}
      onCancel={props.onCancel}
      footer={
        <Space>
          <Button data-testid={`${props.testId}-cancel`} onClick={props.onCancel}>
            {props.cancelText ?? t('dialogs.cancel')}
          </Button>
          <Button
            data-testid={`${props.testId}-ok`}
            type="primary"
            danger={props.danger}
            disabled={props.okDisabled}
            loading={props.okBusy}
            onClick={props.onOk}
          >
            {props.okText ?? t('dialogs.ok')}
          </Button>
        </Space>
      }
    >
      {props.children}
    </Modal>
  );
}

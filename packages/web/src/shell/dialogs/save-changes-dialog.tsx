import { Button, Modal, Space, Typography } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import type { DialogProps } from './dialog-types';
import { useEnterKey } from './use-enter-key';

/** DLG-07: restore, cancel or save the changes of a page. */
export function SaveChangesDialog({
  options,
  open,
  isTop,
  trapFocus,
  settle,
  afterClose,
}: DialogProps<'saveChanges'>) {
  const { t } = useTranslation();
  useEnterKey(open && isTop, () => settle('save'));
  return (
    <Modal
      open={open}
      afterClose={afterClose}
      focusable={{ trap: trapFocus }}
      title={options.title ?? t('dialogs.saveChanges.title')}
      width={460}
      centered
      onCancel={() => settle('cancel')}
      footer={
        <Space>
          <Button data-testid="save-changes-restore" onClick={() => settle('restore')}>
            {t('dialogs.saveChanges.restore')}
          </Button>
          <Button data-testid="save-changes-cancel" onClick={() => settle('cancel')}>
            {t('dialogs.cancel')}
          </Button>
          <Button data-testid="save-changes-save" type="primary" onClick={() => settle('save')}>
            {t('dialogs.saveChanges.save')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph data-testid="save-changes-dialog" className="shared-dialog-message">
        {options.message ?? t('dialogs.saveChanges.body')}
      </Typography.Paragraph>
    </Modal>
  );
}

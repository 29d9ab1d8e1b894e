import { useState } from 'react';
import { Checkbox, Input, Typography } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import type { DialogProps } from './dialog-types';
import { messageWithLinks } from './message-with-links';
import { useEnterKey } from './use-enter-key';
import { muteReminder } from './do-not-remind';
import { CancelOkDialog } from './cancel-ok-dialog';

/** DLG-01..04: the general confirm, 460 px. */
export function ConfirmDialog({
  options,
  open,
  isTop,
  trapFocus,
  settle,
  afterClose,
}: DialogProps<'confirm'>) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [required, setRequired] = useState(false);
  const [marked, setMarked] = useState(options.markDefault ?? false);
  const [doNotRemind, setDoNotRemind] = useState(false);

  const typedOk = options.typedKey === undefined || typed === options.typedKey;
  const requiredOk = options.requiredCheckbox === undefined || required;
  const canConfirm = typedOk && requiredOk;

  const confirm = () => {
    if (!canConfirm) return;
    if (options.doNotRemindKey && doNotRemind) void muteReminder(options.doNotRemindKey);
    settle({ marked, skipped: false });
  };
  const dismiss = () => settle(false);
  useEnterKey(open && isTop, confirm);

  const onlyClose = options.onlyClose ?? false;
  return (
    <CancelOkDialog
      open={open}
      afterClose={afterClose}
      trapFocus={trapFocus}
      title={options.title ?? t('dialogs.notice')}
      testId="confirm"
      onCancel={dismiss}
      onOk={confirm}
      okText={options.okText}
      cancelText={options.cancelText}
      okDisabled={!canConfirm}
      danger={options.danger}
      maskClosable
      onlyCancelButton={onlyClose}
    >
      <div data-testid="confirm-dialog" className="shared-dialog-body">
        <Typography.Paragraph className="shared-dialog-message">
          {messageWithLinks(options.message, options.helpLinks)}
        </Typography.Paragraph>
        {options.typedKey !== undefined && (
          <label className="shared-dialog-field">
            <span>{t('dialogs.typedKeyPrompt', { key: options.typedKey })}</span>
            <Input
              data-testid="confirm-typed-key"
              value={typed}
              autoComplete="off"
              autoFocus
              onChange={(event) => setTyped(event.target.value)}
            />
          </label>
        )}
        {options.requiredCheckbox !== undefined && (
          <Checkbox
            data-testid="confirm-required"
            checked={required}
            onChange={(event) => setRequired(event.target.checked)}
          >
            {options.requiredCheckbox}
          </Checkbox>
        )}
        {options.markCheckbox !== undefined && (
          <Checkbox
            data-testid="confirm-mark"
            checked={marked}
            onChange={(event) => setMarked(event.target.checked)}
          >
            {options.markCheckbox}
          </Checkbox>
        )}
        {options.doNotRemindKey !== undefined && (
          <Checkbox
            data-testid="confirm-do-not-remind"
            checked={doNotRemind}
            onChange={(event) => setDoNotRemind(event.target.checked)}
          >
            {t('dialogs.doNotRemind')}
          </Checkbox>
        )}
      </div>
    </CancelOkDialog>
  );
}

import { Input, Typography } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { useSessionStore } from '../../session/session-store';
import { checkOwnPassword } from './check-own-password';
import type { DialogProps } from './dialog-types';
import { useEnterKey } from './use-enter-key';
import { usePasswordSubmit } from './use-password-submit';
import { CancelOkDialog } from './cancel-ok-dialog';

/** DLG-06: shows the account and checks its administrator password for the caller's event. */
export function AdminPasswordDialog({
  options,
  open,
  isTop,
  trapFocus,
  settle,
  afterClose,
}: DialogProps<'adminPassword'>) {
  const { t } = useTranslation();
  const username = useSessionStore((state) => state.session?.username ?? '');
  const { password, trimmed, error, busy, submit, edit } = usePasswordSubmit(
    async (typed) => {
      const result = await checkOwnPassword(options.eventName, typed);
      return result.success ? null : result.message || t('dialogs.unexpectedError');
    },
    () => settle(true),
  );
  useEnterKey(open && isTop, () => void submit());

  return (
    <CancelOkDialog
      open={open}
      afterClose={afterClose}
      trapFocus={trapFocus}
      title={options.title ?? t('dialogs.adminPassword.title')}
      testId="admin-password"
      onCancel={() => settle(false)}
      onOk={() => void submit()}
      okDisabled={!trimmed}
      okBusy={busy}
    >
      <div data-testid="admin-password-dialog" className="shared-dialog-body">
        <div className="shared-dialog-row">
          <Typography.Text type="secondary">{t('dialogs.adminPassword.account')}</Typography.Text>
          <Typography.Text strong data-testid="admin-password-account">
            {username}
          </Typography.Text>
        </div>
        <label className="shared-dialog-field">
          <span>{t('dialogs.adminPassword.password')}</span>
          <Input.Password
            data-testid="admin-password-input"
            value={password}
            autoFocus
            autoComplete="current-password"
            placeholder={t('dialogs.adminPassword.placeholder')}
            status={error ? 'error' : undefined}
            onChange={(event) => edit(event.target.value)}
          />
        </label>
        {error && (
          <div className="shared-dialog-error" role="alert" data-testid="admin-password-error">
            {error}
          </div>
        )}
      </div>
    </CancelOkDialog>
  );
}

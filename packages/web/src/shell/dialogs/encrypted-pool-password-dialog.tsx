import { Button, Input, Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import { openDialog } from './dialog-store';
import type { DialogProps } from './dialog-types';
import { verdictOf } from './submit-verdict';
import { useEnterKey } from './use-enter-key';
import { usePasswordSubmit } from './use-password-submit';
import { CancelOkDialog } from './cancel-ok-dialog';

/** DLG-09, DLG-11: the encrypted pool's password; an outside click never closes it. */
export function EncryptedPoolPasswordDialog({
  options,
  open,
  isTop,
  trapFocus,
  settle,
  afterClose,
}: DialogProps<'encryptedPoolPassword'>) {
  const { t } = useTranslation();
  const { password, trimmed, error, busy, submit, edit } = usePasswordSubmit(
    (typed) => verdictOf(options.onSubmit, typed, t('dialogs.unexpectedError')),
    () => settle(true),
  );
  useEnterKey(open && isTop, () => void submit());

  const { keyFileUpload } = options;
  const forgotPassword = async () => {
    if (!keyFileUpload) return;
    const recovered = await openDialog('keyFile', {
      mode: 'unlock',
      upload: keyFileUpload,
      onSubmit: options.onSubmit,
    });
    if (recovered) settle(true);
  };

  return (
    <CancelOkDialog
      open={open}
      afterClose={afterClose}
      trapFocus={trapFocus}
      title={options.title ?? t('dialogs.encryptedPool.title')}
      testId="encrypted-pool"
      onCancel={() => settle(false)}
      onOk={() => void submit()}
      okText={t('dialogs.confirm')}
      okDisabled={!trimmed}
      okBusy={busy}
    >
      <div data-testid="encrypted-pool-dialog" className="shared-dialog-body">
        <Input.Password
          data-testid="encrypted-pool-password"
          value={password}
          autoFocus
          autoComplete="off"
          placeholder={t('dialogs.encryptedPool.placeholder')}
          status={error ? 'error' : undefined}
          onChange={(event) => edit(event.target.value)}
        />
        <div className="shared-dialog-row shared-dialog-row-spread">
          <Tooltip title={options.hint || t('dialogs.encryptedPool.defaultHint')}>
            <span className="shared-dialog-hint" data-testid="encrypted-pool-hint">
              <QuestionCircleOutlined /> {t('dialogs.encryptedPool.hintLabel')}
            </span>
          </Tooltip>
          {keyFileUpload && (
            <Button
              type="link"
              size="small"
              data-testid="encrypted-pool-forgot"
              onClick={() => void forgotPassword()}
            >
              {t('dialogs.encryptedPool.forgot')}
            </Button>
          )}
        </div>
        {error && (
          <div className="shared-dialog-error" role="alert" data-testid="encrypted-pool-error">
            {error}
          </div>
        )}
      </div>
    </CancelOkDialog>
  );
}

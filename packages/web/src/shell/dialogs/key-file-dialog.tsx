import { useRef, useState, type ChangeEvent } from 'react';
import { Button, Input, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import { decodeBase64Text } from './base64-text';
import type { DialogProps } from './dialog-types';
import { verdictOf } from './submit-verdict';
import { useEnterKey } from './use-enter-key';
import { CancelOkDialog } from './cancel-ok-dialog';

/** DLG-10, DLG-11: recovers a pool password from its key file; an outside click never closes it. */
export function KeyFileDialog({
  options,
  open,
  isTop,
  trapFocus,
  settle,
  afterClose,
}: DialogProps<'keyFile'>) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'submit' | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again must fire change again.
    event.target.value = '';
    if (!file) return;
    setBusy('upload');
    setError(null);
    setPassword(null);
    const answer = await options.upload(file).catch(() => ({ error: t('dialogs.keyFile.unreadable') }));
    setBusy(null);
    if ('error' in answer) {
      setError(answer.error);
      return;
    }
    const text = decodeBase64Text(answer.pwd);
    if (text === null) setError(t('dialogs.keyFile.unreadable'));
    else setPassword(text);
  };

  const submit = async () => {
    if (busy) return;
    if (password === null) {
      setError(t('dialogs.keyFile.noFile'));
      return;
    }
    if (options.mode === 'unlock' && options.onSubmit) {
      setBusy('submit');
      setError(null);
      const verdict = await verdictOf(options.onSubmit, password, t('dialogs.unexpectedError'));
      setBusy(null);
      if (verdict !== null) {
        setError(verdict);
        return;
      }
    }
    settle({ password });
  };
  useEnterKey(open && isTop, () => void submit());

  return (
    <CancelOkDialog
      open={open}
      afterClose={afterClose}
      trapFocus={trapFocus}
      title={options.title ?? t('dialogs.keyFile.title')}
      testId="key-file"
      onCancel={() => settle(false)}
      onOk={() => void submit()}
      okText={options.mode === 'unlock' ? t('dialogs.keyFile.confirmUnlock') : t('dialogs.confirm')}
      okDisabled={password === null}
      okBusy={busy === 'submit'}
    >
      <div data-testid="key-file-dialog" className="shared-dialog-body">
        <Typography.Paragraph className="shared-dialog-message">
          {t('dialogs.keyFile.body')}
        </Typography.Paragraph>
        <input
          ref={fileInput}
          type="file"
          hidden
          data-testid="key-file-input"
          onChange={(event) => void onFile(event)}
        />
        <Button
          data-testid="key-file-upload"
          icon={<UploadOutlined />}
          loading={busy === 'upload'}
          onClick={() => fileInput.current?.click()}
        >
          {password === null ? t('dialogs.keyFile.upload') : t('dialogs.keyFile.reupload')}
        </Button>
        {password !== null && (
          <label className="shared-dialog-field">
            <span>{t('dialogs.keyFile.valueLabel')}</span>
            <Input data-testid="key-file-value" value={password} readOnly />
          </label>
        )}
        {error && (
          <div className="shared-dialog-error" role="alert" data-testid="key-file-error">
            {error}
          </div>
        )}
      </div>
    </CancelOkDialog>
  );
}

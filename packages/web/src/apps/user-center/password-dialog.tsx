import { passwordProblems, type AccountEntry } from '@coffer/contract';
import { Alert, App, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from './call-error';
import { NewPasswordField } from './new-password-field';
import { useResetPassword } from './use-accounts';

/** A new password for one account; it is signed out everywhere. */
export function PasswordDialog({ entry, onClose }: { entry: AccountEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const problems = passwordProblems(password);
  const save = async () => {
    if (problems.length > 0) return;
    const done = await reset.mutateAsync({ uid: entry.uid, password }).catch(() => null);
    if (!done) return;
    void message.success(t('userCenter.passwordDialog.done'));
    onClose();
  };
  return (
    <Modal
      open
      title={t('userCenter.passwordDialog.title', { name: entry.username })}
      okText={t('userCenter.passwordDialog.save')}
      cancelText={t('userCenter.editor.cancel')}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={reset.isPending}
      okButtonProps={{ disabled: problems.length > 0 }}
      data-testid="password-dialog"
    >
      <Typography.Paragraph>{t('userCenter.passwordDialog.body')}</Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void save()}>
        <NewPasswordField
          id="reset-password"
          autoFocus
          value={password}
          broken={problems.length > 0}
          onChange={setPassword}
        />
      </Form>
      {reset.error ? <Alert type="error" showIcon message={errorText(reset.error)} /> : null}
    </Modal>
  );
}

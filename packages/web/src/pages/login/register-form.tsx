import { useState } from 'react';
import { Button, Form, Input, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PASSWORD_POLICY, USERNAME, isPasswordAcceptable } from '@coffer/contract';
import * as authCalls from '@coffer/contract/calls/auth';
import { callWithCredentials } from '../../api/credentials/device-key';
import { FormError } from './form-error';
import { useFormError } from './use-form-error';
import { IS_REGISTERED_KEY, usePasswordPolicy } from './login-queries';
import { PasswordRules } from './password-rules';
import { signIn } from './sign-in';

interface RegisterFields {
  username: string;
  password: string;
  confirm: string;
}

/**
 * First use: create the super administrator, then sign in with the same credentials so the owner
 * lands on the desktop without typing them twice.
 */
interface RegisterFormProps {
  onSignedIn: () => void;
  /** The account exists but signing in failed: the sign-in form takes over with this message. */
  onSignInFailed: (message: string) => void;
}

export function RegisterForm({ onSignedIn, onSignInFailed }: RegisterFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<RegisterFields>();
  const password = Form.useWatch('password', form) ?? '';
  const policy = usePasswordPolicy(true).data ?? PASSWORD_POLICY;
  const [error, setError] = useFormError();
  const [busy, setBusy] = useState(false);

  const submit = async ({ username, password: secret }: RegisterFields) => {
    setBusy(true);
    setError('');
    const name = username.trim();
    const created = await callWithCredentials(
      authCalls.setSuperAdminPasswd,
      { username: name, password: secret },
      (sealed) => sealed,
      { toast: false },
    );
    if (!created.success) {
      setBusy(false);
      setError(created.message || String(created.code));
      return;
    }
    const failure = await signIn(name, secret, false);
    setBusy(false);
    if (failure) onSignInFailed(failure.message || String(failure.code));
    else onSignedIn();
    queryClient.setQueryData(IS_REGISTERED_KEY, { registered: true });
  };

  return (
    <>
      <Typography.Paragraph type="secondary" className="register-intro">
        {t('register.intro')}
      </Typography.Paragraph>
      <Form<RegisterFields>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ username: '', password: '', confirm: '' }}
        onFinish={submit}
        onValuesChange={() => setError('')}
        disabled={busy}
        // The rule list already reacts to each keystroke; errors wait until a field is left.
        validateTrigger="onBlur"
      >
        <Form.Item
          name="username"
          label={t('register.username')}
          rules={[{ required: true, whitespace: true, message: t('register.usernameRequired') }]}
        >
          <Input
            data-testid="register-username"
            prefix={<UserOutlined />}
            autoComplete="username"
            maxLength={USERNAME.maxLength}
            autoFocus
            size="large"
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('register.password')}
          rules={[
            { required: true, message: t('register.passwordRequired') },
            {
              validator: (_rule, value: string | undefined) =>
                !value || isPasswordAcceptable(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('register.passwordWeak'))),
            },
          ]}
        >
          <Input.Password
            data-testid="register-password"
            prefix={<LockOutlined />}
            autoComplete="new-password"
            size="large"
          />
        </Form.Item>
        <PasswordRules password={password} policy={policy} />
        <Form.Item
          name="confirm"
          label={t('register.confirm')}
          rules={[
            { required: true, message: t('register.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_rule, value: string | undefined) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('register.confirmMismatch'))),
            }),
          ]}
        >
          <Input.Password
            data-testid="register-confirm"
            prefix={<LockOutlined />}
            autoComplete="new-password"
            size="large"
          />
        </Form.Item>
        <FormError testId="register-error" text={error} />
        <Button
          data-testid="register-submit"
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={busy}
        >
          {t('register.submit')}
        </Button>
      </Form>
    </>
  );
}

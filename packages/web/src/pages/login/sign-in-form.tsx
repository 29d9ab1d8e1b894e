import { useState } from 'react';
import { Button, Checkbox, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FormError } from './form-error';
import { useFormError } from './use-form-error';
import { signIn } from './sign-in';

interface SignInFields {
  username: string;
  password: string;
  keepLogin: boolean;
}

interface SignInFormProps {
  onSignedIn: () => void;
  initialError?: string;
}

export function SignInForm({ onSignedIn, initialError }: SignInFormProps) {
  const { t } = useTranslation();
  const [error, setError] = useFormError(initialError ?? '');
  const [busy, setBusy] = useState(false);

  const submit = async ({ username, password, keepLogin }: SignInFields) => {
    setBusy(true);
    setError('');
    const failure = await signIn(username.trim(), password, keepLogin);
    setBusy(false);
    if (failure) setError(failure.message || String(failure.code));
    else onSignedIn();
  };

  return (
    <Form<SignInFields>
      layout="vertical"
      requiredMark={false}
      initialValues={{ username: '', password: '', keepLogin: false }}
      onFinish={submit}
      onValuesChange={() => setError('')}
      disabled={busy}
    >
      <Form.Item
        name="username"
        label={t('login.username')}
        rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
      >
        <Input
          data-testid="login-username"
          prefix={<UserOutlined />}
          autoComplete="username"
          autoFocus
          size="large"
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[{ required: true, message: t('login.passwordRequired') }]}
      >
        <Input.Password
          data-testid="login-password"
          prefix={<LockOutlined />}
          autoComplete="current-password"
          size="large"
        />
      </Form.Item>
      <Form.Item name="keepLogin" valuePropName="checked">
        <Checkbox data-testid="login-keep">{t('login.keepLogin')}</Checkbox>
      </Form.Item>
      <FormError testId="login-error" text={error} />
      <Button data-testid="login-submit" type="primary" htmlType="submit" size="large" block loading={busy}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}

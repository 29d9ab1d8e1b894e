import { useEffect, useState } from 'react';
import { Alert, Button, Spin, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useVersions } from '../../api/system-queries';
import { sanitiseFrom } from '../../app/guard-rules';
import { prefetchSignedInShell } from '../../app/prefetch-signed-in';
import { LanguageSwitch } from '../../i18n/language-switch';
import { useIsRegistered } from './login-queries';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';

function DeviceFacts() {
  const { t } = useTranslation();
  const versions = useVersions().data;
  if (!versions) return null;
  return (
    <div className="login-device" data-testid="login-device">
      <span>
        {t('device.name')}
        {t('common.colon')}
        <strong data-testid="login-device-name">{versions.name}</strong>
      </span>
      <span>
        {t('device.model')}
        {t('common.colon')}
        <strong data-testid="login-device-model">{versions.model}</strong>
      </span>
    </div>
  );
}

/**
 * /login: create the first account on a new device, otherwise sign in; then on to `from`. A
 * visitor who still has a session sees the form too: signing in again replaces that session.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const registered = useIsRegistered();
  const [signInError, setSignInError] = useState<string>();

  const onSignedIn = () => void navigate(sanitiseFrom(params.get('from')), { replace: true });

  const creating = registered.data?.registered === false;

  const formShown = !registered.isPending;
  useEffect(() => (formShown ? prefetchSignedInShell() : undefined), [formShown]);

  let body;
  if (registered.isPending) {
    body = (
      <div className="login-loading">
        <Spin />
      </div>
    );
  } else if (registered.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={registered.error.message}
        action={
          <Button size="small" onClick={() => void registered.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (creating) {
    body = <RegisterForm onSignedIn={onSignedIn} onSignInFailed={setSignInError} />;
  } else {
    body = <SignInForm onSignedIn={onSignedIn} initialError={signInError} />;
  }

  return (
    <div className="login-screen">
      <header className="login-top">
        <div className="brand">
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={32} height={32} />
          <div>
            <div className="brand-name">{t('app.name')}</div>
            <div className="brand-tagline">{t('app.tagline')}</div>
          </div>
        </div>
        <LanguageSwitch />
      </header>
      <main className="login-center">
        {/* A plain panel: antd's Card brings its tabs, menu and skeleton into the login page. */}
        <section className="login-card">
          <Typography.Title level={3} className="login-title">
            {creating ? t('register.title') : t('login.title')}
          </Typography.Title>
          {!creating && !registered.isPending && (
            <Typography.Paragraph type="secondary">{t('login.subtitle')}</Typography.Paragraph>
          )}
          {body}
        </section>
        <DeviceFacts />
      </main>
    </div>
  );
}

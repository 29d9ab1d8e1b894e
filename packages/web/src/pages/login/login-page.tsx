import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useVersions } from '../../api/system-queries';
import { sanitiseFrom } from '../../app/guard-rules';
import { prefetchForSignIn } from '../../app/prefetch-signed-in';
import { LanguageSwitch } from '../../i18n/language-switch';
import { useIsRegistered } from './login-queries';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';
import { BrandMark, CloseCircleIcon } from './login-icons';
import '../../app/plain-controls.css';

function DeviceFacts() {
  const { t } = useTranslation();
  const versions = useVersions().data;
  // The line keeps its place while the answer is on its way, so the form above it does not move.
  if (!versions) return <div className="login-device" />;
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

interface LoginPageProps {
  /** Where the visitor was going (the `from` parameter), not yet checked. */
  from: string | null;
  /** Goes on to an app path, in place of this page. */
  goTo: (path: string) => void;
}

/**
 * /login: create the first account on a new device, otherwise sign in; then on to `from`. A
 * visitor who still has a session sees the form too: signing in again replaces that session. It
 * needs no router: a visit that starts here is drawn without one (app/sign-in-start.tsx).
 */
export function LoginPage({ from, goTo }: LoginPageProps) {
  const { t } = useTranslation();
  const registered = useIsRegistered();
  const [signInError, setSignInError] = useState<string>();

  const onSignedIn = () => goTo(sanitiseFrom(from));

  const creating = registered.data?.registered === false;

  let body;
  if (registered.status === 'error') {
    body = (
      <div className="plain-alert plain-alert-error login-load-error" role="alert">
        <CloseCircleIcon className="plain-alert-icon" />
        <span className="plain-alert-text">{registered.error.message}</span>
        <button type="button" className="plain-btn plain-btn-small" onClick={registered.retry}>
          {t('common.retry')}
        </button>
      </div>
    );
  } else if (creating) {
    body = (
      <RegisterForm
        onSignedIn={onSignedIn}
        onSignInFailed={setSignInError}
        onRegistered={() => registered.set({ registered: true })}
      />
    );
  } else {
    // Also while the answer is on its way: nearly every visit is to a device that has its
    // administrator, so the form is there at once; a new device switches to creating one.
    body = <SignInForm onSignedIn={onSignedIn} initialError={signInError} />;
  }

  return (
    <div className="login-screen">
      <header className="login-top">
        <div className="brand">
          <BrandMark size={32} />
          <div>
            <div className="brand-name">{t('app.name')}</div>
            <div className="brand-tagline">{t('app.tagline')}</div>
          </div>
        </div>
        <LanguageSwitch />
      </header>
      <main className="login-center">
        {/* Plain React and CSS: the component and query libraries load only after sign-in. */}
        <section className="login-card" aria-labelledby="login-title" onInput={prefetchForSignIn}>
          <h1 id="login-title" className="login-title">
            {creating ? t('register.title') : t('login.title')}
          </h1>
          {!creating && <p className="login-subtitle">{t('login.subtitle')}</p>}
          {body}
        </section>
        <DeviceFacts />
      </main>
    </div>
  );
}

import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from '../i18n/use-translation';
import { deviceKey } from '../api/credentials/device-key';
import { PATHS } from '../app/guard-rules';
import { useSessionStore } from '../session/session-store';
import '../app/plain-controls.css';

/** SHELL-09: once the device key answers, a signed-in user goes to the desktop, anyone else to sign-in. */
export function LoginEntryPage() {
  const { t } = useTranslation();
  const hasSession = useSessionStore((state) => state.session !== null);
  const [keyValid, setKeyValid] = useState<boolean | null>(null);

  useEffect(() => {
    let live = true;
    void deviceKey({ refresh: true, toast: false }).then((result) => {
      if (live) setKeyValid(result.success);
    });
    return () => {
      live = false;
    };
  }, []);

  if (keyValid !== null)
    return <Navigate to={keyValid && hasSession ? PATHS.desktop : PATHS.login} replace />;
  return (
    <main className="status-page" data-testid="login-entry">
      <span className="plain-spinner plain-spinner-large" aria-hidden="true" />
      <p role="status">{t('entry.connecting')}</p>
    </main>
  );
}

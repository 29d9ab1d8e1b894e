import { useTranslation } from '../i18n/use-translation';
import { useConnectionStore } from '../api/connection-store';
import { useSessionStore } from '../session/session-store';
import './plain-controls.css';

/**
 * POLL-07: tells the user the daemon is unreachable, and not to reload meanwhile, on the pages
 * before sign-in. Plain: the sign-in page loads before antd.
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const timedOut = useConnectionStore((state) => state.timedOut);
  // A signed-in page shows the connection-timeout dialog of the storage overlays instead.
  const signedIn = useSessionStore((state) => state.session !== null);
  if (!timedOut || signedIn) return null;
  return (
    <div
      data-testid="connection-timeout-banner"
      role="alert"
      className="plain-alert plain-alert-warning connection-banner"
    >
      <span aria-hidden="true" className="connection-banner-icon">
        !
      </span>
      {t('connection.timedOut')}
    </div>
  );
}

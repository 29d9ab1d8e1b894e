import { useTranslation } from '../i18n/use-translation';
import { useConnectionStore } from '../api/connection-store';
import './plain-controls.css';

/**
 * POLL-07: tells the user the daemon is unreachable, and not to reload meanwhile. Plain: it may
 * show on the sign-in page, which loads before antd.
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const timedOut = useConnectionStore((state) => state.timedOut);
  if (!timedOut) return null;
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

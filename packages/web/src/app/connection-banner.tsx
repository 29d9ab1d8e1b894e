import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConnectionStore } from '../api/connection-store';

/** POLL-07: tells the user the daemon is unreachable, and not to reload meanwhile. */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const timedOut = useConnectionStore((state) => state.timedOut);
  if (!timedOut) return null;
  return (
    <Alert
      data-testid="connection-timeout-banner"
      type="warning"
      banner
      showIcon
      title={t('connection.timedOut')}
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }}
    />
  );
}

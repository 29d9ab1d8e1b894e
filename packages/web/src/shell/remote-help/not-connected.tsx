import { Alert, Button } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import type { FailureView } from './failure-view';

/**
 * RHELP-05, spec 2 §8: the state could not be read, so the device counts as not connected
 * (设备无法联网). It shows the daemon's message and code, or the computer's own network problem when
 * the browser is offline, with the network online flag; a missing provider (510) says what to set.
 */
export function NotConnected({
  view,
  retrying,
  onRetry,
}: {
  view: FailureView;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      className="remote-help__offline"
      data-testid="remote-help-offline"
      title={t('remoteHelp.offline.title')}
      description={
        <div className="remote-help__offline-body">
          {view.browserOffline ? (
            <p data-testid="remote-help-offline-browser">{t('remoteHelp.offline.browserOffline')}</p>
          ) : (
            <p data-testid="remote-help-offline-reason">
              {t('remoteHelp.offline.reason', { message: view.message, code: view.code })}
            </p>
          )}
          {view.notConfigured && !view.browserOffline && (
            <p data-testid="remote-help-not-configured">{t('remoteHelp.offline.notConfigured')}</p>
          )}
          <div className="remote-help__offline-foot">
            <span data-testid="remote-help-network-flag">
              {t('remoteHelp.offline.networkFlag')}
              {view.browserOffline ? t('remoteHelp.offline.offline') : t('remoteHelp.offline.online')}
            </span>
            <Button size="small" data-testid="remote-help-retry" loading={retrying} onClick={onRetry}>
              {t('remoteHelp.retry')}
            </Button>
          </div>
        </div>
      }
    />
  );
}

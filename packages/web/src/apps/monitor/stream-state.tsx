import { Alert, Button, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useMonitorStream } from './monitor-stream';

/** The live tabs' loading and error states; the tab itself once the stream has started. */
export function StreamGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const stream = useMonitorStream();
  if (stream.status === 'error') {
    return (
      <Alert
        type="error"
        showIcon
        message={t('monitor.loadFailed')}
        action={<Button onClick={stream.retry}>{t('monitor.retry')}</Button>}
        data-testid="monitor-error"
      />
    );
  }
  if (stream.status === 'loading') {
    return (
      <div className="monitor-center" data-testid="monitor-loading">
        <Spin />
        <span>{t('monitor.loading')}</span>
      </div>
    );
  }
  return <>{children}</>;
}

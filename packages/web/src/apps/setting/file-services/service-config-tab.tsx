import type { FileServiceConfig, FileServiceName } from '@coffer/contract';
import { Alert, Spin } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from './error-text';
import { ServiceStateTag } from './service-state-tag';
import { ServiceSwitch } from './service-switch';
import { isUnavailable, useServiceConfig, useServiceStatus } from './use-file-services';
import { ReadingButton } from '../../../shell/disabled-part/reading-scope';

/**
 * One service's tab of fileAndShare: its state and switch on top, then `children` with the saved
 * configuration once read; a service the device does not have says so and offers nothing to change.
 */
export function ServiceConfigTab<N extends FileServiceName>({
  name,
  children,
}: {
  name: N;
  children: (saved: FileServiceConfig<N>) => ReactNode;
}) {
  const { t } = useTranslation();
  const status = useServiceStatus(name);
  const config = useServiceConfig(name);
  const [failure, setFailure] = useState<string | null>(null);
  const unavailable = isUnavailable(status.error) || isUnavailable(config.error);

  return (
    <div data-testid={`service-tab-${name}`}>
      <div className="service-config-head">
        <strong>{t(`fileServices.names.${name}`)}</strong>
        {unavailable ? (
          <ServiceStateTag state="unavailable" />
        ) : (
          status.data && <ServiceStateTag state={status.data.state} />
        )}
        <ServiceSwitch name={name} status={status.data} unavailable={unavailable} onFailure={setFailure} />
      </div>
      {failure !== null && (
        <Alert
          className="service-config-alert"
          type="error"
          showIcon
          closable
          onClose={() => setFailure(null)}
          title={t('fileServices.overview.changeFailed')}
          description={failure}
          data-testid="service-change-failed"
        />
      )}
      {status.data?.state === 'failed' && status.data.error && (
        <Alert className="service-config-alert" type="error" showIcon title={status.data.error} />
      )}
      {unavailable ? (
        <Alert
          type="info"
          showIcon
          title={t('fileServices.config.unavailable')}
          data-testid="service-unavailable"
        />
      ) : config.isPending ? (
        <div role="status" className="services-card-loading" data-testid="service-config-loading">
          <Spin size="small" /> <span className="setting-muted">{t('fileServices.config.loading')}</span>
        </div>
      ) : config.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('fileServices.config.loadFailed')}
          description={errorText(config.error)}
          action={
            <ReadingButton onClick={() => void config.refetch()}>{t('fileServices.retry')}</ReadingButton>
          }
          data-testid="service-config-failed"
        />
      ) : (
        children(config.data)
      )}
    </div>
  );
}

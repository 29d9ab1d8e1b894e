import type { FileServiceName, FileServiceStatus } from '@coffer/contract';
import { Alert, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppBase } from '../../../shell/app-catalogue/use-app-base';
import { formatDateTime } from '../../../shell/format/relative-time';
import { connectAddresses } from './connect-addresses';
import { errorText } from './error-text';
import { ServiceStateTag } from './service-state-tag';
import { ServiceSwitch } from './service-switch';
import { isUnavailable, useServiceConfig, useServiceStatus } from './use-file-services';
import { ReadingButton } from '../../../shell/disabled-part/reading-scope';

/** One file service on the overview: its state, switch, ports and how to connect, kept fresh. */
export function ServiceCard({ name }: { name: FileServiceName }) {
  const { t } = useTranslation();
  const base = useAppBase();
  const status = useServiceStatus(name);
  const unavailable = isUnavailable(status.error);
  const [failure, setFailure] = useState<string | null>(null);
  const title = t(`fileServices.names.${name}`);
  const headingId = `service-card-title-${name}`;

  return (
    <section className="services-card" aria-labelledby={headingId} data-testid={`service-card-${name}`}>
      <header className="services-card-head">
        <h3 id={headingId}>{title}</h3>
        {status.data && <ServiceStateTag state={status.data.state} />}
        {unavailable && <ServiceStateTag state="unavailable" />}
        <span className="services-card-switch">
          <ServiceSwitch name={name} status={status.data} unavailable={unavailable} onFailure={setFailure} />
        </span>
      </header>
      <p className="setting-muted services-card-purpose">{t(`fileServices.purposes.${name}`)}</p>
      {failure !== null && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setFailure(null)}
          title={t('fileServices.overview.changeFailed')}
          description={failure}
          data-testid="service-change-failed"
        />
      )}
      <CardBody name={name} status={status} unavailable={unavailable} />
      {!unavailable && (
        <Link
          className="services-card-link"
          to={`${base}/fileAndShare?service=${name}`}
          data-testid={`service-settings-${name}`}
        >
          {t('fileServices.overview.settings')}
        </Link>
      )}
    </section>
  );
}

function CardBody({
  name,
  status,
  unavailable,
}: {
  name: FileServiceName;
  status: ReturnType<typeof useServiceStatus>;
  unavailable: boolean;
}) {
  const { t } = useTranslation();
  if (unavailable)
    return (
      <p className="setting-muted" data-testid="service-unavailable">
        {t('fileServices.overview.unavailable')}
      </p>
    );
  if (status.isPending)
    return (
      <div role="status" className="services-card-loading" data-testid="service-loading">
        <Spin size="small" /> <span className="setting-muted">{t('fileServices.overview.loading')}</span>
      </div>
    );
  if (status.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('fileServices.overview.loadFailed')}
        description={errorText(status.error)}
        action={
          <ReadingButton size="small" onClick={() => void status.refetch()}>
            {t('fileServices.retry')}
          </ReadingButton>
        }
        data-testid="service-load-failed"
      />
    );
  return <ServiceFacts name={name} status={status.data} />;
}

function ServiceFacts({ name, status }: { name: FileServiceName; status: FileServiceStatus }) {
  const { t } = useTranslation();
  // WebDAV's scheme follows its configuration; the other services' addresses need none.
  const webdav = useServiceConfig('webdav', name === 'webdav');
  const https = name === 'webdav' && webdav.data ? webdav.data.https : false;
  const running = status.state === 'running';
  const addresses = connectAddresses(name, window.location.hostname, status.ports, https);
  return (
    <>
      {status.state === 'failed' && status.error && (
        <Alert type="error" showIcon title={status.error} data-testid="service-error" />
      )}
      <dl className="setting-facts services-card-facts">
        <dt>{t('fileServices.overview.ports')}</dt>
        <dd data-testid="service-ports">
          {status.ports.length > 0 ? status.ports.join(', ') : t('fileServices.overview.noPorts')}
          {status.since !== null && (
            <span className="setting-muted">
              {' · '}
              {t('fileServices.overview.since', { time: formatDateTime(status.since) })}
            </span>
          )}
        </dd>
        <dt>{t('fileServices.overview.connect')}</dt>
        <dd data-testid="service-connect">
          {name === 'dlna' ? (
            t('fileServices.overview.dlnaConnect')
          ) : running && addresses.length > 0 ? (
            addresses.map((address) => (
              <Typography.Text
                key={address}
                code
                className="services-address"
                copyable={{
                  tooltips: [t('fileServices.overview.copy'), t('fileServices.overview.copied')],
                }}
              >
                {address}
              </Typography.Text>
            ))
          ) : (
            <span className="setting-muted">{t('fileServices.overview.connectWhenOn')}</span>
          )}
        </dd>
        {status.indexed && (
          <>
            <dt>{t('fileServices.overview.indexed')}</dt>
            <dd data-testid="service-indexed">{t('fileServices.overview.indexedCounts', status.indexed)}</dd>
          </>
        )}
        {status.tlsFingerprint && (
          <>
            <dt>{t('fileServices.overview.tlsFingerprint')}</dt>
            <dd className="services-fingerprint" data-testid="service-fingerprint">
              {status.tlsFingerprint}
            </dd>
          </>
        )}
      </dl>
    </>
  );
}

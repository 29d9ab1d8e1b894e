import { useQuery } from '@tanstack/react-query';
import { formatCapacity } from '@coffer/contract';
import { deviceHardware } from '@coffer/contract/calls/device-settings';
import { call, unwrap } from '../../../api/client';
import { useTranslation } from '../../../i18n/use-translation';
import { QueryView } from '../query-view';
import { uptimeText } from '../uptime-text';
import { SETTING_QUERY_KEY } from './use-about-facts';

/** What the machine is, read from it by the daemon; the uptimes refresh each minute. */
export function HardwareSection() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: [...SETTING_QUERY_KEY, 'hardware'],
    queryFn: async ({ signal }) => unwrap(await call(deviceHardware, {}, { toast: false, signal })),
    refetchInterval: 60_000,
  });
  return (
    <section className="setting-section" aria-labelledby="setting-hardware-title">
      <h2 id="setting-hardware-title">{t('setting.about.hardwareTitle')}</h2>
      <QueryView
        query={query}
        loadingText={t('setting.hardware.loading')}
        errorTitle={t('setting.about.hardwareFailed')}
        testId="about-hardware"
      >
        {(facts) => (
          <dl className="setting-facts" data-testid="about-hardware">
            <dt>{t('setting.about.cpu')}</dt>
            <dd data-testid="about-cpu">
              {facts.cpu_model} · {t('setting.about.cores', { count: facts.cpu_cores })}
            </dd>
            <dt>{t('setting.about.memory')}</dt>
            <dd>{formatCapacity(facts.memory_bytes)}</dd>
            <dt>{t('setting.about.os')}</dt>
            <dd>{facts.os}</dd>
            <dt>{t('setting.about.kernel')}</dt>
            <dd>
              {facts.kernel} ({facts.arch})
            </dd>
            <dt>{t('setting.about.hostname')}</dt>
            <dd>{facts.hostname}</dd>
            <dt>{t('setting.about.uptime')}</dt>
            <dd data-testid="about-uptime">{uptimeText(facts.machine_uptime, t)}</dd>
            <dt>{t('setting.about.serviceUptime')}</dt>
            <dd>{uptimeText(facts.daemon_uptime, t)}</dd>
          </dl>
        )}
      </QueryView>
    </section>
  );
}

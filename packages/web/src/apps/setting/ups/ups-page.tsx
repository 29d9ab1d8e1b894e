import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import type { UpsInfo } from '@coffer/contract';
import { upsInfo } from '@coffer/contract/calls/device-extras';
import { call, unwrap } from '../../../api/client';
import { useTranslation } from '../../../i18n/use-translation';
import { QueryPage } from '../query-page';
import { UPS_KEY } from './ups-key';
import { UpsPolicyForm } from './ups-policy-form';
import { ReadingButton } from '../../../shell/disabled-part/reading-scope';

function UpsUnits({ info }: { info: UpsInfo }) {
  const { t } = useTranslation();
  return (
    <dl className="setting-facts" data-testid="ups-units">
      {info.units.map((unit) => (
        <div key={unit.name} className="setting-facts-group">
          <dt>{t('setting.ups.unit')}</dt>
          <dd>
            {[unit.manufacturer, unit.model].filter(Boolean).join(' ') || unit.name}
            <span className="setting-muted"> · {unit.name}</span>
          </dd>
          <dt>{t('setting.ups.status')}</dt>
          <dd data-testid={`ups-status-${unit.name}`}>
            {unit.onBattery ? t('setting.ups.onBattery') : t('setting.ups.onMains')}
            <span className="setting-muted"> · {unit.status}</span>
          </dd>
          <dt>{t('setting.ups.capacity')}</dt>
          <dd>{unit.capacity === null ? t('setting.ups.unknown') : `${unit.capacity} %`}</dd>
        </div>
      ))}
    </dl>
  );
}

/** `/setting/ups`: the UPS the machine has (or where none was found) and its shutdown policy. */
export function UpsPage() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: UPS_KEY,
    queryFn: async ({ signal }) => unwrap(await call(upsInfo, {}, { toast: false, signal })),
    refetchInterval: 10_000,
  });
  return (
    <QueryPage name="ups" query={query}>
      {(info) => (
        <>
          {info.present ? (
            <UpsUnits info={info} />
          ) : (
            <Alert
              type="info"
              showIcon
              data-testid="ups-absent"
              title={t('setting.ups.absentTitle')}
              description={t('setting.ups.absentText', { looked: info.looked })}
              action={
                <ReadingButton loading={query.isFetching} onClick={() => void query.refetch()}>
                  {t('setting.ups.refresh')}
                </ReadingButton>
              }
            />
          )}
          <UpsPolicyForm info={info} />
        </>
      )}
    </QueryPage>
  );
}

import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Select, Space } from 'antd';
import type { ClockChange, TimeState } from '@coffer/contract';
import { timeLoad, timeSet } from '@coffer/contract/calls/device-settings';
import { call, unwrap } from '../../../api/client';
import { useTranslation } from '../../../i18n/use-translation';
import { SETTING_QUERY_KEY } from '../about/use-about-facts';
import { FailureAlert, QueryView } from '../query-view';
import { deviceTimeText, fromLocalInput, toLocalInput } from './local-input-time';
import { usePartDisabled } from '../../../shell/disabled-part/use-part-disabled';

const TIME_KEY = [...SETTING_QUERY_KEY, 'time'];

/** `/setting/sysTime`: the device's clock, zone and network time, and changing zone or time. */
export function TimePage() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: TIME_KEY,
    queryFn: async ({ signal }) => unwrap(await call(timeLoad, {}, { toast: false, signal })),
  });
  return (
    <div data-testid="time-page">
      <section className="setting-section" aria-labelledby="setting-time-title">
        <h2 id="setting-time-title">{t('setting.time.title')}</h2>
        <QueryView
          query={query}
          loadingText={t('setting.time.loading')}
          errorTitle={t('setting.time.loadFailed')}
          testId="time"
        >
          {(state) => <TimeSettings state={state} loadedAt={query.dataUpdatedAt} />}
        </QueryView>
      </section>
    </div>
  );
}

/** The device's clock, running on from the moment it was read. */
function useDeviceNow(state: TimeState, loadedAt: number): number {
  const [now, setNow] = useState(loadedAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return state.now + (now - loadedAt);
}

function TimeSettings({ state, loadedAt }: { state: TimeState; loadedAt: number }) {
  const partDisabled = usePartDisabled();
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const deviceNow = useDeviceNow(state, loadedAt);
  const [zone, setZone] = useState(state.zone);
  const [local, setLocal] = useState('');
  const [inputError, setInputError] = useState('');
  const apply = useMutation({
    mutationFn: async (change: { zone?: string; time?: number }) =>
      unwrap(await call(timeSet, change, { toast: false })),
    onSuccess: () => void client.invalidateQueries({ queryKey: TIME_KEY }),
  });
  const { ntp } = state;
  const ntpText =
    ntp.service === 'none'
      ? t('setting.time.ntpNone')
      : t(ntp.active ? 'setting.time.ntpActive' : 'setting.time.ntpInactive', { service: ntp.service });

  const setTime = () => {
    const seconds = fromLocalInput(local);
    if (seconds === null) return setInputError(t('setting.time.chooseTime'));
    setInputError('');
    apply.mutate({ time: seconds });
  };

  return (
    <>
      {state.mode === 'dry-run' && (
        <Alert
          className="setting-upgrade-alert"
          type="info"
          showIcon
          data-testid="time-dry-run"
          title={t('setting.time.dryRun')}
        />
      )}
      <dl className="setting-facts" data-testid="time-facts">
        <dt>{t('setting.time.now')}</dt>
        <dd data-testid="time-now">{deviceTimeText(deviceNow, state.zone, i18n.language)}</dd>
        <dt>{t('setting.time.zone')}</dt>
        <dd data-testid="time-zone">{state.zone}</dd>
        <dt>{t('setting.time.ntp')}</dt>
        <dd data-testid="time-ntp">{ntpText}</dd>
        {ntp.service !== 'none' && (
          <>
            <dt>{t('setting.time.ntpServers')}</dt>
            <dd>{ntp.servers.length > 0 ? ntp.servers.join(', ') : t('setting.time.ntpServersNone')}</dd>
          </>
        )}
      </dl>
      <p className="setting-muted setting-hint">{t('setting.time.ntpReadOnly')}</p>

      <h3 className="setting-subtitle">{t('setting.time.zoneTitle')}</h3>
      <Space wrap>
        <Select
          showSearch
          aria-label={t('setting.time.zone')}
          data-testid="time-zone-select"
          style={{ width: 320 }}
          value={zone}
          placeholder={t('setting.time.zonePlaceholder')}
          options={state.zones.map((name) => ({ value: name, label: name }))}
          onChange={setZone}
        />
        <Button
          type="primary"
          data-testid="time-zone-apply"
          disabled={partDisabled || zone === state.zone}
          loading={apply.isPending && apply.variables.zone !== undefined}
          onClick={() => apply.mutate({ zone })}
        >
          {t('setting.time.applyZone')}
        </Button>
      </Space>

      <h3 className="setting-subtitle">{t('setting.time.timeTitle')}</h3>
      {ntp.active && <p className="setting-muted">{t('setting.time.ntpWillCorrect')}</p>}
      <Space wrap>
        <Input
          type="datetime-local"
          aria-label={t('setting.time.timeLabel')}
          data-testid="time-input"
          value={local}
          onChange={(event) => setLocal(event.target.value)}
          style={{ width: 240 }}
        />
        <Button onClick={() => setLocal(toLocalInput(Date.now()))}>
          {t('setting.time.useThisComputer')}
        </Button>
        <Button
          type="primary"
          data-testid="time-apply"
          loading={apply.isPending && apply.variables.time !== undefined}
          onClick={setTime}
        >
          {t('setting.time.applyTime')}
        </Button>
      </Space>
      <p className="setting-muted setting-hint">{t('setting.time.timeLabel')}</p>
      {inputError && <Alert className="setting-upgrade-alert" type="warning" showIcon title={inputError} />}
      <ClockOutcome error={apply.error} data={apply.data} />
    </>
  );
}

function ClockOutcome({ error, data }: { error: Error | null; data: ClockChange | undefined }) {
  const { t } = useTranslation();
  if (error) return <FailureAlert title={t('setting.time.failed')} error={error} testId="time-error" />;
  if (!data) return null;
  return (
    <Alert
      className="setting-upgrade-alert"
      type="success"
      showIcon
      data-testid="time-applied"
      title={data.mode === 'dry-run' ? t('setting.time.recorded') : t('setting.time.applied')}
      description={
        data.mode === 'dry-run' ? (
          <ul className="setting-steps">
            {data.steps.map((step) => (
              <li key={step}>
                <code>{step}</code>
              </li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}

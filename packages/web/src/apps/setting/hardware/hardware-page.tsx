import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Select, Space, Switch, Table } from 'antd';
import { DISK_SLEEP_MINUTES, type DiskSleep, type HardwareState } from '@coffer/contract';
import {
  diskSleepCheck,
  diskSleepSet,
  diskStatics,
  fanSet,
  ledSet,
} from '@coffer/contract/calls/device-settings';
import { call, unwrap } from '../../../api/client';
import type { TFunction } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { SETTING_QUERY_KEY } from '../about/use-about-facts';
import { FailureAlert, QueryView } from '../query-view';

const HARDWARE_KEY = [...SETTING_QUERY_KEY, 'hardware-controls'];

function minutesText(minutes: number, t: TFunction): string {
  if (minutes === 0) return t('setting.hardware.never');
  return minutes % 60 === 0 && minutes >= 60
    ? t('setting.hardware.hours', { count: minutes / 60 })
    : t('setting.hardware.minutes', { count: minutes });
}

/**
 * `/setting/hardware`: disk standby where a disk supports it (and why not where it does not), and
 * the LEDs and fans the machine really has; a machine without them says so and offers no switch.
 */
export function HardwarePage() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: HARDWARE_KEY,
    queryFn: async ({ signal }) => unwrap(await call(diskStatics, {}, { toast: false, signal })),
  });
  return (
    <div data-testid="hardware-page">
      <QueryView
        query={query}
        loadingText={t('setting.hardware.loading')}
        errorTitle={t('setting.hardware.loadFailed')}
        testId="hardware"
      >
        {(state) => <HardwareControls state={state} />}
      </QueryView>
    </div>
  );
}

function HardwareControls({ state }: { state: HardwareState }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: HARDWARE_KEY });
  const sleep = useMutation({
    mutationFn: async (change: { sn: string; minutes: number }) =>
      unwrap(await call(diskSleepSet, change, { toast: false })),
    onSuccess: refresh,
  });
  const check = useMutation({
    mutationFn: async (sn: string) => unwrap(await call(diskSleepCheck, { sn }, { toast: false })),
  });
  const led = useMutation({
    mutationFn: async (change: { name: string; on: boolean }) =>
      unwrap(await call(ledSet, change, { toast: false })),
  });
  const fan = useMutation({
    mutationFn: async (change: { name: string; mode: 'auto' | 'full' }) =>
      unwrap(await call(fanSet, change, { toast: false })),
  });
  const failure = [sleep, check, led, fan].find((mutation) => mutation.isError)?.error;
  const stateText = (sn: string) => {
    if (check.variables !== sn || !check.data) return null;
    const key = { active: 'stateActive', standby: 'stateStandby', unknown: 'stateUnknown' } as const;
    return t(`setting.hardware.${key[check.data.state]}`);
  };

  const columns = [
    {
      title: t('setting.hardware.disk'),
      key: 'disk',
      render: (_: unknown, disk: DiskSleep) => (
        <>
          <div>{disk.model}</div>
          <div className="setting-muted">{disk.sn}</div>
        </>
      ),
    },
    { title: t('setting.hardware.device'), dataIndex: 'dev', key: 'dev' },
    {
      title: t('setting.hardware.sleep'),
      key: 'sleep',
      render: (_: unknown, disk: DiskSleep) =>
        disk.supported ? (
          <Space wrap>
            <Select
              aria-label={t('setting.hardware.sleep')}
              style={{ width: 140 }}
              value={disk.minutes}
              options={DISK_SLEEP_MINUTES.map((minutes) => ({
                value: minutes,
                label: minutesText(minutes, t),
              }))}
              onChange={(minutes) => sleep.mutate({ sn: disk.sn, minutes })}
            />
            <Button size="small" onClick={() => check.mutate(disk.sn)}>
              {t('setting.hardware.check')}
            </Button>
            {stateText(disk.sn)}
          </Space>
        ) : (
          <span data-testid={`hardware-unsupported-${disk.sn}`}>
            {t('setting.hardware.notSupported')}
            {disk.reason && (
              <span className="setting-muted">{` (${t(`setting.hardware.reason.${disk.reason}`)})`}</span>
            )}
          </span>
        ),
    },
  ];

  return (
    <>
      <section className="setting-section" aria-labelledby="setting-disk-sleep-title">
        <h2 id="setting-disk-sleep-title">{t('setting.hardware.disksTitle')}</h2>
        <p className="setting-intro setting-muted">{t('setting.hardware.disksIntro')}</p>
        {state.disks.length === 0 ? (
          <p data-testid="hardware-no-disks">{t('setting.hardware.noDisks')}</p>
        ) : (
          <Table
            size="small"
            rowKey="sn"
            pagination={false}
            columns={columns}
            dataSource={state.disks}
            data-testid="hardware-disks"
          />
        )}
      </section>
      <section className="setting-section" aria-labelledby="setting-leds-title">
        <h2 id="setting-leds-title">{t('setting.hardware.ledsTitle')}</h2>
        {state.leds.length === 0 ? (
          <p className="setting-muted" data-testid="hardware-no-leds">
            {t('setting.hardware.noLeds')}
          </p>
        ) : (
          <Space direction="vertical">
            {state.leds.map((name) => (
              <label key={name} className="setting-switch-row">
                <Switch onChange={(on) => led.mutate({ name, on })} /> {name}
              </label>
            ))}
          </Space>
        )}
      </section>
      <section className="setting-section" aria-labelledby="setting-fans-title">
        <h2 id="setting-fans-title">{t('setting.hardware.fansTitle')}</h2>
        {state.fans.length === 0 ? (
          <p className="setting-muted" data-testid="hardware-no-fans">
            {t('setting.hardware.noFans')}
          </p>
        ) : (
          <Space direction="vertical">
            {state.fans.map((name) => (
              <Space key={name}>
                <span>{name}</span>
                <Select
                  aria-label={name}
                  style={{ width: 140 }}
                  defaultValue="auto"
                  options={[
                    { value: 'auto', label: t('setting.hardware.fanAuto') },
                    { value: 'full', label: t('setting.hardware.fanFull') },
                  ]}
                  onChange={(mode: 'auto' | 'full') => fan.mutate({ name, mode })}
                />
              </Space>
            ))}
          </Space>
        )}
      </section>
      <FailureAlert title={t('setting.hardware.failed')} error={failure} />
    </>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Modal, Progress, Select, Space, Typography } from 'antd';
import { CALLS, formatCapacity, type ScrubStatusInfo } from '@coffer/contract';
import { call, unwrap } from '../../../api/client';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime, useToast } from '../../../shell/format';
import { STORAGE_QUERY_KEY } from '../data/use-storage-info';
import type { ActionDialogProps } from './action-dialog-props';
import { scheduleFormOf, scrubOutcome, timerPayload, type ScheduleForm } from './scrub-schedule';
import { JOB_POLL_MS } from './use-job-progress';

const OUTCOME_TYPE = { clean: 'success', repaired: 'success', uncorrectable: 'error' } as const;

/**
 * Scrub (STOR-SCRUB-01): scrub now or stop, the running scrub's progress every second, the last
 * result from `/zspool/scrub/status`, and the schedule with its next run.
 */
export default function ScrubDialog({ pool, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const key = [...STORAGE_QUERY_KEY, 'scrub', pool.id];
  const status = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) =>
      unwrap(await call(CALLS.scrubStatus, { pid: pool.id }, { toast: false, signal })),
    refetchInterval: (query) => (query.state.data?.state === 'running' ? JOB_POLL_MS : false),
  });
  const running = status.data?.state === 'running';

  // The end of a scrub may change the pool's health (uncorrectable errors mark it damaged).
  const wasRunning = useRef(false);
  useEffect(() => {
    if (running) wasRunning.current = true;
    else if (wasRunning.current) {
      wasRunning.current = false;
      void queryClient.invalidateQueries({ queryKey: [...STORAGE_QUERY_KEY, 'overview'] });
    }
  }, [running, queryClient]);

  const act = async (which: 'start' | 'cancel') => {
    setBusy(true);
    setRefusal(null);
    try {
      const result =
        which === 'start'
          ? await call(CALLS.scrubStart, { pid: pool.id }, { toast: false })
          : await call(CALLS.scrubCancel, { pid: pool.id }, { toast: false });
      if (!result.success) setRefusal(result.message || String(result.code));
      await status.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('storage.actions.scrub.title', { name: pool.name })}
      onCancel={onClose}
      width={600}
      footer={
        <Button onClick={onClose} data-testid="scrub-close">
          {t('storage.actions.close')}
        </Button>
      }
    >
      <div data-testid="scrub-dialog">
        <p className="pool-action-muted">{t('storage.actions.scrub.intro')}</p>
        {status.isError ? <Alert type="error" showIcon title={t('storage.actions.loadFailed')} /> : null}
        <Space className="pool-action-section">
          <Button
            type="primary"
            disabled={running || !status.data}
            loading={busy && !running}
            onClick={() => void act('start')}
            data-testid="scrub-start"
          >
            {t('storage.actions.scrub.start')}
          </Button>
          <Button
            disabled={!running}
            loading={busy && running}
            onClick={() => void act('cancel')}
            data-testid="scrub-cancel"
          >
            {t('storage.actions.scrub.cancel')}
          </Button>
        </Space>
        {refusal ? <Alert type="error" showIcon title={refusal} data-testid="scrub-error" /> : null}
        {status.data ? <ScrubResult status={status.data} /> : null}
        {status.data ? <ScrubSchedule pid={pool.id} timer={status.data.timer} /> : null}
      </div>
    </Modal>
  );
}

function ScrubResult({ status }: { status: ScrubStatusInfo }) {
  const { t } = useTranslation();
  if (status.state === 'running') {
    return (
      <div className="pool-action-section" data-testid="scrub-running">
        <Progress percent={status.percent} status="active" />
        <span>
          {t('storage.actions.scrub.running', {
            percent: status.percent,
            done: formatCapacity(status.bytes_scrubbed),
            total: formatCapacity(status.total_bytes),
          })}
        </span>
      </div>
    );
  }
  if (status.state === 'never') {
    return (
      <p className="pool-action-section" data-testid="scrub-never">
        {t('storage.actions.scrub.never')}
      </p>
    );
  }
  const outcome = scrubOutcome(status);
  return (
    <div className="pool-action-section" data-testid="scrub-result" data-state={status.state}>
      <Typography.Title level={5}>{t('storage.actions.scrub.last')}</Typography.Title>
      {status.state === 'finished' && outcome !== 'none' ? (
        <Alert
          type={OUTCOME_TYPE[outcome]}
          showIcon
          title={t(`storage.actions.scrub.outcome.${outcome}`)}
          data-testid="scrub-outcome"
          data-outcome={outcome}
        />
      ) : null}
      <Descriptions size="small" column={2} bordered className="pool-action-facts">
        <Descriptions.Item label={t('storage.status')}>
          <span data-testid="scrub-state">{t(`storage.actions.scrub.state.${status.state}`)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('storage.actions.scrub.bytes')}>
          {formatCapacity(status.bytes_scrubbed)}
        </Descriptions.Item>
        <Descriptions.Item label={t('storage.actions.scrub.found')}>
          <span data-testid="scrub-found">{status.errors.found}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('storage.actions.scrub.corrected')}>
          <span data-testid="scrub-corrected">{status.errors.corrected}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('storage.actions.scrub.uncorrectable')}>
          <span data-testid="scrub-uncorrectable">{status.errors.uncorrectable}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('storage.actions.scrub.started')}>
          {status.started ? formatDateTime(status.started) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('storage.actions.scrub.finished')}>
          {status.finished ? formatDateTime(status.finished) : '—'}
        </Descriptions.Item>
      </Descriptions>
    </div>
  );
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const DAYS = Array.from({ length: 28 }, (_, day) => day + 1);
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

function ScrubSchedule({ pid, timer }: { pid: string; timer: ScrubStatusInfo['timer'] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<ScheduleForm>(() => scheduleFormOf(timer));
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const change = (part: Partial<ScheduleForm>) => setForm((before) => ({ ...before, ...part }));

  const save = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const result = await call(CALLS.scrubTimer, timerPayload(pid, form), { toast: false });
      if (!result.success) {
        setRefusal(result.message || String(result.code));
        return;
      }
      toast.success(t('storage.actions.scrub.saved'));
      await queryClient.invalidateQueries({ queryKey: [...STORAGE_QUERY_KEY, 'scrub', pid] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pool-action-section" data-testid="scrub-schedule">
      <Typography.Title level={5}>{t('storage.actions.scrub.schedule')}</Typography.Title>
      <Space wrap>
        <Select
          aria-label={t('storage.actions.scrub.schedule')}
          value={form.interval}
          onChange={(interval) => change({ interval })}
          style={{ width: 120 }}
          data-testid="scrub-interval"
          options={(['off', 'daily', 'weekly', 'monthly'] as const).map((value) => ({
            value,
            label: t(`storage.actions.scrub.interval.${value}`),
          }))}
        />
        {form.interval === 'weekly' ? (
          <Select
            aria-label={t('storage.actions.scrub.weekday')}
            value={form.weekday}
            onChange={(weekday) => change({ weekday })}
            style={{ width: 120 }}
            data-testid="scrub-weekday"
            options={WEEKDAYS.map((day) => ({
              value: day,
              label: t(`storage.actions.scrub.weekdays.d${day}`),
            }))}
          />
        ) : null}
        {form.interval === 'monthly' ? (
          <Select
            aria-label={t('storage.actions.scrub.day')}
            value={form.day}
            onChange={(day) => change({ day })}
            style={{ width: 100 }}
            data-testid="scrub-day"
            options={DAYS.map((day) => ({ value: day, label: t('storage.actions.scrub.dayOf', { day }) }))}
          />
        ) : null}
        {form.interval !== 'off' ? (
          <Select
            aria-label={t('storage.actions.scrub.hour')}
            value={form.hour}
            onChange={(hour) => change({ hour })}
            style={{ width: 100 }}
            data-testid="scrub-hour"
            options={HOURS.map((hour) => ({
              value: hour,
              label: t('storage.actions.scrub.hourOf', { hour: String(hour).padStart(2, '0') }),
            }))}
          />
        ) : null}
        <Button loading={busy} onClick={() => void save()} data-testid="scrub-save">
          {t('storage.actions.scrub.save')}
        </Button>
      </Space>
      <div className="pool-action-muted" data-testid="scrub-next-run">
        {timer.enabled && timer.next_run
          ? t('storage.actions.scrub.nextRun', { time: formatDateTime(timer.next_run) })
          : t('storage.actions.scrub.noNextRun')}
      </div>
      {refusal ? <Alert type="error" showIcon title={refusal} data-testid="scrub-schedule-error" /> : null}
    </div>
  );
}

import { useState } from 'react';
import { Button, Progress, Result, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { MigratePair, MigrateStateInfo } from '@coffer/contract';
import { migrateCancel, migrateCleanState } from '@coffer/contract/calls/migration';
import { call } from '../../api/client';
import { useTranslation } from '../../i18n/use-translation';
import { useAppBase } from '../../shell/app-catalogue/use-app-base';
import { useDialogs } from '../../shell/dialogs/use-dialogs';
import { formatSize } from '../../shell/format/format-size';
import { formatRemainingTime, REMAINING_CAP_DAYS } from '../../shell/format/remaining-time';
import { diskSlot } from './disk-words';
import { remainingSeconds, type MovedSample } from './migration-progress';
import { SwitchDiskFrame, SwitchDiskLoadError, SwitchDiskLoading } from './switch-disk-frame';
import { useMigrateFlag } from './use-migrate-flag';
import { useMigrateState } from './use-migrate-state';
import { useStorageFacts } from './use-storage-facts';

const PAIR_COLOUR: Record<MigratePair['state'], string> = {
  waiting: 'default',
  moving: 'processing',
  done: 'success',
};

const PAIR_TEXT = {
  waiting: 'switchDisk.migration.pairWaiting',
  moving: 'switchDisk.migration.pairMoving',
  done: 'switchDisk.migration.pairDone',
} as const;

/**
 * /switchDisk/migration: the migration's progress, read every second, until it ends; then its result
 * (done, failed with the reason, cancelled) until the administrator acknowledges it (`cleanstate`).
 */
export function MigrationPage() {
  const { t } = useTranslation();
  const base = useAppBase();
  const navigate = useNavigate();
  const read = useMigrateState();
  if (read.isPending) {
    return (
      <SwitchDiskFrame step={2}>
        <SwitchDiskLoading />
      </SwitchDiskFrame>
    );
  }
  if (read.isError) {
    return (
      <SwitchDiskFrame step={2}>
        <SwitchDiskLoadError error={read.error} retry={() => void read.refetch()} />
      </SwitchDiskFrame>
    );
  }
  const { state, samples } = read.data;
  if (state.step === 'idle') {
    return (
      <SwitchDiskFrame
        step={0}
        footer={
          <Button type="primary" onClick={() => void navigate(`${base}/entry`)}>
            {t('switchDisk.migration.toEntry')}
          </Button>
        }
      >
        <Result
          className="switch-disk-result"
          status="info"
          data-testid="switch-disk-idle"
          title={t('switchDisk.migration.idle')}
        />
      </SwitchDiskFrame>
    );
  }
  if (state.step === 'migrating') return <MigrationProgress state={state} samples={samples} />;
  return <MigrationResult state={state} step={state.step} />;
}

function MigrationProgress({ state, samples }: { state: MigrateStateInfo; samples: MovedSample[] }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState(false);
  const percent = state.job?.percent ?? 0;
  const seconds = remainingSeconds(samples, state.warning_size);

  const cancel = async () => {
    const confirmed = await dialogs.confirm({
      title: t('switchDisk.migration.cancelTitle'),
      message: t('switchDisk.migration.cancelMessage'),
      okText: t('switchDisk.migration.cancel'),
      danger: true,
    });
    if (!confirmed) return;
    setCancelling(true);
    try {
      await call(migrateCancel, {});
      await queryClient.invalidateQueries({ queryKey: ['switchDisk'] });
    } finally {
      setCancelling(false);
    }
  };

  return (
    <SwitchDiskFrame
      step={2}
      footer={
        <Button danger loading={cancelling} onClick={() => void cancel()} data-testid="switch-disk-cancel">
          {t('switchDisk.migration.cancel')}
        </Button>
      }
    >
      <div data-testid="switch-disk-progress">
        <Typography.Text strong>{t('switchDisk.migration.title')}</Typography.Text>
        <Progress percent={percent} status="active" data-testid="switch-disk-percent" />
        {state.old_sn ? (
          <div className="switch-disk-current" data-testid="switch-disk-current">
            {t('switchDisk.migration.current', {
              slot: diskSlot(state.old_dev_type, state.old_position, t),
              sn: state.old_sn,
              size: formatSize(state.old_size),
            })}
          </div>
        ) : null}
        <div className="switch-disk-progress-facts">
          <span>{t('switchDisk.migration.moved', { size: formatSize(state.statistics_size) })}</span>
          <span>{t('switchDisk.migration.left', { size: formatSize(state.warning_size) })}</span>
          <span data-testid="switch-disk-remaining">
            {seconds === null
              ? t('switchDisk.migration.estimating')
              : formatRemainingTime(seconds, t, REMAINING_CAP_DAYS.general)}
          </span>
        </div>
        <PairList pairs={state.pairs} />
        <Typography.Text type="secondary" className="switch-disk-note">
          {t('switchDisk.migration.keepOn')}
        </Typography.Text>
      </div>
    </SwitchDiskFrame>
  );
}

function PairList({ pairs }: { pairs: readonly MigratePair[] }) {
  const { t } = useTranslation();
  const facts = useStorageFacts();
  const named = (sn: string) => {
    const disk = facts.data?.disks.find((candidate) => candidate.sn === sn);
    return disk ? `${diskSlot(disk.dev_type, disk.pos, t)} (${sn})` : sn;
  };
  return (
    <div className="switch-disk-order" aria-label={t('switchDisk.migration.pairs')}>
      {pairs.map((pair) => (
        <div className="switch-disk-order-row" key={pair.from}>
          <span className="switch-disk-member">
            {named(pair.from)} → {named(pair.to)}
          </span>
          <Tag color={PAIR_COLOUR[pair.state]}>{t(PAIR_TEXT[pair.state])}</Tag>
        </div>
      ))}
    </div>
  );
}

const RESULT = {
  done: { status: 'success', title: 'switchDisk.finish.doneTitle', body: 'switchDisk.finish.doneBody' },
  failed: { status: 'error', title: 'switchDisk.finish.failedTitle', body: 'switchDisk.finish.failedBody' },
  cancelled: {
    status: 'warning',
    title: 'switchDisk.finish.cancelledTitle',
    body: 'switchDisk.finish.cancelledBody',
  },
} as const;

function MigrationResult({ state, step }: { state: MigrateStateInfo; step: keyof typeof RESULT }) {
  const { t } = useTranslation();
  const base = useAppBase();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const flag = useMigrateFlag();
  const [busy, setBusy] = useState(false);
  const result = RESULT[step];
  const done = state.pairs.filter((pair) => pair.state === 'done').length;

  const acknowledge = async () => {
    setBusy(true);
    try {
      const answer = await call(migrateCleanState, {});
      if (!answer.success) return;
      flag.restart();
      await queryClient.invalidateQueries({ queryKey: ['switchDisk'] });
      void navigate(`${base}/entry`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SwitchDiskFrame
      step={3}
      status={step === 'failed' ? 'error' : step === 'done' ? 'finish' : undefined}
      footer={
        <Button
          type="primary"
          loading={busy}
          onClick={() => void acknowledge()}
          data-testid="switch-disk-acknowledge"
          autoFocus
        >
          {t('switchDisk.finish.acknowledge')}
        </Button>
      }
    >
      <Result
        className="switch-disk-result"
        status={result.status}
        data-testid={`switch-disk-result-${step}`}
        title={t(result.title)}
        subTitle={
          <>
            {state.error ? (
              <Typography.Paragraph type="danger" data-testid="switch-disk-failure">
                {state.error.message}
              </Typography.Paragraph>
            ) : null}
            <Typography.Paragraph type="secondary">{t(result.body)}</Typography.Paragraph>
            <Typography.Text type="secondary">
              {t('switchDisk.finish.movedCount', { done, total: state.pairs.length })}
            </Typography.Text>
          </>
        }
      />
    </SwitchDiskFrame>
  );
}

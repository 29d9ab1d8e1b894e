import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Progress, Space, Tooltip } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CALLS,
  messageOf,
  PasswordEvent,
  type CatalogueCode,
  type DiskInfo,
  type JobInfo,
} from '@coffer/contract';
import { call, unwrap } from '../../../api/client';
import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { useDialogs } from '../../../shell/dialogs/use-dialogs';
import { useIsMaster } from '../data/use-is-master';
import { STORAGE_QUERY_KEY } from '../data/use-storage-info';
import { wipeAvailability } from './disk-actions';

/** spec 3 "Long work shows progress": a running wipe is read again every second. */
const WIPE_STATUS_MS = 1000;

const isRunning = (job: JobInfo | null | undefined) => job?.state === 'queued' || job?.state === 'running';

/** The newest wipe of one disk (`sn`), or of any disk; read every second while it runs. */
function useWipeJob(sn?: string) {
  return useQuery({
    queryKey: [...STORAGE_QUERY_KEY, 'wipe', sn ?? '*'],
    queryFn: async ({ signal }) =>
      unwrap(await call(CALLS.wipeStatus, sn === undefined ? {} : { sn }, { toast: false, signal })),
    refetchInterval: (query) => (isRunning(query.state.data) ? WIPE_STATUS_MS : false),
  });
}

/** How a finished wipe reads: done, cancelled, or failed with the catalogue's words for its code. */
function WipeOutcome({ job }: { job: JobInfo }) {
  const { t } = useTranslation();
  if (job.state === 'done') {
    return (
      <Alert
        type="success"
        showIcon
        title={t('storage.disks.wipe.done')}
        data-testid="disk-wipe-result"
        data-state="done"
      />
    );
  }
  if (job.state === 'cancelled') {
    return (
      <Alert
        type="info"
        showIcon
        title={t('storage.disks.wipe.cancelled')}
        data-testid="disk-wipe-result"
        data-state="cancelled"
      />
    );
  }
  const reason =
    job.errorCode === null
      ? (job.errorMessage ?? '')
      : messageOf(job.errorCode as CatalogueCode, currentLanguage());
  return (
    <Alert
      type="error"
      showIcon
      title={t('storage.disks.wipe.failed', { message: reason })}
      data-testid="disk-wipe-result"
      data-state="failed"
    />
  );
}

/**
 * Wiping a free disk (STOR-WIPE-01): the serial typed to confirm, the administrator password
 * (StorageFormat) within its 5 s, then the job followed every second with a cancel; a refusal is
 * shown here in the daemon's words. Disabled with its reason for a disk in use, a missing disk, a
 * wipe of another disk under way, and for the operations administrator.
 */
export function DiskWipe({ disk }: { disk: DiskInfo }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const isMaster = useIsMaster();
  const own = useWipeJob(disk.sn);
  const latest = useWipeJob();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Only a wipe this panel saw running gets its outcome shown: an old one says nothing of now.
  const [followed, setFollowed] = useState<string | null>(null);
  const job = own.data ?? null;
  const wiping = isRunning(job);
  if (wiping && job && followed !== job.id) setFollowed(job.id);
  const otherWiping = isRunning(latest.data) && latest.data?.id !== job?.id;
  const availability = wipeAvailability(disk, { isMaster, wiping, otherWiping });

  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !wiping) void queryClient.invalidateQueries({ queryKey: STORAGE_QUERY_KEY });
    wasRunning.current = wiping;
  }, [wiping, queryClient]);

  const wipe = async () => {
    setRefusal(null);
    const confirmed = await dialogs.confirm({
      title: t('storage.disks.wipe.title', { sn: disk.sn }),
      message: t('storage.disks.wipe.message'),
      typedKey: disk.sn,
      requiredCheckbox: t('storage.disks.wipe.understood'),
      okText: t('storage.disks.wipe.button'),
      danger: true,
    });
    if (!confirmed) return;
    if (!(await dialogs.adminPasswordConfirm({ eventName: PasswordEvent.storageFormat }))) return;
    setBusy(true);
    try {
      const started = await call(CALLS.wipeStart, { sn: disk.sn }, { toast: false });
      if (!started.success) {
        setRefusal(started.message);
        return;
      }
      setFollowed(started.data.jobId);
      await queryClient.invalidateQueries({ queryKey: [...STORAGE_QUERY_KEY, 'wipe'] });
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    if (!job) return;
    const answer = await call(CALLS.wipeCancel, { jobId: job.id }, { toast: false });
    if (!answer.success) setRefusal(answer.message);
    await queryClient.invalidateQueries({ queryKey: [...STORAGE_QUERY_KEY, 'wipe'] });
  };

  const reason = availability.allowed
    ? null
    : availability.reason === 'masterOnly'
      ? t('storage.masterOnly')
      : t(`storage.disks.wipe.blocked.${availability.reason}`);
  const button = (
    <Button
      danger
      disabled={!availability.allowed}
      loading={busy}
      onClick={() => void wipe()}
      data-testid={`disk-wipe-${disk.sn}`}
      data-reason={reason ?? undefined}
    >
      {t('storage.disks.wipe.button')}
    </Button>
  );

  return (
    <div className="disk-wipe">
      {wiping && job ? (
        <div className="disk-wipe-running" data-testid="disk-wipe-progress">
          <span>{t('storage.disks.wipe.running')}</span>
          <Progress percent={job.percent} status="active" />
          <Button onClick={() => void cancel()} disabled={!isMaster} data-testid="disk-wipe-cancel">
            {t('storage.disks.wipe.cancel')}
          </Button>
        </div>
      ) : (
        <Space orientation="vertical" size={4}>
          {reason && availability.allowed === false && availability.reason !== 'running' ? (
            <Tooltip title={reason}>{button}</Tooltip>
          ) : (
            button
          )}
          {reason && !availability.allowed ? <span className="disk-muted">{reason}</span> : null}
        </Space>
      )}
      {refusal ? <Alert type="error" showIcon title={refusal} data-testid="disk-wipe-error" /> : null}
      {job && !wiping && job.id === followed ? <WipeOutcome job={job} /> : null}
    </div>
  );
}

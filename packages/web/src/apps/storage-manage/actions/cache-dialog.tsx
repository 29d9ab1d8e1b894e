import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Modal, Radio, Select, Space, Spin } from 'antd';
import { CALLS, formatCapacity } from '@coffer/contract';
import { call, unwrap } from '../../../api/client';
import { useTranslation } from '../../../i18n/use-translation';
import { useDialogs } from '../../../shell/dialogs/use-dialogs';
import { raidLabel } from '../data/disk-labels';
import { STORAGE_QUERY_KEY } from '../data/use-storage-info';
import type { ActionDialogProps } from './action-dialog-props';
import { CACHE_MODES, cacheDisks, defaultCacheName, fitsCacheCount, type CacheAction } from './cache-rules';
import { DiskChoiceList } from './disk-choice-list';
import { JobProgress } from './job-progress';
import { ProblemList } from './problem-list';
import { startFormatJob } from './start-format-job';
import { useFormatVerify } from './use-format-verify';

/**
 * SSD cache for a SATA pool (STOR-CACHE-01): first the engine says whether this kernel can make a
 * cache at all, and when it cannot, its reason is all the dialog shows; otherwise the mode (read
 * cache: Basic; read-write: RAID1/5/6/10), the SSDs and a name, then the password and the job.
 */
export default function CacheDialog({ pool, info, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const support = useQuery({
    queryKey: [...STORAGE_QUERY_KEY, 'cache-support'],
    queryFn: async ({ signal }) => unwrap(await call(CALLS.cacheSupport, {}, { toast: false, signal })),
    staleTime: Infinity,
  });
  const close = (
    <Button onClick={onClose} data-testid="cache-close">
      {t('storage.actions.close')}
    </Button>
  );
  let body;
  if (support.isPending) {
    body = (
      <div data-testid="cache-checking">
        <Spin size="small" /> {t('storage.actions.cache.checking')}
      </div>
    );
  } else if (support.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('storage.actions.loadFailed')}
        data-testid="cache-support-error"
      />
    );
  } else if (!support.data.supported) {
    body = (
      <Alert
        type="warning"
        showIcon
        title={t('storage.actions.cache.unsupported')}
        description={support.data.message}
        data-testid="cache-unsupported"
      />
    );
  }
  return (
    <Modal
      open
      title={t('storage.actions.cache.title', { name: pool.name })}
      onCancel={onClose}
      footer={body ? close : null}
      width={560}
      mask={{ closable: false }}
    >
      <div data-testid="cache-dialog">{body ?? <CacheForm pool={pool} info={info} onClose={onClose} />}</div>
    </Modal>
  );
}

function CacheForm({ pool, info, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const [action, setAction] = useState<CacheAction>('rcache');
  const [raidType, setRaidType] = useState('basic');
  const [chosen, setChosen] = useState<string[]>([]);
  // The spec's default name, the same in every language, as the daemon's "SATA{n}" is.
  const [name, setName] = useState(() => defaultCacheName(info.cachePools));
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const choices = useMemo(
    () => cacheDisks(info.disks).map((disk) => ({ disk, refusal: null })),
    [info.disks],
  );
  const payload = { action, pid: pool.id, sys: chosen, raidtype: raidType, name: name.trim() };
  const verify = useFormatVerify(jobId === null ? payload : null);
  const problems = [
    ...new Set([
      ...(fitsCacheCount(raidType, chosen.length)
        ? []
        : [t('storage.actions.cache.problem.count', { mode: raidLabel(raidType) })]),
      ...(name.trim() ? [] : [t('storage.actions.cache.problem.name')]),
      ...verify.problemsOf('sys'),
      ...verify.problemsOf('raidtype'),
      ...verify.problemsOf('name'),
      ...verify.problemsOf('pid'),
      ...verify.problemsOf(''),
    ]),
  ];

  const start = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const outcome = await startFormatJob(dialogs, payload);
      if (outcome && 'error' in outcome) setRefusal(outcome.error);
      else if (outcome) setJobId(outcome.jobId);
    } finally {
      setBusy(false);
    }
  };

  if (jobId) {
    return (
      <>
        <JobProgress jobId={jobId} doneText={t('storage.actions.cache.done')} />
        <Button type="primary" onClick={onClose} data-testid="cache-close">
          {t('storage.actions.close')}
        </Button>
      </>
    );
  }
  return (
    <Space orientation="vertical" className="pool-action-list">
      <Radio.Group
        value={action}
        onChange={(event) => {
          const next = event.target.value as CacheAction;
          setAction(next);
          setRaidType(CACHE_MODES[next][0]!);
        }}
        data-testid="cache-mode"
      >
        <Radio value="rcache">{t('storage.actions.cache.readCache')}</Radio>
        <Radio value="rwcache">{t('storage.actions.cache.readWriteCache')}</Radio>
      </Radio.Group>
      <span className="pool-action-muted">
        {action === 'rcache'
          ? t('storage.actions.cache.readOnlyBasic')
          : t('storage.actions.cache.readWriteRaid')}
      </span>
      {action === 'rwcache' ? (
        <Select
          aria-label={t('storage.actions.cache.raid')}
          value={raidType}
          onChange={setRaidType}
          style={{ width: 160 }}
          options={CACHE_MODES.rwcache.map((mode) => ({ value: mode, label: raidLabel(mode) }))}
        />
      ) : null}
      <span>{t('storage.actions.cache.pick')}</span>
      <DiskChoiceList
        choices={choices}
        chosen={chosen}
        onChange={setChosen}
        minSize={0}
        testId="cache-disks"
      />
      <label className="pool-action-label" htmlFor="pool-cache-name">
        {t('storage.actions.cache.name')}
      </label>
      <Input
        id="pool-cache-name"
        value={name}
        maxLength={32}
        onChange={(event) => setName(event.target.value)}
      />
      <ProblemList problems={chosen.length === 0 ? [] : problems} testId="cache-problems" />
      {refusal ? <Alert type="error" showIcon title={refusal} data-testid="cache-error" /> : null}
      <Space>
        <Button onClick={onClose}>{t('storage.actions.cancel')}</Button>
        <Button
          type="primary"
          loading={busy}
          disabled={problems.length > 0 || verify.checking}
          onClick={() => void start()}
          data-testid="cache-start"
        >
          {t('storage.actions.cache.start')}
        </Button>
      </Space>
      <span className="pool-action-muted">
        {formatCapacity(pool.total_size)} · {raidLabel(pool.raid_type)}
      </span>
    </Space>
  );
}

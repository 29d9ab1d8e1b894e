import { Progress, Result, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  CALLS,
  formatCapacity,
  type ExternalDisk,
  type ExternalFilesystem,
  type ExternalPartition,
  type JobInfo,
} from '@coffer/contract';
import { call, unwrap } from '../../../api/client';
import { useTranslation } from '../../../i18n/use-translation';
import { formatName, foundFsName } from './external-labels';
import { EXTERNAL_QUERY_KEY } from './use-external-disks';

/** The engine's format steps of an external disk (external-disks.ts `runFormat`). */
const STEPS = ['wipe', 'partition', 'filesystem', 'done'] as const;
type Step = (typeof STEPS)[number];
const isStep = (text: string): text is Step => (STEPS as readonly string[]).includes(text);

/** The format under way: its percent and step, read every second. */
export function FormatProgress({ diskLine, job }: { diskLine: string; job: JobInfo | null }) {
  const { t } = useTranslation();
  const step = job?.description ?? '';
  return (
    <div data-testid="external-format-progress">
      <p>{diskLine}</p>
      <Progress percent={job?.percent ?? 0} status="active" />
      <p className="external-muted">
        {isStep(step)
          ? t(`storage.external.formatDialog.step.${step}`)
          : t('storage.external.formatDialog.running')}
      </p>
      <p className="external-muted">{t('storage.external.formatDialog.keepOpen')}</p>
    </div>
  );
}

/** The disk's partitions once formatted (STOR-EXT-05's complete view). */
function NewPartitions({ disk }: { disk: ExternalDisk }) {
  const { t } = useTranslation();
  const info = useQuery({
    queryKey: [...EXTERNAL_QUERY_KEY, 'info', disk.dev],
    queryFn: async ({ signal }) =>
      unwrap(await call(CALLS.externalInfo, { dev: disk.dev }, { toast: false, signal })),
  });
  return (
    <Table<ExternalPartition>
      rowKey="dev"
      size="small"
      pagination={false}
      loading={info.isPending}
      dataSource={info.data?.partitions ?? []}
      data-testid="external-format-partitions"
      columns={[
        { title: t('storage.external.column.device'), dataIndex: 'dev', key: 'dev' },
        {
          title: t('storage.external.column.fs'),
          key: 'fs',
          render: (_, part) => (part.fs ? foundFsName(part.fs) : t('storage.external.noFs')),
        },
        {
          title: t('storage.external.column.label'),
          key: 'label',
          render: (_, part) => part.label || t('storage.external.noLabel'),
        },
        {
          title: t('storage.external.column.size'),
          key: 'size',
          render: (_, part) => formatCapacity(part.sizeBytes),
        },
      ]}
    />
  );
}

/** STOR-EXT-05's complete view: done, and the partition the disk now has. */
export function FormatDone({ disk, fs }: { disk: ExternalDisk; fs: ExternalFilesystem }) {
  const { t } = useTranslation();
  return (
    <Result
      status="success"
      className="external-result"
      data-testid="external-format-done"
      title={t('storage.external.formatDialog.done')}
      subTitle={t('storage.external.formatDialog.doneBody', { fs: formatName(fs) })}
    >
      <NewPartitions disk={disk} />
    </Result>
  );
}

/** The format failed: the engine's reason (its log detail, in English). */
export function FormatFailed({ job }: { job: JobInfo | null }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      className="external-result"
      data-testid="external-format-failed"
      title={t('storage.external.formatDialog.failed')}
      subTitle={job?.errorMessage ?? undefined}
    />
  );
}

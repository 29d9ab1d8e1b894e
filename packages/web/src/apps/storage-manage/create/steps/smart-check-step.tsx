import { Alert, Progress, Spin, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { DiskInfo } from '@coffer/contract';
import { useTranslation } from '../../../../i18n/use-translation';
import { slotLabel } from '../../data/disk-labels';
import { jobOutcome } from '../format-job';
import type { SmartTask } from '../use-smart-task';

type Reading = SmartTask['disks'][number];

/**
 * STOR-FMT-05, STOR-SMART-05: the pre-format SMART check of the chosen disks while it runs, then each
 * disk's result, flagged where replacing it is advised; the user goes on or back.
 */
export function SmartCheckStep({
  task,
  error,
  chosen,
  disks,
}: {
  task: SmartTask | undefined;
  error: string | null;
  chosen: readonly string[];
  disks: readonly DiskInfo[];
}) {
  const { t } = useTranslation();
  const job = task?.task ?? null;
  const running = !error && (!task || jobOutcome(job) === 'running');
  const readings = (task?.disks ?? []).filter((reading) => chosen.includes(reading.sn));
  const flagged = readings.filter((reading) => reading.replace === 1).length;
  const label = (result: string) => {
    const key = `storage.smartResult.${result}`;
    const text = t(key as 'storage.smartResult.ok');
    return text === key ? result : text;
  };
  const columns: TableColumnsType<Reading> = [
    {
      title: t('storage.create.smartColumn.slot'),
      key: 'slot',
      render: (_, reading) => {
        const disk = disks.find((candidate) => candidate.sn === reading.sn);
        return disk ? slotLabel(disk, t) : reading.pos;
      },
    },
    { title: t('storage.create.smartColumn.serial'), dataIndex: 'sn', key: 'sn' },
    {
      title: t('storage.create.smartColumn.result'),
      key: 'result',
      render: (_, reading) => (
        <span data-testid={`create-smart-result-${reading.sn}`}>{label(reading.result)}</span>
      ),
    },
    {
      title: t('storage.create.smartColumn.advice'),
      key: 'advice',
      render: (_, reading) =>
        reading.replace ? (
          <Tag color="red" data-testid={`create-smart-replace-${reading.sn}`}>
            {t('storage.create.smartReplace')}
          </Tag>
        ) : (
          t('storage.create.smartFine')
        ),
    },
  ];
  if (running) {
    return (
      <div className="create-step create-centred" data-testid="create-step-smartCheck" data-running="1">
        <Spin />
        <Typography.Paragraph>{t('storage.create.smartRunning')}</Typography.Paragraph>
        <Progress percent={job?.percent ?? 0} className="create-progress" />
      </div>
    );
  }
  const failed = error ?? (job && jobOutcome(job) !== 'done' ? (job.errorMessage ?? job.state) : null);
  return (
    <div className="create-step" data-testid="create-step-smartCheck" data-running="0">
      <Typography.Title level={5} className="create-heading">
        {t('storage.create.smartResultTitle')}
      </Typography.Title>
      {failed ? (
        <Alert
          type="error"
          showIcon
          className="create-alert"
          title={t('storage.create.smartFailed', { msg: failed })}
          data-testid="create-smart-failed"
        />
      ) : (
        <Alert
          type={flagged > 0 ? 'warning' : 'success'}
          showIcon
          className="create-alert"
          title={
            flagged > 0
              ? t('storage.create.smartSomeBad', { count: flagged })
              : t('storage.create.smartAllFine')
          }
          data-testid="create-smart-summary"
        />
      )}
      <Table rowKey="sn" size="small" pagination={false} columns={columns} dataSource={readings} />
    </div>
  );
}

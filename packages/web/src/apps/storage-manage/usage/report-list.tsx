import { Button, Empty, Spin, Table, Typography, type TableColumnsType } from 'antd';
import { formatCapacity, type PoolInfo, type ResponseOf, type CALLS } from '@coffer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../../../shell/format';
import { DeleteReportButton, DownloadReportButton } from './report-actions';
import { ScanProgress } from './scan-progress';
import { UsageLoadError } from './usage-frame';
import { scanDuration } from './usage-series';
import { useUsageList } from './use-usage-queries';
import type { UsagePool } from './use-usage-pool';

type ReportHeader = ResponseOf<typeof CALLS.usageDetailList>['list'][number];

/** A pool's reports, newest first, each to open, download or delete. */
export function ReportList({ pool, usage }: { pool: PoolInfo; usage: UsagePool }) {
  const { t, i18n } = useTranslation();
  const list = useUsageList(pool.id);
  if (list.isPending) return <Spin className="storage-loading" />;
  if (list.isError)
    return (
      <UsageLoadError
        title={t('storage.usage.reports.loadFailed')}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );

  const count = (value: number) => value.toLocaleString(i18n.language);
  const columns: TableColumnsType<ReportHeader> = [
    {
      title: t('storage.usage.column.finished'),
      key: 'finished',
      render: (_, report) => (
        <Button
          type="link"
          size="small"
          className="usage-report-link"
          onClick={() => usage.go('reports', pool.id, report.id)}
          data-testid={`usage-report-open-${report.id}`}
        >
          {formatDateTime(report.finished)}
        </Button>
      ),
    },
    {
      title: t('storage.usage.column.duration'),
      key: 'duration',
      render: (_, report) => scanDuration(report.finished - report.started, t),
    },
    {
      title: t('storage.usage.column.size'),
      key: 'bytes',
      align: 'right',
      render: (_, report) => formatCapacity(report.bytes),
    },
    {
      title: t('storage.usage.column.files'),
      key: 'files',
      align: 'right',
      render: (_, r) => count(r.files),
    },
    {
      title: t('storage.usage.column.folders'),
      key: 'folders',
      align: 'right',
      render: (_, r) => count(r.folders),
    },
    {
      title: t('storage.usage.column.actions'),
      key: 'actions',
      render: (_, report) => (
        <span className="usage-actions">
          <Button
            size="small"
            onClick={() => usage.go('reports', pool.id, report.id)}
            data-testid={`usage-report-view-${report.id}`}
          >
            {t('storage.usage.reports.view')}
          </Button>
          <DownloadReportButton report={report} size="small" />
          <DeleteReportButton pool={pool} report={report} size="small" />
        </span>
      ),
    },
  ];

  return (
    <div data-testid="usage-report-list">
      {list.data.running ? <ScanProgress pool={pool} job={list.data.running} /> : null}
      {list.data.list.length === 0 ? (
        <Empty
          className="storage-empty"
          data-testid="usage-no-report"
          description={
            <>
              <Typography.Text strong>{t('storage.usage.reports.empty')}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{t('storage.usage.reports.emptyBody')}</Typography.Text>
            </>
          }
        />
      ) : (
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          columns={columns}
          dataSource={list.data.list}
          data-testid="usage-reports"
        />
      )}
    </div>
  );
}

import { useEffect } from 'react';
import { Alert, Button, Card, Spin, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { PoolInfo } from '@coffer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../../../shell/format';
import { DeleteReportButton, DownloadReportButton } from './report-actions';
import { FolderTable, TypeTable } from './report-tables';
import { UsageCharts } from './usage-charts';
import { UsageLoadError } from './usage-frame';
import { scanDuration } from './usage-series';
import { UsageTotals } from './usage-totals';
import { useUsageChart, useUsageReport } from './use-usage-queries';
import type { UsagePool } from './use-usage-pool';

/** One report (detail/info): totals, its chart (detail/chart), every folder and every type. */
export function ReportDetail({ pool, id, usage }: { pool: PoolInfo; id: number; usage: UsagePool }) {
  const { t } = useTranslation();
  const report = useUsageReport(id);
  const chart = useUsageChart(id);
  const reportPool = report.data?.pid;
  const { go } = usage;
  // A link may name a report with another pool's id: the page follows the report's own pool.
  useEffect(() => {
    if (reportPool !== undefined && reportPool !== pool.id && usage.pools.some((p) => p.id === reportPool))
      go('reports', reportPool, id);
  }, [reportPool, pool.id, id, go, usage.pools]);
  const back = (
    <Button
      icon={<ArrowLeftOutlined />}
      onClick={() => usage.go('reports', pool.id)}
      data-testid="usage-report-back"
    >
      {t('storage.usage.reports.back')}
    </Button>
  );

  if (report.isPending) return <Spin className="storage-loading" />;
  if (report.isError)
    return (
      <>
        <div className="usage-detail-head">{back}</div>
        <UsageLoadError
          title={t('storage.usage.reports.loadFailed')}
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      </>
    );

  const data = report.data;
  return (
    <div data-testid="usage-report-detail">
      <div className="usage-detail-head">
        {back}
        <Typography.Title level={5} data-testid="usage-report-title">
          {t('storage.usage.reports.detailTitle', { time: formatDateTime(data.finished) })}
        </Typography.Title>
        <span className="usage-muted">{scanDuration(data.finished - data.started, t)}</span>
        <span className="usage-actions">
          <DownloadReportButton report={data} />
          <DeleteReportButton pool={pool} report={data} onDeleted={() => usage.go('reports', pool.id)} />
        </span>
      </div>
      <UsageTotals report={data} />
      {data.skipped > 0 ? (
        <Alert
          type="warning"
          showIcon
          className="usage-note"
          title={t('storage.usage.skipped', { count: data.skipped })}
        />
      ) : null}
      {chart.isPending ? (
        <Spin className="storage-loading" />
      ) : chart.isError ? (
        <UsageLoadError
          title={t('storage.usage.reports.loadFailed')}
          error={chart.error}
          onRetry={() => void chart.refetch()}
        />
      ) : (
        <UsageCharts series={chart.data} />
      )}
      <Card size="small" className="usage-section" title={t('storage.usage.reports.folders')}>
        <FolderTable report={data} />
      </Card>
      <Card size="small" className="usage-section" title={t('storage.usage.reports.types')}>
        <TypeTable report={data} />
      </Card>
    </div>
  );
}

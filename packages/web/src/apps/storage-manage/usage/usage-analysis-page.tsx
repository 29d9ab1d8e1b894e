import { useMemo, useState } from 'react';
import { Alert, Button, Card, Empty, Spin, Typography } from 'antd';
import type { PoolInfo, UsageReportInfo } from '@coffer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../../../shell/format';
import { LargestFilesTable } from './largest-files-table';
import { ScanButton } from './scan-button';
import { scanOutcome } from './scan-outcome';
import { ScanProgress } from './scan-progress';
import { UsageCharts } from './usage-charts';
import { UsageFrame, UsageLoadError } from './usage-frame';
import { largestFiles, scanDuration, seriesOfReport } from './usage-series';
import { UsageTotals } from './usage-totals';
import { useUsageSummary } from './use-usage-queries';
import type { UsagePool } from './use-usage-pool';

const LARGEST_SHOWN = 10;

/** The latest report at a glance: totals, the two charts, the largest files. */
function ReportOverview({ report, usage }: { report: UsageReportInfo; usage: UsagePool }) {
  const { t } = useTranslation();
  const series = useMemo(() => seriesOfReport(report), [report]);
  const files = useMemo(() => largestFiles(report, LARGEST_SHOWN), [report]);
  return (
    <>
      <UsageTotals report={report} />
      {report.skipped > 0 ? (
        <Alert
          type="warning"
          showIcon
          className="usage-note"
          title={t('storage.usage.skipped', { count: report.skipped })}
        />
      ) : null}
      <UsageCharts series={series} />
      <Card
        size="small"
        className="usage-section"
        title={
          <>
            {t('storage.usage.largest')}{' '}
            <span className="usage-muted">{t('storage.usage.largestCount', { count: LARGEST_SHOWN })}</span>
          </>
        }
        extra={
          <Button
            type="link"
            size="small"
            onClick={() => usage.go('reports', report.pid, report.id)}
            data-testid="usage-open-report"
          >
            {t('storage.usage.viewReport')}
          </Button>
        }
      >
        <LargestFilesTable files={files} testId="usage-largest" />
      </Card>
    </>
  );
}

/** The scan the page started, until the summary tells how it ended. */
interface Watched {
  jobId: string;
  /** When the engine answered the start: only a summary read after it tells how the scan went. */
  since: number;
}

function UsageSummary({ pool, usage }: { pool: PoolInfo; usage: UsagePool }) {
  const { t } = useTranslation();
  const summary = useUsageSummary(pool.id);
  const [watched, setWatched] = useState<Watched | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  if (summary.isPending) return <Spin className="storage-loading" />;
  if (summary.isError)
    return (
      <UsageLoadError
        title={t('storage.usage.reports.loadFailed')}
        error={summary.error}
        onRetry={() => void summary.refetch()}
      />
    );

  const { running, report } = summary.data;
  const outcome =
    watched && summary.dataUpdatedAt > watched.since ? scanOutcome(watched.jobId, summary.data) : null;
  const scanButton = (primary: boolean) => (
    <ScanButton
      pool={pool}
      scanning={running !== null}
      primary={primary}
      onStarted={(jobId) => {
        setRefusal(null);
        setWatched({ jobId, since: Date.now() });
      }}
      onRefused={setRefusal}
    />
  );

  return (
    <div data-testid="usage-summary">
      <div className="usage-bar">
        <span className="usage-muted" data-testid="usage-last-report">
          {report
            ? t('storage.usage.lastReport', {
                time: formatDateTime(report.finished),
                duration: scanDuration(report.finished - report.started, t),
              })
            : null}
        </span>
        {report || running ? scanButton(true) : null}
      </div>
      {refusal ? (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setRefusal(null) }}
          className="usage-note"
          data-testid="usage-scan-refused"
          title={t('storage.usage.scanRefused')}
          description={refusal}
        />
      ) : null}
      {outcome === 'failed' ? (
        <Alert
          type="warning"
          showIcon
          closable={{ onClose: () => setWatched(null) }}
          className="usage-note"
          data-testid="usage-scan-failed"
          title={t('storage.usage.scanFailed')}
        />
      ) : null}
      {running ? <ScanProgress pool={pool} job={running} /> : null}
      {report ? (
        <ReportOverview report={report} usage={usage} />
      ) : running ? null : (
        <Empty
          className="storage-empty"
          data-testid="usage-no-report"
          description={
            <>
              <Typography.Text strong>{t('storage.usage.noReportTitle')}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{t('storage.usage.noReportBody')}</Typography.Text>
            </>
          }
        >
          {scanButton(true)}
        </Empty>
      )}
    </div>
  );
}

/** useAnalysis: the chosen pool's latest usage report, the scan under way, "analyse now". */
export default function UsageAnalysisPage() {
  return (
    <UsageFrame tab="summary">
      {(pool, usage) => <UsageSummary key={pool.id} pool={pool} usage={usage} />}
    </UsageFrame>
  );
}

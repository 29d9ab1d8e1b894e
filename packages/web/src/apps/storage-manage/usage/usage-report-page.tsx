import { ReportDetail } from './report-detail';
import { ReportList } from './report-list';
import { UsageFrame } from './usage-frame';

/**
 * useAnalysisReport: the chosen pool's reports, or with `?pid=&id=` one report in full, as a link
 * from the summary or from elsewhere opens it.
 */
export default function UsageReportPage() {
  return (
    <UsageFrame tab="reports">
      {(pool, usage) =>
        usage.reportId === undefined ? (
          <ReportList key={pool.id} pool={pool} usage={usage} />
        ) : (
          <ReportDetail key={usage.reportId} pool={pool} id={usage.reportId} usage={usage} />
        )
      }
    </UsageFrame>
  );
}

import UsageAnalysisPage from './usage-analysis-page';

/** useAnalysisReport: one report. */
export default function UsageReportPage() {
  return <UsageAnalysisPage />;
}

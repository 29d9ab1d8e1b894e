import UsageAnalysisPage from './usage-analysis-page';

/** useAnalysisConfig: the report schedule of each pool. */
export default function UsageConfigPage() {
  return <UsageAnalysisPage />;
}

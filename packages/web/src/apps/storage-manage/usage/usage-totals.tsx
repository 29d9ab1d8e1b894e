import { formatCapacity, type UsageReportInfo } from '@coffer/contract';
import { useTranslation } from '../../../i18n/use-translation';

type Totals = Pick<UsageReportInfo, 'bytes' | 'allocated' | 'files' | 'folders'>;

/** A report's four totals, large, in a row. */
export function UsageTotals({ report }: { report: Totals }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => value.toLocaleString(i18n.language);
  const items = [
    ['bytes', formatCapacity(report.bytes)],
    ['allocated', formatCapacity(report.allocated)],
    ['files', count(report.files)],
    ['folders', count(report.folders)],
  ] as const;
  return (
    <dl className="usage-totals" data-testid="usage-totals">
      {items.map(([key, value]) => (
        <div key={key} className="usage-total">
          <dt>{t(`storage.usage.totals.${key}`)}</dt>
          <dd data-testid={`usage-total-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

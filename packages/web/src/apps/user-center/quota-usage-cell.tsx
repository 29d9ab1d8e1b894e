import type { QuotaEntry } from '@coffer/contract';
import { Progress, Tooltip, Typography } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { formatSize } from '../../shell/format/format-size';
import { percentUsed } from './quota-amount';

/** The user table's storage cell: used of limit with a bar, or why nothing can be shown. */
export function QuotaUsageCell({
  entry,
  loading,
  error,
}: {
  entry: QuotaEntry | undefined;
  loading: boolean;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  if (loading) return <Typography.Text type="secondary">{t('userQuota.loading')}</Typography.Text>;
  if (error !== undefined || !entry) {
    return (
      <Tooltip title={t('userQuota.loadFailed', { reason: error ?? '' })}>
        <Typography.Text type="secondary" data-testid="user-quota-cell">
          -
        </Typography.Text>
      </Tooltip>
    );
  }
  if (entry.state === 'nopool' || entry.state === 'unenforceable') {
    return (
      <Tooltip title={t(`userQuota.state.${entry.state}`)}>
        <Typography.Text type="secondary" data-testid="user-quota-cell">
          {entry.limit === null ? '-' : t('userQuota.usedOf', { used: '-', limit: formatSize(entry.limit) })}
        </Typography.Text>
      </Tooltip>
    );
  }
  const used = formatSize(entry.used ?? 0);
  if (entry.limit === null) {
    return (
      <span data-testid="user-quota-cell">
        {entry.state === 'pending' ? t('userQuota.pending') : t('userQuota.usedNoLimit', { used })}
        <Typography.Text type="secondary"> · {t('userQuota.noLimit')}</Typography.Text>
      </span>
    );
  }
  const percent = percentUsed(entry.used ?? 0, entry.limit);
  return (
    <div data-testid="user-quota-cell">
      <span>{t('userQuota.usedOf', { used, limit: formatSize(entry.limit) })}</span>
      <Progress
        percent={percent}
        size="small"
        showInfo={false}
        status={percent >= 100 ? 'exception' : 'normal'}
        aria-label={t('userQuota.usedOf', { used, limit: formatSize(entry.limit) })}
      />
    </div>
  );
}

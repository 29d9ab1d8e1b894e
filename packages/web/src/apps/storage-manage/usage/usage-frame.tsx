import type { ReactNode } from 'react';
import { Alert, Button, Empty } from 'antd';
import type { PoolInfo } from '@coffer/contract';
import { CallError } from '../../../api/client';
import { useTranslation } from '../../../i18n/use-translation';
import { UsageHead } from './usage-head';
import { useUsagePool, type UsagePool, type UsageTab } from './use-usage-pool';
import './usage.css';

const ROUTE_TEST_IDS: Record<UsageTab, string> = {
  summary: 'storage-page-useAnalysis',
  reports: 'storage-page-useAnalysisReport',
  config: 'storage-page-useAnalysisConfig',
};

/** A usage page: its head, then its body for the chosen pool, or the empty state without a pool. */
export function UsageFrame({
  tab,
  children,
}: {
  tab: UsageTab;
  children: (pool: PoolInfo, usage: UsagePool) => ReactNode;
}) {
  const { t } = useTranslation();
  const usage = useUsagePool();
  return (
    <div className="usage-page" data-testid={ROUTE_TEST_IDS[tab]}>
      <UsageHead tab={tab} usage={usage} />
      {usage.pool ? (
        children(usage.pool, usage)
      ) : (
        <Empty
          className="storage-empty"
          data-testid="usage-no-pool"
          description={t('storage.usage.noPool')}
        />
      )}
    </div>
  );
}

/** A query that failed: the daemon's message and a retry. */
export function UsageLoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      data-testid="usage-load-error"
      title={title}
      description={error instanceof CallError ? error.result.message : undefined}
      action={
        <Button size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

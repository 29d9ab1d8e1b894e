import { Alert, Space, Typography } from 'antd';
import { useTranslation } from '../../../i18n/use-translation';
import { CreatePoolButton } from '../create/create-pool-button';
import { diskUseOf } from '../data/storage-by-bay';
import { useStorageInfo } from '../data/use-storage-info';
import { NoPool } from './no-pool';
import { PoolCardList } from './pool-card-list';
import { overviewState } from './pool-health';

/** storageOverview: every pool of every kind, with what needs attention first. */
export function OverviewPage() {
  const { t } = useTranslation();
  const { data: info } = useStorageInfo();
  if (!info) return null;
  const state = overviewState(info.pools);
  const attention = info.pools.filter((pool) => pool.status !== 'ok' || !pool.has_mount).length;
  const free = info.disks.filter((disk) => diskUseOf(disk.role) === 'free' && disk.status === 'ok').length;
  return (
    <div data-testid="storage-page-storageOverview">
      <div className="storage-page-head">
        <Typography.Title level={4}>{t('storage.overview.title')}</Typography.Title>
        <CreatePoolButton />
      </div>
      <Space size="large" className="storage-summary" data-testid="storage-summary" wrap>
        <span>{t('storage.overview.summaryPools', { count: info.pools.length })}</span>
        <span>{t('storage.overview.summaryDisks', { count: info.disks.length })}</span>
        <span>{t('storage.overview.summaryFree', { count: free })}</span>
        {info.pools.length > 0 ? (
          <Typography.Text type={attention > 0 ? 'warning' : 'success'}>
            {attention > 0
              ? t('storage.overview.summaryAttention', { count: attention })
              : t('storage.overview.summaryHealthy')}
          </Typography.Text>
        ) : null}
      </Space>
      {state === 'noneAvailable' ? (
        <Alert
          type="error"
          showIcon
          className="storage-none-available"
          data-testid="storage-none-available"
          message={t('storage.overview.noneAvailableTitle')}
          description={t('storage.overview.noneAvailableBody')}
        />
      ) : null}
      {state === 'noPool' ? <NoPool info={info} /> : <PoolCardList pools={info.pools} info={info} />}
    </div>
  );
}

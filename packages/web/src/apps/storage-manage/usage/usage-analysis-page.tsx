import { Empty, Progress, Typography } from 'antd';
import { formatCapacity } from '@coffer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import { usedBytesOf } from '../data/storage-by-bay';
import { useStorageInfo } from '../data/use-storage-info';

/** useAnalysis: how full each pool is. */
export default function UsageAnalysisPage() {
  const { t } = useTranslation();
  const { data } = useStorageInfo();
  if (!data) return null;
  if (data.pools.length === 0) {
    return (
      <Empty
        className="storage-empty"
        data-testid="storage-page-useAnalysis"
        description={t('storage.overview.noPoolTitle')}
      />
    );
  }
  return (
    <div className="storage-usage" data-testid="storage-page-useAnalysis">
      {data.pools.map((pool) => {
        const used = usedBytesOf(pool);
        const percent =
          used === null || pool.total_size <= 0 ? 0 : Math.round((used / pool.total_size) * 100);
        return (
          <div key={pool.id} className="storage-usage-row">
            <Typography.Text strong>{pool.name}</Typography.Text>
            {used === null ? (
              <Typography.Text type="secondary">{t('storage.unmounted')}</Typography.Text>
            ) : (
              <>
                <Progress percent={percent} status={percent >= 90 ? 'exception' : 'normal'} />
                <Typography.Text type="secondary">
                  {t('storage.used')} {formatCapacity(used)} / {t('storage.capacity')}{' '}
                  {formatCapacity(pool.total_size)}
                </Typography.Text>
              </>
            )}
          </div>
        );
      })}
    </div>
  );
}

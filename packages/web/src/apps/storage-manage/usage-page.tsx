import { Empty, Progress, Typography } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { formatCapacity } from '@coffer/contract';
import { usedBytesOf } from './storage-by-bay';
import { useStorageInfo } from './use-storage-info';

/** useAnalysis: how full each pool is. */
export function UsagePage() {
  const { t } = useTranslation();
  const { data } = useStorageInfo();
  if (!data) return null;
  if (data.pools.length === 0) {
    return (
      <Empty
        className="storage-empty"
        data-testid="storage-page-useAnalysis"
        description={t('desktopShell.storage.noPoolTitle')}
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
              <Typography.Text type="secondary">{t('desktopShell.storage.unmounted')}</Typography.Text>
            ) : (
              <>
                <Progress percent={percent} status={percent >= 90 ? 'exception' : 'normal'} />
                <Typography.Text type="secondary">
                  {t('desktopShell.storage.used')} {formatCapacity(used)} /{' '}
                  {t('desktopShell.storage.capacity')} {formatCapacity(pool.total_size)}
                </Typography.Text>
              </>
            )}
          </div>
        );
      })}
    </div>
  );
}

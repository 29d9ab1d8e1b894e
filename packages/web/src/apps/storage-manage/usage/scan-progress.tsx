import { Alert, Progress } from 'antd';
import type { JobInfo, PoolInfo } from '@coffer/contract';
import { useTranslation } from '../../../i18n/use-translation';

/** The scan under way: its share of top folders done, read every second. */
export function ScanProgress({ pool, job }: { pool: PoolInfo; job: JobInfo }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      className="usage-scan-progress"
      data-testid="usage-scan-progress"
      title={t('storage.usage.scanning', { name: pool.name })}
      description={
        <>
          <Progress percent={job.percent} status="active" size="small" />
          <span className="usage-muted">{t('storage.usage.scanningHint')}</span>
        </>
      }
    />
  );
}

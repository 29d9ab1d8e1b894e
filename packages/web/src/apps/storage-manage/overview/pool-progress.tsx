import { Progress, Typography } from 'antd';
import type { PoolInfo } from '@coffer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import { formatRemainingTime, REMAINING_CAP_DAYS } from '../../../shell/format';
import { poolWorkOf } from './pool-work';

/**
 * Rebuild, resync and any other work under way on the pool, with the remaining time the engine
 * estimates ("还需7天以上" beyond a week, STOR-HLTH-03). The pool is read again on every job event
 * and every 5 s, so this follows the engine without a reload.
 */
export function PoolProgress({ pool }: { pool: PoolInfo }) {
  const { t } = useTranslation();
  const work = poolWorkOf(pool);
  if (!work) return null;
  const label =
    work.label.group === 'rebuild'
      ? t(`storage.overview.rebuild.${work.label.key}`)
      : t(`storage.overview.task.${work.label.key}`);
  const remaining =
    work.remaining === null ? '' : formatRemainingTime(work.remaining, t, REMAINING_CAP_DAYS.storage);
  return (
    <div className="pool-progress" data-testid={`pool-progress-${pool.name}`} data-kind={work.label.key}>
      <Typography.Text>
        {label} {work.percent}%
      </Typography.Text>
      {remaining ? <Typography.Text type="secondary">{remaining}</Typography.Text> : null}
      <Progress percent={work.percent} showInfo={false} size="small" status="active" />
    </div>
  );
}

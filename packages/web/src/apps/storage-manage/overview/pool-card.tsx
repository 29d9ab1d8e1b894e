import { Alert, Tag } from 'antd';
import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { formatCapacity, type PoolInfo } from '@coffer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import { PoolActions } from '../actions/pool-actions';
import { CapacityDonut } from '../charts/capacity-donut';
import { raidLabel } from '../data/disk-labels';
import { sparesOf, usedBytesOf, type StorageInfo } from '../data/storage-by-bay';
import { PoolMemberChips, PoolSpareChips } from './pool-disk-chips';
import { poolHealth, type HealthTone } from './pool-health';
import { PoolProgress } from './pool-progress';

const TONE_COLOUR: Record<HealthTone, string> = {
  success: 'green',
  warning: 'orange',
  error: 'red',
  default: 'default',
};

const ADVICE_TYPE: Record<HealthTone, 'success' | 'warning' | 'error' | 'info'> = {
  success: 'info',
  warning: 'warning',
  error: 'error',
  default: 'info',
};

/** One pool as the engine describes it: health, capacity, disks, spares, work under way, actions. */
export function PoolCard({ pool, info }: { pool: PoolInfo; info: StorageInfo }) {
  const { t } = useTranslation();
  const health = poolHealth(pool);
  const used = usedBytesOf(pool);
  return (
    <section className="pool-card" data-testid={`pool-card-${pool.name}`} data-status={pool.status}>
      <div className="pool-card-head">
        <span className="pool-card-name">{pool.name}</span>
        <Tag>{t(`storage.kind.${pool.protocol}`)}</Tag>
        <Tag>{raidLabel(pool.raid_type)}</Tag>
        <Tag color={TONE_COLOUR[health.tone]} data-testid={`pool-status-${pool.name}`}>
          {t(`storage.poolStatus.${pool.status}`)}
        </Tag>
        {pool.encrypted ? (
          <Tag
            icon={pool.lock ? <LockOutlined /> : <UnlockOutlined />}
            data-testid={`pool-lock-${pool.name}`}
          >
            {pool.lock ? t('storage.locked') : t('storage.unlocked')}
          </Tag>
        ) : null}
        <span className="pool-card-actions">
          <PoolActions pool={pool} info={info} />
        </span>
      </div>
      <div className="pool-card-body">
        <CapacityDonut used={used} total={pool.total_size} data-testid={`pool-chart-${pool.name}`} />
        <dl className="pool-facts">
          <dt>{t('storage.used')}</dt>
          <dd data-testid={`pool-used-${pool.name}`}>{used === null ? '—' : formatCapacity(used)}</dd>
          <dt>{t('storage.free')}</dt>
          <dd data-testid={`pool-free-${pool.name}`}>
            {pool.has_mount ? formatCapacity(pool.free_size) : '—'}
          </dd>
          <dt>{t('storage.total')}</dt>
          <dd data-testid={`pool-total-${pool.name}`}>{formatCapacity(pool.total_size)}</dd>
          <dt>{t('storage.overview.members')}</dt>
          <dd>
            <PoolMemberChips pool={pool} disks={info.disks} />
          </dd>
          <dt>{t('storage.overview.spares')}</dt>
          <dd>
            <PoolSpareChips spares={sparesOf(pool, info)} />
          </dd>
        </dl>
      </div>
      <PoolProgress pool={pool} />
      {health.advice ? (
        <Alert
          className="pool-advice"
          type={ADVICE_TYPE[health.tone]}
          showIcon
          message={t(`storage.overview.advice.${health.advice}`)}
          data-testid={`pool-advice-${pool.name}`}
        />
      ) : null}
    </section>
  );
}

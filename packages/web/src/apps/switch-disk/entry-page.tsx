import { useState } from 'react';
import { Alert, Button, Empty, Radio, Tag, Typography } from 'antd';
import { Link, Navigate, useNavigate } from 'react-router';
import type { PoolInfo } from '@coffer/contract';
import { useTranslation } from '../../i18n/use-translation';
import { useAppBase } from '../../shell/app-catalogue/use-app-base';
import { formatSize } from '../../shell/format/format-size';
import { SwitchDiskFrame, SwitchDiskLoadError, SwitchDiskLoading } from './switch-disk-frame';
import { useMigrateFlag } from './use-migrate-flag';
import { useStorageFacts } from './use-storage-facts';

/** Why a pool cannot be moved now, or null (the daemon checks the same again). */
function notMovable(pool: PoolInfo): 'notMounted' | 'notOk' | null {
  if (pool.status === 'suspended') return 'notMounted';
  return pool.status === 'ok' ? null : 'notOk';
}

/**
 * /switchDisk/entry: what a migration does, and the pool to move. While a migration runs or failed
 * (the `isMigrate` flag, MIG-01/02) its page is shown instead.
 */
export function EntryPage() {
  const { t } = useTranslation();
  const base = useAppBase();
  const navigate = useNavigate();
  const flag = useMigrateFlag();
  const facts = useStorageFacts();
  const [chosen, setChosen] = useState<string>();

  if (flag.answered && flag.isMigrate) return <Navigate to={`${base}/migration`} replace />;
  if (!flag.answered || facts.isPending) {
    return (
      <SwitchDiskFrame step={0}>
        <SwitchDiskLoading />
      </SwitchDiskFrame>
    );
  }
  if (facts.isError) {
    return (
      <SwitchDiskFrame step={0}>
        <SwitchDiskLoadError error={facts.error} retry={() => void facts.refetch()} />
      </SwitchDiskFrame>
    );
  }

  const pools = facts.data.pools;
  const selected = pools.find((pool) => pool.id === chosen && notMovable(pool) === null);
  const last = flag.task?.status === 'done' || flag.task?.status === 'cancelled' ? flag.task : undefined;
  const next = () => {
    if (selected) void navigate(`${base}/selectDisk?type=check&pid=${encodeURIComponent(selected.id)}`);
  };
  return (
    <SwitchDiskFrame
      step={0}
      footer={
        <Button type="primary" disabled={!selected} onClick={next} data-testid="switch-disk-next">
          {t('switchDisk.entry.next')}
        </Button>
      }
    >
      <Typography.Paragraph className="switch-disk-intro">{t('switchDisk.entry.intro')}</Typography.Paragraph>
      {last ? (
        <Alert
          type="info"
          showIcon
          className="switch-disk-intro"
          title={t(last.status === 'done' ? 'switchDisk.entry.lastDone' : 'switchDisk.entry.lastCancelled')}
          action={<Link to={`${base}/migration`}>{t('switchDisk.entry.viewResult')}</Link>}
        />
      ) : null}
      {pools.length === 0 ? (
        <Empty
          data-testid="switch-disk-no-pool"
          description={
            <>
              <Typography.Text strong>{t('switchDisk.entry.noPool')}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{t('switchDisk.entry.noPoolBody')}</Typography.Text>
            </>
          }
        />
      ) : (
        <>
          <Typography.Text strong>{t('switchDisk.entry.choosePool')}</Typography.Text>
          <Radio.Group
            className="switch-disk-pools"
            value={chosen}
            onChange={(event) => setChosen(event.target.value as string)}
            aria-label={t('switchDisk.entry.choosePool')}
          >
            {pools.map((pool) => {
              const reason = notMovable(pool);
              return (
                <Radio
                  key={pool.id}
                  value={pool.id}
                  disabled={reason !== null}
                  className="switch-disk-pool"
                  data-testid={`switch-disk-pool-${pool.name}`}
                >
                  <span>
                    {pool.name}
                    {reason ? <Tag className="switch-disk-tag">{t(`switchDisk.entry.${reason}`)}</Tag> : null}
                  </span>
                  <span className="switch-disk-pool-detail">
                    {t('switchDisk.entry.poolLine', {
                      raid: pool.raid_type.toUpperCase(),
                      count: pool.disk_count,
                      size: formatSize(pool.total_size),
                    })}
                  </span>
                </Radio>
              );
            })}
          </Radio.Group>
        </>
      )}
    </SwitchDiskFrame>
  );
}

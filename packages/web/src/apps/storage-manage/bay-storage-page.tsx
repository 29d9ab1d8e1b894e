import { Empty, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { formatCapacity, Role, type DiskInfo, type PoolInfo } from '@coffer/contract';
import { mainRoleOf, useSessionStore } from '../../session/session-store';
import { DeletePoolButton } from './delete-pool';
import { diskUseOf, storageOfBay, type BayKind } from './storage-by-bay';
import { useStorageInfo } from './use-storage-info';

const POOL_STATUS_COLOUR: Record<PoolInfo['status'], string> = {
  ok: 'green',
  degraded: 'orange',
  damage: 'red',
  cdamage: 'red',
  suspended: 'default',
};

function PoolName({ pool }: { pool: PoolInfo }) {
  const { t } = useTranslation();
  return (
    <span>
      {pool.name}
      {pool.encrypted ? <Tag className="storage-tag">{t('desktopShell.storage.encrypted')}</Tag> : null}
      {pool.lock ? <Tag className="storage-tag">{t('desktopShell.storage.locked')}</Tag> : null}
      {!pool.has_mount ? <Tag className="storage-tag">{t('desktopShell.storage.unmounted')}</Tag> : null}
    </span>
  );
}

function usePoolColumns(): TableColumnsType<PoolInfo> {
  const { t } = useTranslation();
  const mayDelete = useSessionStore(
    (state) => state.session !== null && mainRoleOf(state.session) === Role.master,
  );
  const actions: TableColumnsType<PoolInfo> = mayDelete
    ? [
        {
          title: t('desktopShell.storage.actions'),
          key: 'actions',
          render: (_, pool) => <DeletePoolButton pool={pool} />,
        },
      ]
    : [];
  return [
    { title: t('desktopShell.storage.name'), key: 'name', render: (_, pool) => <PoolName pool={pool} /> },
    { title: t('desktopShell.storage.raidType'), dataIndex: 'raid_type', key: 'raid' },
    {
      title: t('desktopShell.storage.status'),
      key: 'status',
      render: (_, pool) => (
        <Tag color={POOL_STATUS_COLOUR[pool.status]}>
          {t(`desktopShell.storage.poolStatus.${pool.status}`)}
        </Tag>
      ),
    },
    { title: t('desktopShell.storage.members'), dataIndex: 'disk_count', key: 'disks' },
    {
      title: t('desktopShell.storage.capacity'),
      key: 'capacity',
      render: (_, pool) => formatCapacity(pool.total_size),
    },
    {
      title: t('desktopShell.storage.free'),
      key: 'free',
      render: (_, pool) => (pool.has_mount ? formatCapacity(pool.free_size) : '—'),
    },
    ...actions,
  ];
}

function useDiskColumns(pools: PoolInfo[]): TableColumnsType<DiskInfo> {
  const { t } = useTranslation();
  const poolName = (id: string) => pools.find((pool) => pool.id === id)?.name ?? '';
  return [
    { title: t('desktopShell.storage.slot'), dataIndex: 'pos', key: 'pos', width: 72 },
    { title: t('desktopShell.storage.serial'), dataIndex: 'sn', key: 'sn' },
    { title: t('desktopShell.storage.model'), dataIndex: 'model', key: 'model' },
    {
      title: t('desktopShell.storage.size'),
      key: 'size',
      render: (_, disk) => formatCapacity(disk.total_size),
    },
    {
      title: t('desktopShell.storage.use'),
      key: 'use',
      render: (_, disk) => {
        const use = t(`desktopShell.storage.diskRole.${diskUseOf(disk.role)}`);
        const name = disk.pid ? poolName(disk.pid) : '';
        return name ? `${use} · ${name}` : use;
      },
    },
    {
      title: t('desktopShell.storage.status'),
      key: 'status',
      render: (_, disk) => (
        <Tag color={disk.status === 'ok' ? 'green' : 'red'}>
          {t(`desktopShell.storage.diskStatus.${disk.status}`)}
        </Tag>
      ),
    },
  ];
}

/** sata, m2, esata: the pools and disks of one bay kind, read-only. */
export function BayStoragePage({ bay }: { bay: BayKind }) {
  const { t } = useTranslation();
  const { data } = useStorageInfo();
  const poolColumns = usePoolColumns();
  const diskColumns = useDiskColumns(data?.pools ?? []);
  if (!data) return null;
  const { pools, disks } = storageOfBay(data, bay);
  const freeDisks = disks.filter((disk) => diskUseOf(disk.role) === 'free' && disk.status === 'ok');

  return (
    <div data-testid={`storage-page-${bay}`}>
      <Typography.Title level={5}>{t('desktopShell.storage.pools')}</Typography.Title>
      {pools.length === 0 ? (
        <Empty
          className="storage-empty"
          data-testid="storage-no-pool"
          description={
            <>
              <Typography.Text strong>{t('desktopShell.storage.noPoolTitle')}</Typography.Text>
              <br />
              <Typography.Text type="secondary">
                {disks.length === 0
                  ? t('desktopShell.storage.noPoolNoDisk')
                  : t('desktopShell.storage.noPoolBody', { count: freeDisks.length })}
              </Typography.Text>
            </>
          }
        />
      ) : (
        <Table rowKey="id" size="small" pagination={false} columns={poolColumns} dataSource={pools} />
      )}
      {disks.length > 0 ? (
        <>
          <Typography.Title level={5} className="storage-section">
            {t('desktopShell.storage.disks')}
          </Typography.Title>
          <Table
            rowKey="sn"
            size="small"
            pagination={false}
            columns={diskColumns}
            dataSource={disks}
            data-testid="storage-disks"
          />
        </>
      ) : null}
    </div>
  );
}

import { Empty, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatCapacity, type DiskInfo, type PoolInfo } from '@coffer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import { diskUseOf, storageOfBay, type BayKind, type StorageInfo } from '../data/storage-by-bay';

function useDiskColumns(pools: readonly PoolInfo[]): TableColumnsType<DiskInfo> {
  const { t } = useTranslation();
  const poolName = (id: string) => pools.find((pool) => pool.id === id)?.name ?? '';
  return [
    { title: t('storage.slot'), dataIndex: 'pos', key: 'pos', width: 72 },
    { title: t('storage.serial'), dataIndex: 'sn', key: 'sn' },
    { title: t('storage.model'), dataIndex: 'model', key: 'model' },
    { title: t('storage.size'), key: 'size', render: (_, disk) => formatCapacity(disk.total_size) },
    {
      title: t('storage.use'),
      key: 'use',
      render: (_, disk) => {
        const use = t(`storage.diskRole.${diskUseOf(disk.role)}`);
        const name = disk.pid ? poolName(disk.pid) : '';
        return name ? `${use} · ${name}` : use;
      },
    },
    {
      title: t('storage.status'),
      key: 'status',
      render: (_, disk) => (
        <Tag color={disk.status === 'ok' ? 'green' : 'red'}>{t(`storage.diskStatus.${disk.status}`)}</Tag>
      ),
    },
  ];
}

/** The disks of one kind of bay. */
export function BayDisks({ bay, info }: { bay: BayKind; info: StorageInfo }) {
  const columns = useDiskColumns(info.pools);
  const { disks } = storageOfBay(info, bay);
  if (disks.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Table
      rowKey="sn"
      size="small"
      pagination={false}
      columns={columns}
      dataSource={disks}
      data-testid="storage-disks"
    />
  );
}

import type { HTMLAttributes } from 'react';
import { Button, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatCapacity, POOL_DISK_SIZE, type DiskInfo } from '@coffer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import { slotLabel } from '../data/disk-labels';
import type { StorageInfo } from '../data/storage-by-bay';
import { smartColour, smartLabel } from '../health/smart-labels';
import { minPoolDiskSize, newPoolBlockerOf, temperatureOf } from './disk-facts';
import { roleText } from './role-text';

const STATUS_COLOUR: Partial<Record<DiskInfo['status'], string>> = {
  ok: 'green',
  missing: 'red',
  fault: 'red',
};

/** Why the disk cannot go into a new pool, or that it can. */
function NewPoolCell({ disk }: { disk: DiskInfo }) {
  const { t } = useTranslation();
  const blocker = newPoolBlockerOf(disk);
  if (blocker === null) return <Typography.Text type="success">{t('storage.disks.usable')}</Typography.Text>;
  const size = formatCapacity(blocker === 'tooLarge' ? POOL_DISK_SIZE.max : minPoolDiskSize(disk.dev_type));
  return (
    <Typography.Text type="secondary" data-testid={`disk-blocker-${disk.sn}`} data-blocker={blocker}>
      {t(`storage.disks.blocker.${blocker}`, { size })}
    </Typography.Text>
  );
}

function useColumns(info: StorageInfo, onOpen: (sn: string) => void): TableColumnsType<DiskInfo> {
  const { t } = useTranslation();
  return [
    { title: t('storage.slot'), key: 'slot', width: 84, render: (_, disk) => slotLabel(disk, t) },
    { title: t('storage.serial'), dataIndex: 'sn', key: 'sn' },
    { title: t('storage.model'), dataIndex: 'model', key: 'model', ellipsis: true },
    { title: t('storage.size'), key: 'size', render: (_, disk) => formatCapacity(disk.total_size) },
    { title: t('storage.use'), key: 'use', render: (_, disk) => roleText(disk, info, t) },
    {
      title: t('storage.status'),
      key: 'status',
      render: (_, disk) => (
        <Tag color={STATUS_COLOUR[disk.status] ?? 'orange'} data-testid={`disk-status-${disk.sn}`}>
          {t(`storage.diskStatus.${disk.status}`)}
        </Tag>
      ),
    },
    {
      title: t('storage.smart'),
      key: 'smart',
      render: (_, disk) => (
        <Tag color={smartColour(disk.smart_test.result)} data-testid={`disk-smart-${disk.sn}`}>
          {smartLabel(disk.smart_test.result, t)}
        </Tag>
      ),
    },
    {
      title: t('storage.temperature'),
      key: 'temperature',
      render: (_, disk) => {
        const celsius = temperatureOf(disk);
        return celsius === null ? '—' : t('storage.disks.celsius', { value: celsius });
      },
    },
    { title: t('storage.disks.newPool'), key: 'newPool', render: (_, disk) => <NewPoolCell disk={disk} /> },
    {
      title: '',
      key: 'open',
      fixed: 'right',
      render: (_, disk) => (
        <Button type="link" size="small" onClick={() => onOpen(disk.sn)} data-testid={`disk-open-${disk.sn}`}>
          {t('storage.disks.open')}
        </Button>
      ),
    },
  ];
}

const KIND_ORDER: readonly DiskInfo['dev_type'][] = ['sata', 'nvme', 'esata', 'usb', 'type-c'];

/** Disks in the order of the bay picture: by kind of bay, then slot, a missing disk after a present one. */
export function sortedDisks(disks: readonly DiskInfo[]): DiskInfo[] {
  return [...disks].sort(
    (a, b) =>
      KIND_ORDER.indexOf(a.dev_type) - KIND_ORDER.indexOf(b.dev_type) ||
      a.pos - b.pos ||
      Number(a.status === 'missing') - Number(b.status === 'missing'),
  );
}

/** Every disk with what the engine says of it, and why it cannot go into a new pool. */
export function DiskTable({
  disks,
  info,
  selectedSn,
  onOpen,
}: {
  disks: readonly DiskInfo[];
  info: StorageInfo;
  selectedSn: string | null;
  onOpen: (sn: string) => void;
}) {
  const columns = useColumns(info, onOpen);
  return (
    <Table
      rowKey="sn"
      size="small"
      pagination={false}
      columns={columns}
      dataSource={sortedDisks(disks)}
      scroll={{ x: 'max-content' }}
      rowClassName={(disk) => (disk.sn === selectedSn ? 'disk-row-selected' : '')}
      onRow={(disk) => ({ 'data-testid': `disk-row-${disk.sn}` }) as HTMLAttributes<HTMLElement>}
      data-testid="storage-disks"
    />
  );
}

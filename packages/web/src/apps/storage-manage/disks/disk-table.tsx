import type { HTMLAttributes } from 'react';
import { Button, Table, Tag, Tooltip, Typography } from 'antd';
import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import { formatCapacity, type DiskInfo } from '@coffer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import { slotLabel } from '../data/disk-labels';
import type { StorageInfo } from '../data/storage-by-bay';
import { smartColour, smartLabel } from '../health/smart-labels';
import { newPoolBlockerOf, poolRuleOf } from './disk-facts';
import { roleText } from './role-text';
import { sortedDisks } from './bay-layout';

const STATUS_COLOUR: Partial<Record<DiskInfo['status'], string>> = {
  ok: 'green',
  missing: 'red',
  fault: 'red',
};

/** Whether the disk can go into a new pool, and why not when it cannot. */
function NewPoolLine({ disk }: { disk: DiskInfo }) {
  const { t } = useTranslation();
  const blocker = newPoolBlockerOf(disk);
  if (blocker === null) {
    return (
      <Typography.Text type="success" className="disk-pool-line" data-testid={`disk-blocker-${disk.sn}`}>
        <CheckCircleOutlined /> {t('storage.disks.usable')}
      </Typography.Text>
    );
  }
  const rule = poolRuleOf(disk.dev_type);
  const size = formatCapacity(blocker === 'tooLarge' ? rule.maxDiskSize : rule.minDiskSize);
  return (
    <Tooltip title={t('storage.disks.notForPool')}>
      <Typography.Text
        type="secondary"
        className="disk-pool-line"
        data-testid={`disk-blocker-${disk.sn}`}
        data-blocker={blocker}
      >
        <StopOutlined aria-label={t('storage.disks.notForPool')} />{' '}
        {t(`storage.disks.blocker.${blocker}`, { size })}
      </Typography.Text>
    </Tooltip>
  );
}

function useColumns(info: StorageInfo, onOpen: (sn: string) => void): TableColumnsType<DiskInfo> {
  const { t } = useTranslation();
  return [
    { title: t('storage.slot'), key: 'slot', width: 84, render: (_, disk) => slotLabel(disk, t) },
    {
      // Serial and model share a column, so the table fits the window; the serial opens the detail.
      title: `${t('storage.serial')} / ${t('storage.model')}`,
      key: 'sn',
      render: (_, disk) => (
        <span className="disk-stack">
          <Button
            type="link"
            size="small"
            className="disk-open"
            onClick={() => onOpen(disk.sn)}
            data-testid={`disk-open-${disk.sn}`}
          >
            {disk.sn}
          </Button>
          <Typography.Text type="secondary" className="disk-small">
            {disk.model}
          </Typography.Text>
        </span>
      ),
    },
    { title: t('storage.size'), key: 'size', render: (_, disk) => formatCapacity(disk.total_size) },
    {
      title: t('storage.use'),
      key: 'use',
      render: (_, disk) => (
        <span className="disk-stack">
          <span>{roleText(disk, info, t)}</span>
          <NewPoolLine disk={disk} />
        </span>
      ),
    },
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
      render: (_, disk) =>
        disk.temperature === null ? '—' : t('storage.disks.celsius', { value: disk.temperature }),
    },
  ];
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

import type { MonitorDisk } from '@coffer/contract';
import { Alert, Button, Card, Empty, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { TFunction } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { formatSize } from '../../shell/format/format-size';
import { COLORS, lineOption } from './chart-options';
import { LiveChart } from './live-chart';
import { useMonitorStream } from './monitor-stream';
import { useMonitorDisks } from './use-monitor-calls';

const rate = (value: number) => `${formatSize(value, 1)}/s`;
const SMART_COLORS: Record<string, string> = { ok: 'green', warning: 'orange', fault: 'red' };
const KNOWN_SMART = ['ok', 'warning', 'fault', 'notsupported', 'nonpresent'];

const KIND_NAMES: Record<string, string> = {
  sata: 'SATA',
  nvme: 'M.2',
  esata: 'eSATA',
  usb: 'USB',
  'type-c': 'USB-C',
};

/** Where a disk sits: its kind of bay and number ("SATA 盘位 1"), or the machine's own disk. */
export function placeOf(disk: MonitorDisk, t: TFunction): string {
  if (disk.pos === null) return t('monitor.disk.system');
  return t('monitor.disk.slot', { kind: KIND_NAMES[disk.devType] ?? disk.devType, pos: disk.pos });
}

export function smartText(label: string, t: TFunction): string {
  return KNOWN_SMART.includes(label)
    ? t(`monitor.disk.smartLabels.${label as 'ok'}`)
    : t('monitor.disk.smartLabels.other', { label });
}

/** disk: each disk's throughput now, temperature and SMART health; the chosen disk's chart. */
export function DiskTab() {
  const { t } = useTranslation();
  const { series } = useMonitorStream();
  const disks = useMonitorDisks();
  const [chosen, setChosen] = useState<string | null>(null);

  if (disks.isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('monitor.loadFailed')}
        action={<Button onClick={() => void disks.refetch()}>{t('monitor.retry')}</Button>}
      />
    );
  }
  const list = disks.data?.list ?? [];
  const name = chosen ?? list[0]?.name ?? null;
  const column = series.disk.find((entry) => entry.name === name);
  const now = (disk: MonitorDisk) => series.latest?.disk.find((entry) => entry.name === disk.name);

  const columns: TableColumnsType<MonitorDisk> = [
    { title: t('monitor.disk.name'), dataIndex: 'name', width: 80 },
    {
      title: t('monitor.disk.bay'),
      key: 'bay',
      width: 110,
      render: (_, disk) => placeOf(disk, t),
    },
    { title: t('monitor.disk.model'), dataIndex: 'model', ellipsis: true },
    {
      title: t('monitor.disk.size'),
      dataIndex: 'size',
      width: 90,
      render: (size: number) => formatSize(size, 1),
    },
    {
      title: t('monitor.disk.temperature'),
      dataIndex: 'temperature',
      width: 80,
      render: (value: number | null) => (value === null ? t('monitor.disk.unknown') : `${value} °C`),
    },
    {
      title: t('monitor.disk.smart'),
      dataIndex: 'smart',
      width: 90,
      render: (label: string) => <Tag color={SMART_COLORS[label]}>{smartText(label, t)}</Tag>,
    },
    {
      title: t('monitor.disk.read'),
      key: 'read',
      width: 95,
      render: (_, disk) => rate(now(disk)?.read ?? 0),
    },
    {
      title: t('monitor.disk.write'),
      key: 'write',
      width: 95,
      render: (_, disk) => rate(now(disk)?.write ?? 0),
    },
    {
      title: t('monitor.disk.iops'),
      key: 'iops',
      width: 100,
      render: (_, disk) => `${now(disk)?.readIops ?? 0} / ${now(disk)?.writeIops ?? 0}`,
    },
  ];

  return (
    <div className="monitor-scroll" data-testid="monitor-disk">
      <Table<MonitorDisk>
        rowKey="name"
        size="small"
        loading={disks.isPending}
        columns={columns}
        dataSource={list}
        pagination={false}
        scroll={{ y: 180 }}
        rowClassName={(disk) => (disk.name === name ? 'monitor-row-chosen' : '')}
        onRow={(disk) => ({
          tabIndex: 0,
          onClick: () => setChosen(disk.name),
          onKeyDown: (event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              setChosen(disk.name);
            }
          },
          'data-testid': `monitor-disk-row-${disk.name}`,
        })}
        locale={{ emptyText: <Empty description={t('monitor.disk.none')} /> }}
      />
      {name && column ? (
        <Card size="small" title={t('monitor.disk.chartOf', { name })} className="monitor-card">
          <LiveChart
            option={lineOption({
              t: series.t,
              lines: [
                { name: t('monitor.series.read'), data: column.read, color: COLORS.read, area: true },
                { name: t('monitor.series.write'), data: column.write, color: COLORS.write },
              ],
              format: rate,
              legend: true,
            })}
            height={170}
            ariaLabel={t('monitor.disk.chartOf', { name })}
            data-testid="monitor-disk-chart"
          />
        </Card>
      ) : (
        list.length > 0 && <Typography.Text type="secondary">{t('monitor.disk.pick')}</Typography.Text>
      )}
    </div>
  );
}

import type { MonitorDisk } from '@coffer/contract';
import { Alert, Button, Descriptions, Spin, Table } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { formatSize } from '../../shell/format/format-size';
import { placeOf, smartText } from './disk-tab';
import { useMonitorHardware } from './use-monitor-calls';

/** hard: the machine's CPU, memory, kernel and disks. */
export function HardTab() {
  const { t } = useTranslation();
  const hardware = useMonitorHardware();
  if (hardware.isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('monitor.loadFailed')}
        action={<Button onClick={() => void hardware.refetch()}>{t('monitor.retry')}</Button>}
      />
    );
  }
  if (!hardware.data) {
    return (
      <div className="monitor-center">
        <Spin />
      </div>
    );
  }
  const facts = hardware.data;
  const days = Math.floor(facts.uptime / 86400);
  const hours = Math.floor((facts.uptime % 86400) / 3600);
  const minutes = Math.floor((facts.uptime % 3600) / 60);
  return (
    <div className="monitor-scroll" data-testid="monitor-hard">
      <Descriptions
        size="small"
        bordered
        column={2}
        items={[
          { key: 'hostname', label: t('monitor.hard.hostname'), children: facts.hostname },
          { key: 'cpuModel', label: t('monitor.hard.cpuModel'), children: facts.cpuModel || '-' },
          { key: 'cores', label: t('monitor.hard.cores'), children: facts.cores },
          {
            key: 'mhz',
            label: t('monitor.hard.mhz'),
            children: facts.cpuMhz === null ? '-' : `${facts.cpuMhz} MHz`,
          },
          { key: 'mem', label: t('monitor.hard.memTotal'), children: formatSize(facts.memTotal, 1) },
          {
            key: 'swap',
            label: t('monitor.hard.swapTotal'),
            children: facts.swapTotal > 0 ? formatSize(facts.swapTotal, 1) : t('monitor.hard.none'),
          },
          { key: 'kernel', label: t('monitor.hard.kernel'), children: facts.kernel },
          { key: 'arch', label: t('monitor.hard.arch'), children: facts.arch },
          {
            key: 'uptime',
            label: t('monitor.hard.uptime'),
            children: t('monitor.hard.uptimeValue', { days, hours, minutes }),
          },
        ]}
      />
      <Table
        rowKey="name"
        size="small"
        title={() => t('monitor.hard.disks')}
        pagination={false}
        dataSource={facts.disks}
        columns={[
          { title: t('monitor.disk.name'), dataIndex: 'name', width: 90 },
          {
            title: t('monitor.disk.bay'),
            key: 'place',
            width: 120,
            render: (_: unknown, disk: MonitorDisk) => placeOf(disk, t),
          },
          { title: t('monitor.disk.model'), dataIndex: 'model', ellipsis: true },
          { title: 'SN', dataIndex: 'sn', ellipsis: true },
          {
            title: t('monitor.disk.size'),
            dataIndex: 'size',
            width: 100,
            render: (size: number) => formatSize(size, 1),
          },
          {
            title: t('monitor.disk.smart'),
            dataIndex: 'smart',
            width: 100,
            render: (label: string) => smartText(label, t),
          },
        ]}
      />
    </div>
  );
}

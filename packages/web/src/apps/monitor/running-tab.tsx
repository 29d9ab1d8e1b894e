import type { ManagedService } from '@coffer/contract';
import { Alert, App, Button, Empty, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { currentLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { dialogs } from '../../shell/dialogs/dialogs';
import { formatDateTime } from '../../shell/format/relative-time';
import { useServiceAction, useServices } from './use-monitor-calls';

const STATE_COLORS: Record<ManagedService['state'], string> = {
  running: 'green',
  stopped: 'default',
  starting: 'blue',
  failed: 'red',
};

/** running: the file services with their state; each started or stopped now after a confirmation. */
export function RunningTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const services = useServices();
  const action = useServiceAction();
  const labelOf = (service: ManagedService) =>
    currentLanguage() === 'en' ? service.label.en : service.label.zh;

  const run = async (service: ManagedService, kind: 'start' | 'stop') => {
    const name = labelOf(service);
    const confirmed = await dialogs.confirm({
      title: t(kind === 'start' ? 'monitor.running.confirmStart' : 'monitor.running.confirmStop', { name }),
      message: t('monitor.running.confirmHint'),
      okText: t(kind === 'start' ? 'monitor.running.start' : 'monitor.running.stop'),
      danger: kind === 'stop',
    });
    if (!confirmed) return;
    try {
      await action.mutateAsync({ name: service.name, action: kind });
      void message.success(
        t(kind === 'start' ? 'monitor.running.started' : 'monitor.running.stopped', { name }),
      );
    } catch {
      // The request layer has shown the daemon's refusal.
    }
  };

  const busy = (service: ManagedService) => action.isPending && action.variables?.name === service.name;

  const columns: TableColumnsType<ManagedService> = [
    { title: t('monitor.running.name'), key: 'name', render: (_, service) => labelOf(service) },
    {
      title: t('monitor.running.state'),
      dataIndex: 'state',
      width: 110,
      render: (state: ManagedService['state']) => (
        <Tag color={STATE_COLORS[state]}>{t(`monitor.running.states.${state}`)}</Tag>
      ),
    },
    {
      title: t('monitor.running.ports'),
      dataIndex: 'ports',
      width: 140,
      render: (ports: number[]) => (ports.length ? ports.join(', ') : '-'),
    },
    {
      title: t('monitor.running.pid'),
      dataIndex: 'pid',
      width: 90,
      render: (pid: number | null) => pid ?? '-',
    },
    {
      title: t('monitor.running.since'),
      dataIndex: 'since',
      width: 160,
      render: (since: number | null) => (since === null ? '-' : formatDateTime(since)),
    },
    {
      title: t('monitor.running.action'),
      key: 'action',
      width: 170,
      render: (_, service) => {
        const up = service.state === 'running' || service.state === 'starting';
        return (
          <span className="monitor-actions">
            <Tooltip title={up ? t('monitor.running.alreadyRunning') : undefined}>
              <Button
                size="small"
                disabled={up || action.isPending}
                loading={busy(service) && action.variables?.action === 'start'}
                onClick={() => void run(service, 'start')}
                data-testid={`monitor-srv-start-${service.name}`}
              >
                {t('monitor.running.start')}
              </Button>
            </Tooltip>
            <Tooltip title={up ? undefined : t('monitor.running.alreadyStopped')}>
              <Button
                size="small"
                danger
                disabled={!up || action.isPending}
                loading={busy(service) && action.variables?.action === 'stop'}
                onClick={() => void run(service, 'stop')}
                data-testid={`monitor-srv-stop-${service.name}`}
              >
                {t('monitor.running.stop')}
              </Button>
            </Tooltip>
          </span>
        );
      },
    },
  ];

  if (services.isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('monitor.loadFailed')}
        action={<Button onClick={() => void services.refetch()}>{t('monitor.retry')}</Button>}
      />
    );
  }
  return (
    <Table<ManagedService>
      rowKey="name"
      size="small"
      loading={services.isPending ? { tip: t('monitor.loading') } : false}
      columns={columns}
      dataSource={services.data?.list ?? []}
      pagination={false}
      locale={{ emptyText: <Empty description={t('monitor.running.empty')} /> }}
      onRow={(service) =>
        ({ 'data-testid': `monitor-srv-${service.name}` }) as React.HTMLAttributes<HTMLElement>
      }
      data-testid="monitor-running"
    />
  );
}

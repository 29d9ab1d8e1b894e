import type { ProcessInfo } from '@coffer/contract';
import { Alert, Button, Empty, Input, Table, Typography, type InputRef, type TableColumnsType } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatSize } from '../../shell/format/format-size';
import { filterProcesses } from './process-filter';
import { useProcesses } from './use-monitor-calls';

const TABLE_HEIGHT = 440;
const KNOWN_STATES = ['R', 'S', 'D', 'Z', 'T', 't', 'I', 'X'];

/** process: every process of the machine, searched and sorted on the page, read again every 3 s. */
export function ProcessTab() {
  const { t } = useTranslation();
  const processes = useProcesses();
  const [query, setQuery] = useState('');
  const search = useRef<InputRef>(null);
  const shown = useMemo(() => filterProcesses(processes.data?.list ?? [], query), [processes.data, query]);

  // `/` jumps to the search box from anywhere in the tab, as in a terminal's pager.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.key !== '/' || target?.closest('input, textarea')) return;
      event.preventDefault();
      search.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const columns: TableColumnsType<ProcessInfo> = [
    { title: t('monitor.process.pid'), dataIndex: 'pid', width: 80, sorter: (a, b) => a.pid - b.pid },
    {
      title: t('monitor.process.name'),
      dataIndex: 'name',
      width: 150,
      ellipsis: true,
      sorter: (a, b) => a.name.localeCompare(b.name),
    },
    {
      title: t('monitor.process.user'),
      dataIndex: 'user',
      width: 90,
      ellipsis: true,
      sorter: (a, b) => a.user.localeCompare(b.user),
    },
    {
      title: t('monitor.process.state'),
      dataIndex: 'state',
      width: 80,
      render: (state: string) =>
        KNOWN_STATES.includes(state) ? t(`monitor.process.states.${state as 'R'}`) : state,
      sorter: (a, b) => a.state.localeCompare(b.state),
    },
    {
      title: t('monitor.process.cpu'),
      dataIndex: 'cpu',
      width: 80,
      render: (cpu: number) => `${cpu.toFixed(1)}%`,
      sorter: (a, b) => a.cpu - b.cpu,
      defaultSortOrder: 'descend',
    },
    {
      title: t('monitor.process.mem'),
      dataIndex: 'mem',
      width: 95,
      render: (mem: number) => formatSize(mem, 1),
      sorter: (a, b) => a.mem - b.mem,
    },
    { title: t('monitor.process.command'), dataIndex: 'command', ellipsis: true },
  ];

  return (
    <div className="monitor-process" data-testid="monitor-process">
      <div className="monitor-toolbar">
        <Input.Search
          ref={search}
          allowClear
          placeholder={t('monitor.process.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          style={{ width: 320 }}
          data-testid="monitor-process-search"
        />
        <Typography.Text type="secondary">{t('monitor.process.keyHint')}</Typography.Text>
        <Typography.Text data-testid="monitor-process-count">
          {t('monitor.process.count', { count: shown.length })}
        </Typography.Text>
      </div>
      {processes.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('monitor.loadFailed')}
          action={<Button onClick={() => void processes.refetch()}>{t('monitor.retry')}</Button>}
        />
      ) : (
        <Table<ProcessInfo>
          rowKey="pid"
          size="small"
          virtual
          loading={processes.isPending ? { tip: t('monitor.loading') } : false}
          columns={columns}
          dataSource={shown}
          pagination={false}
          scroll={{ y: TABLE_HEIGHT }}
          onRow={(entry) =>
            ({ 'data-testid': `monitor-process-${entry.pid}` }) as React.HTMLAttributes<HTMLElement>
          }
          locale={{ emptyText: <Empty description={t('monitor.process.empty')} /> }}
          data-testid="monitor-process-table"
        />
      )}
    </div>
  );
}

import type { AuditEntry } from '@coffer/contract';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Pagination, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { auditActionName } from '../../shell/audit/audit-action-name';
import { formatDateTime } from '../../shell/format/relative-time';
import { LogDetailDrawer } from './log-detail-drawer';
import { LogFilterBar } from './log-filter-bar';
import { NO_FILTER, isFiltered, toLogFilter, withRange, type LogFilterState } from './log-filters';
import { logExportUrl } from './log-export-url';
import { LogResultTag } from './log-result-tag';
import { useLogList } from './use-logs';

const PAGE_SIZE = 200;
/** The rows' area: the window's 660 px less its title, the tabs, the filters and the footer. */
const TABLE_HEIGHT = 425;

/** logView: the audit log, newest first, filtered and searched; a row opens its detail. */
export function LogView() {
  const { t } = useTranslation();
  const [filterState, setFilterState] = useState<LogFilterState>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const filter = useMemo(() => toLogFilter(filterState), [filterState]);
  const logs = useLogList(filter, (page - 1) * PAGE_SIZE, PAGE_SIZE);

  const changeFilter = (next: LogFilterState) => {
    setFilterState(next);
    setPage(1);
  };
  // A time range counts back from the moment of the refresh.
  const refresh = () => {
    if (filterState.range !== 'all') setFilterState(withRange(filterState, filterState.range));
    void logs.refetch();
  };

  const columns: TableColumnsType<AuditEntry> = [
    {
      title: t('logCenter.columns.at'),
      dataIndex: 'at',
      width: 140,
      render: (at: number) => formatDateTime(at),
    },
    {
      title: t('logCenter.columns.category'),
      dataIndex: 'category',
      width: 80,
      render: (category: AuditEntry['category']) => t(`logCenter.categories.${category}`),
    },
    {
      title: t('logCenter.columns.action'),
      dataIndex: 'action',
      width: 170,
      ellipsis: true,
      render: (action: string) => (
        <span title={action} data-testid="log-action">
          {auditActionName(action, t)}
        </span>
      ),
    },
    {
      title: t('logCenter.columns.user'),
      dataIndex: 'username',
      width: 100,
      ellipsis: true,
      render: (name: string) => name || <Typography.Text type="secondary">—</Typography.Text>,
    },
    { title: t('logCenter.columns.ip'), dataIndex: 'ip', width: 120, ellipsis: true },
    { title: t('logCenter.columns.target'), dataIndex: 'target', ellipsis: true },
    {
      title: t('logCenter.columns.result'),
      dataIndex: 'result',
      width: 180,
      ellipsis: true,
      render: (result: string) => <LogResultTag result={result} />,
    },
  ];

  const total = logs.data?.total ?? 0;
  return (
    <div className="log-view" data-testid="log-view">
      <div className="log-toolbar">
        <LogFilterBar value={filterState} onChange={changeFilter} />
        <div className="log-toolbar-actions">
          <Tooltip title={t('logCenter.refresh')}>
            <Button
              icon={<ReloadOutlined />}
              aria-label={t('logCenter.refresh')}
              onClick={refresh}
              loading={logs.isFetching}
            />
          </Tooltip>
          <Tooltip title={t('logCenter.exportHint')}>
            <Button
              icon={<DownloadOutlined />}
              href={logExportUrl(filter)}
              download
              disabled={total === 0}
              data-testid="log-export"
            >
              {t('logCenter.export')}
            </Button>
          </Tooltip>
        </div>
      </div>
      {logs.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('logCenter.loadFailed')}
          description={logs.error.message}
          action={<Button onClick={() => void logs.refetch()}>{t('logCenter.retry')}</Button>}
        />
      ) : (
        <Table<AuditEntry>
          rowKey="id"
          size="small"
          virtual
          loading={logs.isPending ? { tip: t('logCenter.loading') } : false}
          columns={columns}
          dataSource={logs.data?.items ?? []}
          pagination={false}
          scroll={{ y: TABLE_HEIGHT }}
          onRow={(entry) => ({
            tabIndex: 0,
            title: t('logCenter.rowHint'),
            onClick: () => setOpen(entry),
            onKeyDown: (event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                setOpen(entry);
              }
            },
            'data-testid': `log-row-${entry.id}`,
          })}
          locale={{
            emptyText: (
              <Empty description={isFiltered(filterState) ? t('logCenter.empty') : t('logCenter.emptyAll')} />
            ),
          }}
          data-testid="log-table"
        />
      )}
      <div className="log-footer">
        <Typography.Text type="secondary" data-testid="log-total">
          {t('logCenter.total', { count: total })}
        </Typography.Text>
        <Pagination
          size="small"
          current={page}
          pageSize={PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={setPage}
        />
      </div>
      <LogDetailDrawer entry={open} onClose={() => setOpen(null)} />
    </div>
  );
}

import type { ShareAudit } from '@coffer/contract/calls/shares-types';
import { Alert, Button, Empty, Table, type TableColumnsType } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { formatTime } from './share-time';
import { useShareAudit } from './use-shares';

/** Visits and downloads of the caller's links (administrators: everyone's), newest first. */
export function ShareAuditTable({ all }: { all: boolean }) {
  const { t } = useTranslation();
  const audit = useShareAudit(all);
  if (audit.isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('shareManage.loadFailed')}
        description={audit.error.message}
        action={<Button onClick={() => void audit.refetch()}>{t('shareManage.retry')}</Button>}
      />
    );
  }
  const columns: TableColumnsType<ShareAudit> = [
    {
      title: t('shareManage.columns.at'),
      dataIndex: 'at',
      width: 150,
      render: (at: number) => formatTime(at),
    },
    {
      title: t('shareManage.columns.kind'),
      dataIndex: 'kind',
      width: 80,
      render: (kind: ShareAudit['kind']) => t(`shareManage.kind.${kind}`),
    },
    { title: t('shareManage.columns.name'), dataIndex: 'name', ellipsis: true },
    {
      title: t('shareManage.columns.path'),
      dataIndex: 'path',
      ellipsis: true,
      render: (path: string) => path || '—',
    },
    ...(all ? [{ title: t('shareManage.columns.owner'), dataIndex: 'owner', width: 100 }] : []),
    { title: t('shareManage.columns.ip'), dataIndex: 'ip', width: 130 },
  ];
  return (
    <Table<ShareAudit>
      rowKey="id"
      size="small"
      loading={audit.isPending}
      columns={columns}
      dataSource={audit.data?.items ?? []}
      pagination={{ pageSize: 50, hideOnSinglePage: true }}
      scroll={{ y: 420 }}
      locale={{ emptyText: <Empty description={t('shareManage.emptyAudit')} /> }}
      data-testid="share-audit"
    />
  );
}

import type { IpBlackEntry, IpWhiteEntry } from '@coffer/contract/calls/safe-types';
import { Alert, App, Button, Empty, Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { AddEntryForm } from './add-entry-form';
import { BatchAddDialog } from './batch-add-dialog';
import { exportList } from './export-list';
import { formatTime } from './safe-time';
import { useAllowList, useBlockList, useEntryAction, type EntryAction, type ListKind } from './use-safe';

const PAGE_SIZE = 20;
type Entry = IpWhiteEntry | IpBlackEntry;
const isBlock = (entry: Entry): entry is IpBlackEntry => 'locked' in entry;

/** The block or allow list: add, search, page, lock/unlock (block list), delete, export. */
export function IpListTab({ kind }: { kind: ListKind }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [exporting, setExporting] = useState(false);
  const [batchOpen, setBatchOpen] = useState(false);
  const query = { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, keyword };
  const block = useBlockList(query);
  const allow = useAllowList(query);
  const list = kind === 'block' ? block : allow;
  const act = useEntryAction(kind);

  const run = (action: EntryAction, entry: Entry) => {
    const go = async () => {
      await act.mutateAsync({ action, ids: [entry.id] });
      if (action === 'delete') void message.success(t('safe.list.deleted'));
    };
    if (action !== 'delete') return void go().catch(() => undefined);
    modal.confirm({
      title: t('safe.list.deleteTitle', { ip: entry.ip }),
      content: t('safe.list.deleteBody'),
      okText: t('safe.list.delete'),
      okButtonProps: { danger: true },
      onOk: go,
    });
  };

  const download = async () => {
    setExporting(true);
    const failed = await exportList(kind);
    setExporting(false);
    if (failed) void message.error(t('safe.list.exportFailed', { reason: failed.error }));
  };

  const columns: TableColumnsType<Entry> = [
    {
      title: t('safe.list.ip'),
      dataIndex: 'ip',
      width: 180,
      render: (ip: string) => (
        <Typography.Text code className="safe-entry-ip" data-testid="safe-entry-ip">
          {ip}
        </Typography.Text>
      ),
    },
    { title: t('safe.list.remark'), dataIndex: 'remark', ellipsis: true },
    ...(kind === 'block'
      ? ([
          {
            title: t('safe.list.state'),
            width: 90,
            render: (_: unknown, entry: Entry) =>
              isBlock(entry) && entry.locked ? (
                <Tag color="red">{t('safe.list.locked')}</Tag>
              ) : (
                <Tag>{t('safe.list.unlocked')}</Tag>
              ),
          },
          {
            title: t('safe.list.source'),
            width: 140,
            ellipsis: true,
            render: (_: unknown, entry: Entry) =>
              isBlock(entry) && entry.auto ? t('safe.list.auto') : t('safe.list.manual'),
          },
          {
            title: t('safe.list.expires'),
            width: 135,
            render: (_: unknown, entry: Entry) =>
              isBlock(entry) && entry.expires_at > 0 ? formatTime(entry.expires_at) : t('safe.list.never'),
          },
        ] as TableColumnsType<Entry>)
      : []),
    {
      title: t('safe.list.created'),
      dataIndex: 'created_at',
      width: 135,
      render: (at: number) => formatTime(at),
    },
    {
      title: t('safe.list.actions'),
      width: 125,
      render: (_: unknown, entry: Entry) => (
        <Space size={4}>
          {isBlock(entry) ? (
            <Button
              size="small"
              onClick={() => run(entry.locked ? 'unlock' : 'lock', entry)}
              data-testid={entry.locked ? 'safe-entry-unlock' : 'safe-entry-lock'}
            >
              {entry.locked ? t('safe.list.unlock') : t('safe.list.lock')}
            </Button>
          ) : null}
          <Button size="small" danger onClick={() => run('delete', entry)} data-testid="safe-entry-delete">
            {t('safe.list.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  const total = list.data?.total ?? 0;
  return (
    <div className="safe-list" data-testid={`safe-${kind}-list`}>
      <Typography.Paragraph type="secondary" className="safe-intro">
        {t(kind === 'block' ? 'safe.block.intro' : 'safe.allow.intro')}
      </Typography.Paragraph>
      {kind === 'allow' && list.isSuccess && total === 0 && !keyword ? (
        <Alert type="warning" showIcon message={t('safe.allow.warnFirst')} className="safe-warn" />
      ) : null}
      <AddEntryForm kind={kind} />
      <div className="safe-toolbar">
        <Input.Search
          allowClear
          placeholder={t('safe.list.search')}
          aria-label={t('safe.list.search')}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
          style={{ width: 260 }}
        />
        <Space>
          <Button onClick={() => setBatchOpen(true)} data-testid={`safe-${kind}-batch`}>
            {t('safe.list.batch.open')}
          </Button>
          <Button onClick={() => void download()} loading={exporting} data-testid={`safe-${kind}-export`}>
            {exporting ? t('safe.list.exporting') : t('safe.list.export')}
          </Button>
        </Space>
      </div>
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('safe.list.loadFailed')}
          description={list.error.message}
          action={<Button onClick={() => void list.refetch()}>{t('safe.list.retry')}</Button>}
          data-testid="safe-load-failed"
        />
      ) : (
        <Table<Entry>
          rowKey="id"
          size="small"
          loading={list.isPending}
          columns={columns}
          dataSource={list.data?.items ?? []}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total,
            hideOnSinglePage: true,
            showSizeChanger: false,
            showTotal: (count) => t('safe.list.total', { total: count }),
            onChange: setPage,
          }}
          scroll={{ y: 330 }}
          locale={{
            emptyText: <Empty description={t(kind === 'block' ? 'safe.block.empty' : 'safe.allow.empty')} />,
          }}
          data-testid={`safe-${kind}-table`}
        />
      )}
      {batchOpen ? <BatchAddDialog kind={kind} onClose={() => setBatchOpen(false)} /> : null}
    </div>
  );
}

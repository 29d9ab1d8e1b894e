import type { ShareLink } from '@coffer/contract/calls/shares-types';
import { Alert, Button, Empty, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { CopyLinkButton } from './copy-link-button';
import { DeleteShareButton } from './delete-share-button';
import { ModifyShareDialog } from './modify-share-dialog';
import { formatTime } from './share-time';
import { ShareStateTag } from './share-state-tag';
import { useShareList } from './use-shares';

/** The links table: the caller's own, or everyone's for administrators (`all`). */
export function ShareTable({ all }: { all: boolean }) {
  const { t } = useTranslation();
  const list = useShareList(all);
  const [editing, setEditing] = useState<ShareLink | null>(null);

  if (list.isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('shareManage.loadFailed')}
        description={list.error.message}
        action={<Button onClick={() => void list.refetch()}>{t('shareManage.retry')}</Button>}
        data-testid="share-load-failed"
      />
    );
  }
  const columns: TableColumnsType<ShareLink> = [
    {
      title: t('shareManage.columns.name'),
      dataIndex: 'name',
      ellipsis: true,
      render: (name: string, link) => (
        <Typography.Text title={link.path} data-testid="share-name">
          {name}
        </Typography.Text>
      ),
    },
    {
      title: t('shareManage.columns.link'),
      dataIndex: 'url',
      width: 250,
      render: (url: string, link) => (
        <Space size={4}>
          <Typography.Text ellipsis style={{ maxWidth: 190 }} copyable={false} data-testid="share-url">
            {url}
          </Typography.Text>
          <CopyLinkButton url={url} code={link.code} />
        </Space>
      ),
    },
    {
      title: t('shareManage.columns.code'),
      dataIndex: 'code',
      width: 80,
      render: (code: string) => <span data-testid="share-code">{code || t('shareManage.noCode')}</span>,
    },
    {
      title: t('shareManage.columns.expiry'),
      dataIndex: 'expireAt',
      width: 150,
      render: (expireAt: number) => formatTime(expireAt),
    },
    {
      title: t('shareManage.columns.counts'),
      width: 100,
      render: (_, link) => `${link.visits} / ${link.downloads}`,
    },
    ...(all ? [{ title: t('shareManage.columns.owner'), dataIndex: 'owner', width: 100 }] : []),
    {
      title: t('shareManage.columns.state'),
      dataIndex: 'state',
      width: 130,
      render: (state: ShareLink['state']) => <ShareStateTag state={state} />,
    },
    {
      title: t('shareManage.columns.actions'),
      width: 130,
      render: (_, link) => (
        <Space size={4}>
          <Button size="small" onClick={() => setEditing(link)} data-testid="share-modify">
            {t('shareManage.modify')}
          </Button>
          <DeleteShareButton link={link} />
        </Space>
      ),
    },
  ];
  return (
    <>
      <Table<ShareLink>
        rowKey="id"
        size="small"
        loading={list.isPending}
        columns={columns}
        dataSource={list.data?.items ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        scroll={{ y: 420 }}
        locale={{ emptyText: <Empty description={t('shareManage.empty')} /> }}
        data-testid={all ? 'share-table-all' : 'share-table'}
      />
      {editing ? <ModifyShareDialog link={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

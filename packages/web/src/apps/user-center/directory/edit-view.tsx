import type { DirectoryAccount, DirectoryImport, DirectoryState } from '@coffer/contract';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Empty,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../../../shell/format/relative-time';
import { errorText } from '../call-error';
import { ImportReport } from './import-report';
import { useDirectoryAccounts, useDirectoryDisconnect, useDirectoryImport } from './use-directory';

const dateTime = (seconds: number) => formatDateTime(seconds * 1000);

/** `/adLdapEditView` (ACCT-08): the saved connection, import with its report, the directory accounts. */
export function AdLdapEditView({ state, onEdit }: { state: DirectoryState; onEdit: () => void }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const accounts = useDirectoryAccounts();
  const run = useDirectoryImport();
  const disconnect = useDirectoryDisconnect();
  const [report, setReport] = useState<DirectoryImport | null>(null);

  const startImport = async () => {
    const answer = await run.mutateAsync().catch(() => null);
    if (answer) setReport(answer);
  };
  const confirmDisconnect = () =>
    modal.confirm({
      title: t('userDirectory.disconnectTitle'),
      content: t('userDirectory.disconnectBody', { n: state.accounts }),
      okText: t('userDirectory.disconnect'),
      okButtonProps: { danger: true },
      cancelText: t('userDirectory.cancel'),
      onOk: async () => {
        const done = await disconnect.mutateAsync().catch((error: unknown) => {
          void message.error(errorText(error));
          return null;
        });
        if (done) void message.success(t('userDirectory.disconnected', { n: done.disabledAccounts }));
      },
    });

  const columns: TableColumnsType<DirectoryAccount> = [
    {
      title: t('userDirectory.accounts.name'),
      key: 'name',
      width: 200,
      render: (_, account) => (
        <span>
          <Typography.Text strong>{account.username}</Typography.Text>
          {account.nickname && account.nickname !== account.username ? (
            <Typography.Text type="secondary"> · {account.nickname}</Typography.Text>
          ) : null}
        </span>
      ),
    },
    { title: t('userDirectory.accounts.dn'), dataIndex: 'dn', ellipsis: true },
    {
      title: t('userDirectory.accounts.state'),
      key: 'state',
      width: 150,
      render: (_, account) =>
        account.gone ? (
          <Tag color="orange">{t('userDirectory.accounts.gone')}</Tag>
        ) : account.disabled ? (
          <Tag color="red">{t('userDirectory.accounts.disabled')}</Tag>
        ) : (
          <Tag color="green">{t('userDirectory.accounts.enabled')}</Tag>
        ),
    },
    {
      title: t('userDirectory.accounts.seen'),
      dataIndex: 'seenAt',
      width: 170,
      render: (seenAt: number) => dateTime(seenAt),
    },
  ];
  return (
    <div className="user-center-pane" data-testid="directory-edit-view">
      <div className="user-center-toolbar">
        <Tag color="green">{t('userDirectory.connected')}</Tag>
        <Typography.Text type="secondary" data-testid="directory-last-import">
          {state.lastImportAt
            ? t('userDirectory.lastImport', { time: dateTime(state.lastImportAt) })
            : t('userDirectory.neverImported')}
        </Typography.Text>
        <span className="user-center-spacer" />
        <Button onClick={onEdit} data-testid="directory-edit">
          {t('userDirectory.edit')}
        </Button>
        <Button danger onClick={confirmDisconnect} data-testid="directory-disconnect">
          {t('userDirectory.disconnect')}
        </Button>
        <Tooltip title={t('userDirectory.importHint')}>
          <Button
            type="primary"
            loading={run.isPending}
            onClick={() => void startImport()}
            data-testid="directory-import"
          >
            {run.isPending ? t('userDirectory.importing') : t('userDirectory.import')}
          </Button>
        </Tooltip>
      </div>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={t('userDirectory.url')}>{state.url}</Descriptions.Item>
        <Descriptions.Item label={t('userDirectory.baseDn')}>{state.baseDn}</Descriptions.Item>
        <Descriptions.Item label={t('userDirectory.bindDn')}>{state.bindDn || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('userDirectory.userAttr')}>{state.userAttr}</Descriptions.Item>
      </Descriptions>
      {run.error ? (
        <Alert type="error" showIcon title={errorText(run.error)} data-testid="directory-import-error" />
      ) : null}
      <Typography.Text strong>{t('userDirectory.accounts.title')}</Typography.Text>
      {accounts.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorText(accounts.error)}
          action={<Button onClick={() => void accounts.refetch()}>{t('userDirectory.retry')}</Button>}
        />
      ) : (
        <Table<DirectoryAccount>
          rowKey="uid"
          size="small"
          loading={accounts.isPending}
          columns={columns}
          dataSource={accounts.data?.items ?? []}
          pagination={false}
          scroll={{ y: 260 }}
          locale={{ emptyText: <Empty description={t('userDirectory.accounts.empty')} /> }}
          data-testid="directory-accounts"
        />
      )}
      {report ? <ImportReport report={report} onClose={() => setReport(null)} /> : null}
      <Space />
    </div>
  );
}

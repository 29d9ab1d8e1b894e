import { Role, type AccountEntry } from '@coffer/contract';
import {
  Alert,
  App,
  Button,
  Empty,
  Input,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { blockedActions, type Why } from './account-actions';
import { accountLabel, matches, roleKey } from './account-display';
import { DeleteDialog } from './delete-dialog';
import { ImportDialog } from './import-dialog';
import { PasswordDialog } from './password-dialog';
import { AccountAvatar } from '../../shell/avatar/account-avatar';
import { exportAccounts } from './export-accounts';
import { useAccounts, useGroups, useModifyAccount } from './use-accounts';
import { UserEditorDialog } from './user-editor-dialog';
import { useViewer } from './use-viewer';
import { errorText } from './call-error';
import { QuotaUsageCell } from './quota-usage-cell';
import { useQuotaList } from './use-quotas';
import { useDirectoryUids } from './directory/use-directory-uids';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit' | 'password' | 'delete'; entry: AccountEntry }
  | { kind: 'import' }
  | null;

/** Every account: search, a virtualised list, and each row's actions (disabled ones say why). */
export function UserTable() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const viewer = useViewer();
  const accounts = useAccounts();
  const groups = useGroups();
  const modify = useModifyAccount();
  const quotas = useQuotaList();
  const directoryUids = useDirectoryUids();
  const [query, setQuery] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [exporting, setExporting] = useState(false);
  const all = useMemo(() => accounts.data?.items ?? [], [accounts.data]);
  const shown = useMemo(() => all.filter((entry) => matches(entry, query)), [all, query]);
  const masters = all.filter((entry) => entry.mainRole === Role.master).length;
  const groupNames = new Map((groups.data?.items ?? []).map((group) => [group.id, group.name]));
  const whyText = (why: Why | null) => (why ? t(`userCenter.why.${why}`) : undefined);

  const toggle = async (entry: AccountEntry) => {
    await modify.mutateAsync({ uid: entry.uid, disabled: !entry.disabled }).catch((error: unknown) => {
      void message.error(errorText(error));
    });
  };
  const exportAll = async () => {
    setExporting(true);
    const refused = await exportAccounts();
    setExporting(false);
    if (refused) void message.error(refused.error);
    else void message.success(t('userCenter.exported', { n: all.length }));
  };

  if (accounts.isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('userCenter.loadFailed')}
        description={errorText(accounts.error)}
        action={<Button onClick={() => void accounts.refetch()}>{t('userCenter.retry')}</Button>}
        data-testid="users-load-failed"
      />
    );
  }
  const action = (label: string, why: Why | null, onClick: () => void, testId: string, danger = false) => (
    <Tooltip title={whyText(why)}>
      <Button size="small" danger={danger} disabled={why !== null} onClick={onClick} data-testid={testId}>
        {label}
      </Button>
    </Tooltip>
  );
  const columns: TableColumnsType<AccountEntry> = [
    {
      title: t('userCenter.columns.name'),
      key: 'name',
      render: (_, entry) => {
        const label = accountLabel(entry, viewer.mainRole);
        return (
          <span className="user-name-cell">
            <AccountAvatar
              uid={entry.uid}
              version={entry.avatar}
              name={entry.nickname || entry.username}
              size={24}
              testId="user-avatar"
            />
            <span data-testid="user-name">
              <Typography.Text strong>{label.primary}</Typography.Text>
              {label.secondary ? (
                <Typography.Text type="secondary"> · {label.secondary}</Typography.Text>
              ) : null}
              {directoryUids.has(entry.uid) ? (
                <Tooltip title={t('userDirectory.markHint')}>
                  <Tag color="blue" style={{ marginLeft: 6 }} data-testid="user-directory-mark">
                    {t('userDirectory.mark')}
                  </Tag>
                </Tooltip>
              ) : null}
            </span>
          </span>
        );
      },
    },
    {
      title: t('userCenter.columns.role'),
      dataIndex: 'mainRole',
      width: 150,
      render: (role: AccountEntry['mainRole']) => t(`userCenter.role.${roleKey(role)}`),
    },
    {
      title: t('userCenter.columns.groups'),
      dataIndex: 'groups',
      width: 160,
      ellipsis: true,
      render: (ids: number[]) => ids.map((id) => groupNames.get(id) ?? '').join(', '),
    },
    {
      title: t('userQuota.column'),
      key: 'quota',
      width: 170,
      render: (_, entry) => (
        <QuotaUsageCell
          entry={quotas.data?.items.find((item) => item.uid === entry.uid)}
          loading={quotas.isPending}
          error={quotas.isError ? errorText(quotas.error) : undefined}
        />
      ),
    },
    {
      title: t('userCenter.columns.state'),
      dataIndex: 'disabled',
      width: 90,
      render: (disabled: boolean) =>
        disabled ? (
          <Tag color="red">{t('userCenter.state.disabled')}</Tag>
        ) : (
          <Tag color="green">{t('userCenter.state.enabled')}</Tag>
        ),
    },
    {
      title: t('userCenter.columns.actions'),
      key: 'actions',
      width: 300,
      render: (_, entry) => {
        const blocked = blockedActions(viewer, entry, masters);
        return (
          <Space size={4}>
            {action(
              t('userCenter.edit'),
              blocked.edit,
              () => setDialog({ kind: 'edit', entry }),
              'user-edit',
            )}
            {directoryUids.has(entry.uid) ? (
              <Tooltip title={t('userDirectory.passwordManaged')}>
                <Button size="small" disabled data-testid="user-reset">
                  {t('userCenter.password')}
                </Button>
              </Tooltip>
            ) : (
              action(
                t('userCenter.password'),
                blocked.password,
                () => setDialog({ kind: 'password', entry }),
                'user-reset',
              )
            )}
            {action(
              entry.disabled ? t('userCenter.enable') : t('userCenter.disable'),
              entry.disabled ? blocked.edit : blocked.disable,
              () => void toggle(entry),
              'user-toggle',
            )}
            {action(
              t('userCenter.delete'),
              blocked.delete,
              () => setDialog({ kind: 'delete', entry }),
              'user-delete',
              true,
            )}
          </Space>
        );
      },
    },
  ];
  return (
    <div className="user-center-pane">
      <div className="user-center-toolbar">
        <Input.Search
          allowClear
          placeholder={t('userCenter.search')}
          aria-label={t('userCenter.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          style={{ width: 280 }}
          data-testid="user-search"
        />
        <Typography.Text type="secondary" data-testid="user-total">
          {t('userCenter.total', { n: shown.length })}
        </Typography.Text>
        <span className="user-center-spacer" />
        <Button onClick={() => setDialog({ kind: 'import' })} data-testid="user-import">
          {t('userCenter.import')}
        </Button>
        <Tooltip title={all.length === 0 ? t('userCenter.empty') : undefined}>
          <Button
            onClick={() => void exportAll()}
            disabled={all.length === 0}
            loading={exporting}
            data-testid="user-export"
          >
            {t('userCenter.export')}
          </Button>
        </Tooltip>
        <Button type="primary" onClick={() => setDialog({ kind: 'create' })} data-testid="user-create">
          {t('userCenter.create')}
        </Button>
      </div>
      <Table<AccountEntry>
        rowKey="uid"
        size="small"
        virtual
        loading={accounts.isPending}
        columns={columns}
        dataSource={shown}
        pagination={false}
        scroll={{ y: 430, x: 900 }}
        locale={{ emptyText: <Empty description={t('userCenter.empty')} /> }}
        data-testid="user-table"
      />
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <UserEditorDialog
          entry={dialog.kind === 'edit' ? dialog.entry : null}
          groups={groups.data?.items ?? []}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'password' ? (
        <PasswordDialog entry={dialog.entry} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteDialog entry={dialog.entry} accounts={all} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'import' ? <ImportDialog onClose={() => setDialog(null)} /> : null}
    </div>
  );
}

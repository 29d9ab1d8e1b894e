import { Role, type PublicDir } from '@coffer/contract';
import { publicDownloadUserCsv } from '@coffer/contract/calls/public-permits';
import {
  Alert,
  App,
  Button,
  Empty,
  Select,
  Space,
  Table,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from './call-error';
import { downloadCsv } from './download-csv';
import { FolderLevelTag } from './folder-level-tag';
import { grantsReaching } from './folder-permits';
import { useAccounts } from './use-accounts';
import { useUserFolderPermits } from './use-folder-permits';

interface Row {
  fid: number;
  name: string;
  permission: number;
}

/** /groupPermssions: one user's effective permission on every group folder, and where it comes from. */
export function UserFolderPermits({ dirs }: { dirs: readonly PublicDir[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const accounts = useAccounts();
  const [uid, setUid] = useState<number | null>(null);
  const permits = useUserFolderPermits(uid);
  const account = accounts.data?.items.find((entry) => entry.uid === uid);
  const byFid = useMemo(() => new Map(dirs.map((dir) => [dir.fid, dir])), [dirs]);

  const exportUser = async () => {
    if (uid === null) return;
    const failed = await downloadCsv(
      publicDownloadUserCsv,
      { uid },
      `group-folder-permits-${uid}.csv`,
      t('permissionEditor.apps.unreachable'),
    );
    if (failed) void message.error(`${t('permissionEditor.folders.exportFailed')}: ${failed}`);
  };

  const columns: TableColumnsType<Row> = [
    { title: t('permissionEditor.folders.name'), dataIndex: 'name', width: 220, ellipsis: true },
    {
      title: t('permissionEditor.folders.effective'),
      dataIndex: 'permission',
      width: 150,
      render: (permission: number) => <FolderLevelTag level={permission} />,
    },
    {
      title: t('permissionEditor.folders.from'),
      key: 'from',
      render: (_, row) => {
        if (!account) return null;
        if (account.mainRole !== Role.user) {
          return <Typography.Text type="secondary">{t('permissionEditor.folders.admin')}</Typography.Text>;
        }
        const dir = byFid.get(row.fid);
        const grants = dir ? grantsReaching(dir, account) : [];
        if (grants.length === 0) {
          return <Typography.Text type="secondary">{t('permissionEditor.folders.noGrant')}</Typography.Text>;
        }
        return (
          <Space size={[4, 4]} wrap>
            {grants.map((grant) => (
              <FolderLevelTag
                key={`${grant.type}:${grant.id}`}
                level={grant.permission}
                prefix={grant.type === 'user' ? t('permissionEditor.folders.own') : grant.name}
                group={grant.type === 'group'}
              />
            ))}
          </Space>
        );
      },
    },
  ];
  return (
    <div className="user-center-pane" data-testid="user-folder-permits">
      <div className="user-center-toolbar">
        <Typography.Text>{t('permissionEditor.folders.user')}</Typography.Text>
        <Select<number>
          showSearch
          allowClear
          style={{ width: 280 }}
          value={uid ?? undefined}
          onChange={(value) => setUid(value ?? null)}
          optionFilterProp="label"
          loading={accounts.isPending}
          placeholder={t('permissionEditor.folders.userPlaceholder')}
          aria-label={t('permissionEditor.folders.user')}
          options={(accounts.data?.items ?? []).map((entry) => ({ value: entry.uid, label: entry.username }))}
          data-testid="user-permit-pick"
        />
        <span className="user-center-spacer" />
        <Tooltip title={uid === null ? t('permissionEditor.apps.csvOneWhy') : undefined}>
          <Button disabled={uid === null} onClick={() => void exportUser()} data-testid="user-permit-csv">
            {t('permissionEditor.folders.csvUser')}
          </Button>
        </Tooltip>
      </div>
      {permits.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('permissionEditor.folders.userLoadFailed')}
          description={errorText(permits.error)}
          action={<Button onClick={() => void permits.refetch()}>{t('permissionEditor.retry')}</Button>}
        />
      ) : (
        <Table<Row>
          rowKey="fid"
          size="small"
          virtual
          loading={uid !== null && permits.isPending}
          columns={columns}
          dataSource={uid === null ? [] : (permits.data?.permits ?? [])}
          pagination={false}
          scroll={{ y: 380 }}
          locale={{
            emptyText: (
              <Empty
                description={
                  uid === null ? t('permissionEditor.folders.pickUser') : t('permissionEditor.folders.empty')
                }
              />
            ),
          }}
          data-testid="user-permit-table"
        />
      )}
    </div>
  );
}

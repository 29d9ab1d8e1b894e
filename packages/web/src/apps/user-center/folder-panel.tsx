import { publicDownloadUsersCsv } from '@coffer/contract/calls/public-permits';
import type { PublicDir } from '@coffer/contract';
import { Alert, App, Button, Empty, Segmented, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from './call-error';
import { downloadCsv } from './download-csv';
import { FolderLevelTag } from './folder-level-tag';
import { FolderPermitDialog } from './folder-permit-dialog';
import { rowsOf } from './folder-permits';
import { NewFolderDialog } from './new-folder-dialog';
import { useGroupFolders } from './use-folder-permits';
import { UserFolderPermits } from './user-folder-permits';

type View = 'folders' | 'user';
type Dialog = { kind: 'create' } | { kind: 'permits'; fid: number } | null;

/** Group folders: who may use each (by folder), and what one user may do in each (by user). */
export function FolderPanel() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const folders = useGroupFolders();
  const [view, setView] = useState<View>('folders');
  const [dialog, setDialog] = useState<Dialog>(null);
  const dirs = folders.data?.dirs ?? [];
  // The dialog follows the list so a save elsewhere never leaves it on stale permits.
  const editing = dialog?.kind === 'permits' ? dirs.find((dir) => dir.fid === dialog.fid) : undefined;

  const exportAll = async () => {
    const failed = await downloadCsv(
      publicDownloadUsersCsv,
      {},
      'group-folder-permits.csv',
      t('permissionEditor.apps.unreachable'),
    );
    if (failed) void message.error(`${t('permissionEditor.folders.exportFailed')}: ${failed}`);
  };

  if (folders.isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('permissionEditor.folders.loadFailed')}
        description={errorText(folders.error)}
        action={<Button onClick={() => void folders.refetch()}>{t('permissionEditor.retry')}</Button>}
        data-testid="folders-load-failed"
      />
    );
  }
  const columns: TableColumnsType<PublicDir> = [
    {
      title: t('permissionEditor.folders.name'),
      key: 'name',
      width: 220,
      ellipsis: true,
      render: (_, dir) => (
        <span data-testid="folder-name">
          <Typography.Text strong>{dir.name}</Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {dir.path}
          </Typography.Text>
        </span>
      ),
    },
    {
      title: t('permissionEditor.folders.who'),
      key: 'who',
      render: (_, dir) =>
        dir.permits.length === 0 ? (
          <Typography.Text type="secondary">{t('permissionEditor.folders.onlyAdmins')}</Typography.Text>
        ) : (
          <Space size={[4, 4]} wrap>
            {rowsOf(dir).map((row) => (
              <FolderLevelTag
                key={`${row.type}:${row.id}`}
                level={row.permission}
                prefix={row.name}
                group={row.type === 'group'}
              />
            ))}
          </Space>
        ),
    },
    {
      title: t('permissionEditor.folders.actions'),
      key: 'actions',
      width: 120,
      render: (_, dir) => (
        <Button
          size="small"
          onClick={() => setDialog({ kind: 'permits', fid: dir.fid })}
          data-testid="folder-edit"
        >
          {t('permissionEditor.folders.edit')}
        </Button>
      ),
    },
  ];
  return (
    <div className="user-center-pane">
      <div className="user-center-toolbar">
        <Segmented<View>
          value={view}
          onChange={setView}
          options={[
            { value: 'folders', label: t('permissionEditor.folders.byFolder') },
            { value: 'user', label: t('permissionEditor.folders.byUser') },
          ]}
          data-testid="folder-view"
        />
        {view === 'folders' ? (
          <Typography.Text type="secondary" data-testid="folder-total">
            {t('permissionEditor.folders.total', { n: dirs.length })}
          </Typography.Text>
        ) : null}
        <span className="user-center-spacer" />
        <Button onClick={() => void exportAll()} data-testid="folder-csv">
          {t('permissionEditor.folders.csvUsers')}
        </Button>
        <Button type="primary" onClick={() => setDialog({ kind: 'create' })} data-testid="folder-create">
          {t('permissionEditor.folders.create')}
        </Button>
      </div>
      {view === 'folders' ? (
        <>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('permissionEditor.folders.rule')}
          </Typography.Text>
          <Table<PublicDir>
            rowKey="fid"
            size="small"
            virtual
            loading={folders.isPending}
            columns={columns}
            dataSource={dirs}
            pagination={false}
            scroll={{ y: 400 }}
            locale={{ emptyText: <Empty description={t('permissionEditor.folders.empty')} /> }}
            data-testid="folder-table"
          />
        </>
      ) : (
        <UserFolderPermits dirs={dirs} />
      )}
      {dialog?.kind === 'create' ? (
        <NewFolderDialog onClose={(fid) => setDialog(fid === undefined ? null : { kind: 'permits', fid })} />
      ) : null}
      {editing ? <FolderPermitDialog dir={editing} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}

import type { GroupEntry } from '@coffer/contract';
import {
  Alert,
  App,
  Button,
  Empty,
  Input,
  Modal,
  Select,
  Space,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from './call-error';
import {
  useAccounts,
  useCreateGroup,
  useDeleteGroup,
  useGroupMembers,
  useGroups,
  useRenameGroup,
} from './use-accounts';

type Dialog = { kind: 'create' } | { kind: 'rename' | 'members'; group: GroupEntry } | null;

/** The groups: create, rename, delete, and who is in each. */
export function GroupPanel() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const groups = useGroups();
  const accounts = useAccounts();
  const remove = useDeleteGroup();
  const [dialog, setDialog] = useState<Dialog>(null);
  const names = new Map((accounts.data?.items ?? []).map((entry) => [entry.uid, entry.username]));

  if (groups.isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('userCenter.groupsLoadFailed')}
        description={errorText(groups.error)}
        action={<Button onClick={() => void groups.refetch()}>{t('userCenter.retry')}</Button>}
      />
    );
  }
  const confirmDelete = (group: GroupEntry) =>
    modal.confirm({
      title: t('userCenter.groups.deleteTitle', { name: group.name }),
      content: t('userCenter.groups.deleteBody'),
      okText: t('userCenter.groups.delete'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await remove.mutateAsync(group.id).catch((error: unknown) => void message.error(errorText(error)));
      },
    });
  const columns: TableColumnsType<GroupEntry> = [
    {
      title: t('userCenter.groups.name'),
      dataIndex: 'name',
      width: 200,
      render: (name: string) => <b data-testid="group-name">{name}</b>,
    },
    {
      title: t('userCenter.columns.members'),
      dataIndex: 'members',
      ellipsis: true,
      render: (members: number[]) => members.map((uid) => names.get(uid) ?? `#${uid}`).join(', '),
    },
    {
      title: t('userCenter.columns.actions'),
      key: 'actions',
      width: 250,
      render: (_, group) => (
        <Space size={4}>
          <Button
            size="small"
            onClick={() => setDialog({ kind: 'members', group })}
            data-testid="group-members"
          >
            {t('userCenter.groups.members')}
          </Button>
          <Button
            size="small"
            onClick={() => setDialog({ kind: 'rename', group })}
            data-testid="group-rename"
          >
            {t('userCenter.groups.rename')}
          </Button>
          <Button size="small" danger onClick={() => confirmDelete(group)} data-testid="group-delete">
            {t('userCenter.groups.delete')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <div className="user-center-pane">
      <div className="user-center-toolbar">
        <span className="user-center-spacer" />
        <Button type="primary" onClick={() => setDialog({ kind: 'create' })} data-testid="group-create">
          {t('userCenter.groups.create')}
        </Button>
      </div>
      <Table<GroupEntry>
        rowKey="id"
        size="small"
        loading={groups.isPending}
        columns={columns}
        dataSource={groups.data?.items ?? []}
        pagination={false}
        scroll={{ y: 430 }}
        locale={{ emptyText: <Empty description={t('userCenter.emptyGroups')} /> }}
        data-testid="group-table"
      />
      {dialog?.kind === 'create' || dialog?.kind === 'rename' ? (
        <GroupNameDialog
          group={dialog.kind === 'rename' ? dialog.group : null}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'members' ? (
        <MembersDialog group={dialog.group} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}

function GroupNameDialog({ group, onClose }: { group: GroupEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateGroup();
  const rename = useRenameGroup();
  const [name, setName] = useState(group?.name ?? '');
  const save = async () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    const done = group
      ? await rename.mutateAsync({ id: group.id, name: trimmed }).catch(() => null)
      : await create.mutateAsync(trimmed).catch(() => null);
    if (done) onClose();
  };
  const error = errorText(create.error ?? rename.error);
  return (
    <Modal
      open
      title={group ? t('userCenter.groups.renameTitle') : t('userCenter.groups.createTitle')}
      okText={t('userCenter.groups.save')}
      cancelText={t('userCenter.groups.cancel')}
      onOk={() => void save()}
      onCancel={onClose}
      okButtonProps={{ disabled: !name.trim() }}
      confirmLoading={create.isPending || rename.isPending}
      data-testid="group-name-dialog"
    >
      <Input
        autoFocus
        value={name}
        maxLength={32}
        placeholder={t('userCenter.groups.name')}
        aria-label={t('userCenter.groups.name')}
        onChange={(event) => setName(event.target.value)}
        onPressEnter={() => void save()}
        data-testid="group-name-input"
      />
      {error ? <Alert type="error" showIcon message={error} style={{ marginTop: 12 }} /> : null}
    </Modal>
  );
}

function MembersDialog({ group, onClose }: { group: GroupEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const accounts = useAccounts();
  const change = useGroupMembers();
  const [members, setMembers] = useState<number[]>(group.members);
  const save = async () => {
    const add = members.filter((uid) => !group.members.includes(uid));
    const remove = group.members.filter((uid) => !members.includes(uid));
    const done = await change.mutateAsync({ id: group.id, add, remove }).catch(() => null);
    if (done) onClose();
  };
  return (
    <Modal
      open
      title={t('userCenter.groups.membersTitle', { name: group.name })}
      okText={t('userCenter.groups.save')}
      cancelText={t('userCenter.groups.cancel')}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={change.isPending}
      data-testid="members-dialog"
      width={560}
    >
      <Typography.Paragraph type="secondary">{t('userCenter.groups.membersHint')}</Typography.Paragraph>
      <Select<number[]>
        mode="multiple"
        autoFocus
        style={{ width: '100%' }}
        value={members}
        onChange={setMembers}
        optionFilterProp="label"
        loading={accounts.isPending}
        options={(accounts.data?.items ?? []).map((entry) => ({ value: entry.uid, label: entry.username }))}
        aria-label={t('userCenter.groups.members')}
        data-testid="members-select"
      />
      {change.error ? (
        <Alert type="error" showIcon message={errorText(change.error)} style={{ marginTop: 12 }} />
      ) : null}
    </Modal>
  );
}

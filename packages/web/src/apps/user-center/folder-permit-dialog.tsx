import type { PublicDir } from '@coffer/contract';
import {
  Alert,
  App,
  Button,
  Empty,
  Input,
  Modal,
  Radio,
  Select,
  Table,
  Tag,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from './call-error';
import {
  FOLDER_LEVELS,
  addRows,
  addableSubjects,
  changed,
  filterRows,
  levelKey,
  permitsOf,
  removeRow,
  rowsOf,
  setLevel,
  subjectKey,
  type FolderLevel,
  type PermitRow,
} from './folder-permits';
import { PermitSaveButton } from './permit-save-button';
import { useAccounts, useGroups } from './use-accounts';
import { useSaveFolderPermits } from './use-folder-permits';

/** /permSetting: who may use one group folder, and how (none, read only, read-write). */
export function FolderPermitDialog({ dir, onClose }: { dir: PublicDir; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const accounts = useAccounts();
  const groups = useGroups();
  const save = useSaveFolderPermits();
  const saved = useMemo(() => rowsOf(dir), [dir]);
  const [rows, setRows] = useState<PermitRow[]>(saved);
  const [picked, setPicked] = useState<string[]>([]);
  const [query, setQuery] = useState('');
  const addable = useMemo(
    () => addableSubjects(rows, accounts.data?.items ?? [], groups.data?.items ?? []),
    [rows, accounts.data, groups.data],
  );
  const shown = useMemo(() => filterRows(rows, query), [rows, query]);
  const dirty = changed(saved, rows);

  const add = () => {
    const chosen = addable.filter((subject) => picked.includes(subjectKey(subject)));
    setRows(addRows(rows, chosen));
    setPicked([]);
  };
  const submit = async () => {
    const done = await save.mutateAsync({ fid: dir.fid, permits: permitsOf(rows) }).catch(() => null);
    if (!done) return;
    void message.success(t('permissionEditor.folders.saved'));
    onClose();
  };
  const option = (subject: { type: 'user' | 'group'; id: number; name: string }) => ({
    value: subjectKey(subject),
    label: subject.name,
  });
  const columns: TableColumnsType<PermitRow> = [
    {
      title: t('permissionEditor.folders.who'),
      key: 'name',
      ellipsis: true,
      render: (_, row) => (
        <span data-testid="permit-name">
          <Tag>{t(`permissionEditor.subject.${row.type}`)}</Tag>
          {row.name}
        </span>
      ),
    },
    {
      title: t('permissionEditor.folders.grant'),
      key: 'level',
      width: 260,
      render: (_, row) => (
        <Radio.Group
          size="small"
          optionType="button"
          value={row.permission}
          aria-label={`${row.name}: ${t('permissionEditor.folders.grant')}`}
          onChange={(event) => setRows(setLevel(rows, subjectKey(row), event.target.value as FolderLevel))}
          options={FOLDER_LEVELS.map((level) => ({
            value: level,
            label: t(`permissionEditor.level.${levelKey(level)}`),
          }))}
          data-testid="permit-level"
        />
      ),
    },
    {
      title: t('permissionEditor.folders.actions'),
      key: 'remove',
      width: 80,
      render: (_, row) => (
        <Button
          size="small"
          type="link"
          danger
          onClick={() => setRows(removeRow(rows, subjectKey(row)))}
          data-testid="permit-remove"
        >
          {t('permissionEditor.folders.remove')}
        </Button>
      ),
    },
  ];
  return (
    <Modal
      open
      width={720}
      title={t('permissionEditor.folders.editTitle', { name: dir.name })}
      onCancel={onClose}
      data-testid="folder-permit-dialog"
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('permissionEditor.cancel')}
        </Button>,
        <PermitSaveButton
          key="save"
          dirty={dirty}
          saving={save.isPending}
          unchanged={t('permissionEditor.folders.unchanged')}
          onSave={() => void submit()}
          testId="permit-save"
        />,
      ]}
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('permissionEditor.folders.rule')}
      </Typography.Paragraph>
      <div className="user-center-toolbar" style={{ marginBottom: 8 }}>
        <Select<string[]>
          mode="multiple"
          allowClear
          style={{ flex: 1 }}
          value={picked}
          onChange={setPicked}
          optionFilterProp="label"
          maxTagCount="responsive"
          loading={accounts.isPending || groups.isPending}
          placeholder={t('permissionEditor.folders.addPlaceholder')}
          aria-label={t('permissionEditor.folders.addPlaceholder')}
          notFoundContent={addable.length === 0 ? t('permissionEditor.folders.nothingToAdd') : undefined}
          options={[
            {
              label: t('permissionEditor.subject.group'),
              options: addable.filter((subject) => subject.type === 'group').map(option),
            },
            {
              label: t('permissionEditor.subject.user'),
              options: addable.filter((subject) => subject.type === 'user').map(option),
            },
          ]}
          data-testid="permit-pick"
        />
        <Tooltip title={picked.length === 0 ? t('permissionEditor.folders.addWhy') : undefined}>
          <Button disabled={picked.length === 0} onClick={add} data-testid="permit-add">
            {t('permissionEditor.folders.add')}
          </Button>
        </Tooltip>
      </div>
      {rows.length > 8 ? (
        <Input.Search
          allowClear
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('permissionEditor.folders.filter')}
          aria-label={t('permissionEditor.folders.filter')}
          style={{ marginBottom: 8, width: 260 }}
          data-testid="permit-filter"
        />
      ) : null}
      <Table<PermitRow>
        rowKey={subjectKey}
        size="small"
        virtual
        columns={columns}
        dataSource={shown}
        pagination={false}
        scroll={{ y: 300 }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t(
                rows.length === 0 ? 'permissionEditor.folders.noRows' : 'permissionEditor.folders.noMatch',
              )}
            />
          ),
        }}
        data-testid="permit-table"
      />
      {save.error ? (
        <Alert type="error" showIcon message={errorText(save.error)} style={{ marginTop: 12 }} />
      ) : null}
    </Modal>
  );
}

import { Alert, App, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from './call-error';
import { useCreateGroupFolder } from './use-folder-permits';

/** /createFileGroup: a new group folder in the public folder; the daemon checks the name. */
export function NewFolderDialog({ onClose }: { onClose: (created?: number) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const create = useCreateGroupFolder();
  const [name, setName] = useState('');
  const save = async () => {
    const trimmed = name.trim();
    if (!trimmed || create.isPending) return;
    const dir = await create.mutateAsync(trimmed).catch(() => null);
    if (!dir) return;
    void message.success(t('permissionEditor.folders.created', { name: dir.name }));
    onClose(dir.fid);
  };
  return (
    <Modal
      open
      title={t('permissionEditor.folders.createTitle')}
      okText={t('permissionEditor.save')}
      cancelText={t('permissionEditor.cancel')}
      onOk={() => void save()}
      onCancel={() => onClose()}
      okButtonProps={{ disabled: !name.trim() }}
      confirmLoading={create.isPending}
      data-testid="folder-create-dialog"
    >
      <Typography.Paragraph type="secondary">{t('permissionEditor.folders.createHint')}</Typography.Paragraph>
      <Input
        autoFocus
        value={name}
        maxLength={255}
        placeholder={t('permissionEditor.folders.createName')}
        aria-label={t('permissionEditor.folders.createName')}
        onChange={(event) => {
          setName(event.target.value);
          if (create.error) create.reset();
        }}
        onPressEnter={() => void save()}
        data-testid="folder-create-name"
      />
      {create.error ? (
        <Alert
          type="error"
          showIcon
          message={errorText(create.error)}
          style={{ marginTop: 12 }}
          data-testid="folder-create-error"
        />
      ) : null}
    </Modal>
  );
}

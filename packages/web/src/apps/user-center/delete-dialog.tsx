import type { AccountEntry, AccountFilesChoice } from '@coffer/contract';
import { Alert, App, Form, Modal, Radio, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from './call-error';
import { useDeleteAccount } from './use-accounts';

/** Deletes an account after asking what becomes of its files: nothing is lost silently. */
export function DeleteDialog({
  entry,
  accounts,
  onClose,
}: {
  entry: AccountEntry;
  accounts: AccountEntry[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const remove = useDeleteAccount();
  const [files, setFiles] = useState<AccountFilesChoice>('transfer');
  const [receiver, setReceiver] = useState<number | undefined>(undefined);
  const ready = files === 'recycle' || receiver !== undefined;
  const confirm = async () => {
    const done = await remove
      .mutateAsync({ uid: entry.uid, files, ...(files === 'transfer' ? { receiver } : {}) })
      .catch(() => null);
    if (!done) return;
    void message.success(t('userCenter.deleteDialog.done', { name: entry.username }));
    onClose();
  };
  return (
    <Modal
      open
      title={t('userCenter.deleteDialog.title', { name: entry.username })}
      okText={t('userCenter.deleteDialog.confirm')}
      cancelText={t('userCenter.editor.cancel')}
      okButtonProps={{
        danger: true,
        disabled: !ready,
        title: ready ? undefined : t('userCenter.deleteDialog.receiverMissing'),
      }}
      onOk={() => void confirm()}
      onCancel={onClose}
      confirmLoading={remove.isPending}
      data-testid="delete-dialog"
      width={560}
    >
      <Typography.Paragraph>{t('userCenter.deleteDialog.body')}</Typography.Paragraph>
      <Radio.Group value={files} onChange={(event) => setFiles(event.target.value as AccountFilesChoice)}>
        <Space direction="vertical">
          <Radio value="transfer" data-testid="delete-transfer">
            {t('userCenter.deleteDialog.transfer')}
          </Radio>
          {files === 'transfer' ? (
            <Form.Item
              label={t('userCenter.deleteDialog.receiver')}
              style={{ marginLeft: 24, marginBottom: 8 }}
            >
              <Select<number>
                showSearch
                optionFilterProp="label"
                value={receiver}
                onChange={setReceiver}
                style={{ width: 280 }}
                options={accounts
                  .filter((account) => account.uid !== entry.uid)
                  .map((account) => ({ value: account.uid, label: account.username }))}
                id="delete-receiver"
                data-testid="delete-receiver"
              />
            </Form.Item>
          ) : null}
          <Radio value="recycle" data-testid="delete-recycle">
            {t('userCenter.deleteDialog.recycle')}
          </Radio>
        </Space>
      </Radio.Group>
      {remove.error ? (
        <Alert type="error" showIcon message={errorText(remove.error)} style={{ marginTop: 12 }} />
      ) : null}
    </Modal>
  );
}

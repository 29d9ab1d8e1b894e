import type { ShareLink } from '@coffer/contract/calls/shares-types';
import { Alert, App, Form, Modal } from 'antd';
import { useState } from 'react';
import { CallError } from '../../api/client';
import { useTranslation } from '../../i18n/use-translation';
import { CodeField, codeReady } from './code-field';
import { ExpirySelect } from './expiry-select';
import { DAY_S } from './share-rules';
import { formatTime } from './share-time';
import { useModifyShare } from './use-shares';

/** A new lifetime (from now) and/or a new code for one link. */
export function ModifyShareDialog({ link, onClose }: { link: ShareLink; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [days, setDays] = useState<number | null>(null);
  const [code, setCode] = useState<string | null>(link.code || null);
  const modify = useModifyShare();
  const error = modify.error instanceof CallError ? modify.error.result.message : modify.error?.message;
  const save = async () => {
    const changed = await modify
      .mutateAsync({ id: link.id, code: code ?? '', ...(days === null ? {} : { expire: days * DAY_S }) })
      .catch(() => null);
    if (!changed) return;
    void message.success(t('shareManage.modifyDialog.saved'));
    onClose();
  };
  return (
    <Modal
      open
      title={`${t('shareManage.modifyDialog.title')} · ${link.name}`}
      okText={t('shareManage.modifyDialog.save')}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={modify.isPending}
      okButtonProps={{ disabled: !codeReady(code) }}
      data-testid="share-modify-dialog"
      width={560}
    >
      <Form layout="vertical">
        <Form.Item label={t('shareManage.modifyDialog.expiry')}>
          <ExpirySelect
            value={days}
            onChange={setDays}
            keepLabel={t('shareManage.modifyDialog.keep', { date: formatTime(link.expireAt) })}
          />
        </Form.Item>
        <Form.Item label={t('shareManage.create.code')}>
          <CodeField value={code} onChange={setCode} />
        </Form.Item>
      </Form>
      {error ? <Alert type="error" showIcon message={error} /> : null}
    </Modal>
  );
}

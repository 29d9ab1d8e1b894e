import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Input, Modal, type ButtonProps } from 'antd';
import { CALLS } from '@coffer/contract';
import { call } from '../../../api/client';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../shell/format';
import { STORAGE_QUERY_KEY } from '../data/use-storage-info';
import type { ActionDialogProps } from './action-dialog-props';

/** Renames a pool (`/zspool/rename/pool`); the daemon checks the name and its refusal shows here. */
export default function RenameDialog({ pool, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [name, setName] = useState(pool.name);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const trimmed = name.trim();

  const submit = async () => {
    if (!trimmed || busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      const result = await call(CALLS.renamePool, { id: pool.id, name: trimmed }, { toast: false });
      if (!result.success) {
        setRefusal(result.message || String(result.code));
        return;
      }
      await queryClient.invalidateQueries({ queryKey: STORAGE_QUERY_KEY });
      toast.success(t('storage.actions.rename.done'));
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('storage.actions.rename.title')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('storage.actions.confirm')}
      cancelText={t('storage.actions.cancel')}
      okButtonProps={{ disabled: !trimmed, loading: busy, ...testId('rename-ok') }}
      cancelButtonProps={testId('rename-cancel')}
    >
      <div data-testid="rename-dialog">
        <label className="pool-action-label" htmlFor="pool-rename-input">
          {t('storage.actions.rename.label')}
        </label>
        <Input
          id="pool-rename-input"
          autoFocus
          value={name}
          maxLength={64}
          onChange={(event) => setName(event.target.value)}
          onPressEnter={() => void submit()}
          status={refusal ? 'error' : undefined}
          data-testid="rename-input"
        />
        {!trimmed ? <div className="pool-action-muted">{t('storage.actions.rename.empty')}</div> : null}
        {refusal ? <Alert type="error" showIcon title={refusal} data-testid="rename-error" /> : null}
      </div>
    </Modal>
  );
}

/** antd's button props take data attributes, which its type does not list. */
function testId(id: string): ButtonProps {
  return { 'data-testid': id } as ButtonProps;
}

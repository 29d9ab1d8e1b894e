import { useState } from 'react';
import { Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { CALLS, PasswordEvent, type PoolInfo } from '@coffer/contract';
import { call } from '../../../api/client';
import { useDialogs } from '../../../shell/dialogs/use-dialogs';

/**
 * Deletes a pool the way a destructive storage action must: the user types the pool's name, ticks
 * that the data will be lost, then proves the administrator password (StorageDelete) before the call.
 */
export function DeletePoolButton({ pool }: { pool: PoolInfo }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    const confirmed = await dialogs.confirm({
      title: t('storage.actions.deleteTitle', { name: pool.name }),
      message: t('storage.actions.deleteMessage'),
      typedKey: pool.name,
      requiredCheckbox: t('storage.actions.deleteUnderstood'),
      okText: t('storage.actions.delete'),
      danger: true,
    });
    if (!confirmed) return;
    if (!(await dialogs.adminPasswordConfirm({ eventName: PasswordEvent.storageDelete }))) return;
    setBusy(true);
    try {
      const result = await call(CALLS.deletePool, { id: pool.id });
      if (result.success) await queryClient.invalidateQueries({ queryKey: ['storage'] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      danger
      size="small"
      loading={busy}
      onClick={() => void remove()}
      data-testid={`pool-delete-${pool.name}`}
    >
      {t('storage.actions.delete')}
    </Button>
  );
}

import type { QueryClient } from '@tanstack/react-query';
import { CALLS, PasswordEvent, type PoolInfo } from '@coffer/contract';
import { call } from '../../../api/client';
import { callWithCredentials } from '../../../api/credentials/device-key';
import type { TFunction } from '../../../i18n/i18n';
import type { useDialogs } from '../../../shell/dialogs/use-dialogs';
import type { useToast } from '../../../shell/format';
import { STORAGE_QUERY_KEY } from '../data/use-storage-info';
import { downloadKeyFile } from '../create/download-key-file';
import { announceUnlocked } from './announce-unlocked';
import { hintVerdict, mountFailureKind, unlockVerdict } from './unlock-verdict';

/** What the flows of a pool's actions use: they run through the shared dialogs, no dialog of their own. */
export interface FlowContext {
  t: TFunction;
  dialogs: ReturnType<typeof useDialogs>;
  toast: ReturnType<typeof useToast>;
  queryClient: QueryClient;
}

const refresh = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: STORAGE_QUERY_KEY });

async function fileAsBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Unlock an encrypted pool (STOR-UNL-01..05): the password dialog with the pool's hint and the key
 * file fallback; a wrong password says how many tries are left, more than five ends in the alert;
 * success says "已解锁" and sends the pool-unlocked task event until it is taken.
 */
export async function unlockPool(pool: PoolInfo, { t, dialogs, toast, queryClient }: FlowContext) {
  const hint = hintVerdict(await call(CALLS.passwordPrompt, { id: pool.id }, { toast: false }));
  let exhausted = false;
  const submit = async (password: string): Promise<string | null> => {
    const result = await callWithCredentials(
      CALLS.unlockPool,
      { pwd: password },
      (sealed) => ({ id: pool.id, ...sealed }),
      { toast: false },
    );
    const verdict = unlockVerdict(result);
    if (verdict.kind === 'wrong') return t('storage.actions.unlock.wrong', { count: verdict.remaining });
    if (verdict.kind === 'failed') return verdict.message;
    // N300148 closes the password dialog: the alert below says what to do.
    if (verdict.kind === 'exhausted') exhausted = true;
    return null;
  };
  const unlocked = await dialogs.encryptedPoolPassword({
    hint:
      hint.kind === 'hint'
        ? hint.text
        : hint.kind === 'noneSet'
          ? t('storage.actions.unlock.noHint')
          : t('storage.actions.unlock.hintFailed'),
    onSubmit: submit,
    keyFileUpload: async (file) => {
      const result = await call(CALLS.keyFileUpload, { file: await fileAsBase64(file) }, { toast: false });
      return result.success ? { pwd: result.data.pwd } : { error: result.message || String(result.code) };
    },
  });
  if (exhausted) {
    await dialogs.alert({
      title: t('storage.actions.unlock.exhaustedTitle'),
      message: t('storage.actions.unlock.exhausted'),
    });
    return;
  }
  if (!unlocked) return;
  toast.success(t('storage.actions.unlock.unlocked'));
  await refresh(queryClient);
  void announceUnlocked(pool.id).then(() => refresh(queryClient));
}

/** STOR-ENC-04: the key file of an unlocked pool, after the StorageKey password check. */
export async function downloadPoolKeyFile(pool: PoolInfo, { t, dialogs, toast }: FlowContext) {
  if (!(await dialogs.adminPasswordConfirm({ eventName: PasswordEvent.storageKey }))) return;
  const result = await downloadKeyFile(pool.id, t('request.network'));
  if (!result.saved) {
    await dialogs.alert({ message: t('storage.actions.keyFile.failed', { message: result.message }) });
    return;
  }
  toast.info(t('storage.actions.keyFile.saved'));
}

async function afterMount(
  result: Awaited<ReturnType<typeof call>>,
  { t, dialogs, toast, queryClient }: FlowContext,
) {
  const kind = mountFailureKind(result);
  if (kind === 'mounted') {
    toast.success(t('storage.actions.mount.mounted'));
    await refresh(queryClient);
  } else if (kind === 'timeout') {
    await dialogs.alert({
      title: t('storage.actions.mount.timeoutTitle'),
      message: t('storage.actions.mount.timeout'),
    });
  } else {
    await dialogs.alert({
      title: t('storage.actions.mount.failedTitle'),
      message: result.message || String(result.code),
    });
    await refresh(queryClient);
  }
}

/** Mount a suspended pool (STOR-UNL-06). */
export async function mountPool(pool: PoolInfo, context: FlowContext) {
  await afterMount(await call(CALLS.mountPool, { id: pool.id }, { toast: false }), context);
}

/**
 * A pool waiting at start with members missing (spec 2 mode F) mounts degraded once the
 * administrator chooses to go on without them (`/zspool/confirm {option: 'mountpool'}`).
 */
export async function continueWithRemaining(pool: PoolInfo, context: FlowContext) {
  const { t, dialogs } = context;
  const confirmed = await dialogs.confirm({
    title: t('storage.actions.mount.continueTitle'),
    message: t('storage.actions.mount.continueMessage', { name: pool.name, count: pool.missingNum }),
    okText: t('storage.actions.mount.continueOk'),
  });
  if (!confirmed) return;
  await afterMount(
    await call(CALLS.confirmPool, { id: pool.id, option: 'mountpool' }, { toast: false }),
    context,
  );
}

/**
 * Delete a pool: the user types its name, ticks that the data will be lost, then proves the
 * administrator password (StorageDelete) before the call.
 */
export async function deletePool(pool: PoolInfo, { t, dialogs, queryClient }: FlowContext) {
  const confirmed = await dialogs.confirm({
    title: t('storage.actions.deleteTitle', { name: pool.name }),
    message: t('storage.actions.deleteMessage'),
    typedKey: pool.name,
    requiredCheckbox: t('storage.actions.deleteUnderstood'),
    okText: t('storage.actions.action.delete'),
    danger: true,
  });
  if (!confirmed) return;
  if (!(await dialogs.adminPasswordConfirm({ eventName: PasswordEvent.storageDelete }))) return;
  const result = await call(CALLS.deletePool, { id: pool.id }, { toast: false });
  if (!result.success) {
    await dialogs.alert({ message: result.message || String(result.code) });
    return;
  }
  await refresh(queryClient);
}

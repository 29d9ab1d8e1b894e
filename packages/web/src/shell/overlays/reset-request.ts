import { PasswordEvent } from '@coffer/contract';
import * as storageCalls from '@coffer/contract/calls/storage';
import { call } from '../../api/client';
import type { TFunction } from '../../i18n/i18n';
import { dialogs } from '../dialogs/dialogs';

/**
 * Reset (`init`, modes C, D and G) of one pool of the disk change: spec 2 §5 asks for the risk
 * checkbox, then the administrator password; the daemon erases the pool's disks and the next poll
 * offers a new pool. Answers the failure's message, '' when a dialog was dismissed, null when done.
 */
export async function requestReset(pool: { id: string; name: string }, t: TFunction): Promise<string | null> {
  const confirmed = await dialogs.confirm({
    title: t('overlays.confirm.reset.title', { name: pool.name }),
    message: t('overlays.confirm.reset.message', { name: pool.name }),
    requiredCheckbox: t('overlays.confirm.reset.risk'),
    okText: t('overlays.confirm.reset.ok'),
    danger: true,
  });
  if (!confirmed) return '';
  const passed = await dialogs.adminPasswordConfirm({ eventName: PasswordEvent.storageDelete });
  if (!passed) return '';
  const result = await call(storageCalls.resetPool, { id: pool.id }, { toast: false });
  return result.success ? null : result.message;
}

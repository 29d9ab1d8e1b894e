import { CALLS, PasswordEvent, type ExternalFilesystem } from '@coffer/contract';
import * as storageCalls from '@coffer/contract/calls/storage';
import { call } from '../../api/client';
import type { TFunction } from '../../i18n/i18n';
import { dialogs } from '../dialogs/dialogs';

export interface ExternalSetup {
  poolId: string;
  /** The change's new disks, by serial: all become external (those with a filesystem mount). */
  newDisks: readonly string[];
  /** The blank ones among them, which are formatted. */
  serials: readonly string[];
  fs: ExternalFilesystem;
  label: string;
}

/**
 * Mode B's "mount as an external disk" for blank disks (spec 2 §4.6): the format erases, so the
 * StorageFormat password is asked first; then `/zspool/confirm {option: extmountdisk}` makes the
 * disks external and `/zspool/external/format` formats each one (found by serial in the external
 * list). Answers the failure's message, '' when the password dialog was dismissed, null when done
 * (the next poll closes the overlay; the format shows as a job).
 */
export async function requestExternalSetup(setup: ExternalSetup, t: TFunction): Promise<string | null> {
  if (!(await dialogs.adminPasswordConfirm({ eventName: PasswordEvent.storageFormat }))) return '';
  const confirmed = await call(
    storageCalls.confirmPool,
    { id: setup.poolId, option: 'extmountdisk', dev: [...setup.newDisks] },
    { toast: false },
  );
  if (!confirmed.success) return confirmed.message || t('overlays.confirm.failed');
  const listed = await call(CALLS.externalList, {}, { toast: false });
  if (!listed.success) return listed.message || t('overlays.confirm.failed');
  for (const sn of setup.serials) {
    const disk = listed.data.disks.find((candidate) => candidate.serial === sn);
    if (!disk) return t('overlays.confirm.external.notListed', { sn });
    const formatted = await call(
      CALLS.externalFormat,
      { dev: disk.dev, fs: setup.fs, label: setup.label },
      { toast: false },
    );
    if (!formatted.success) return formatted.message || t('overlays.confirm.failed');
  }
  return null;
}

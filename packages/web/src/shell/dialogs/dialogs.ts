import { openDialog } from './dialog-store';
import type {
  AdminPasswordOptions,
  AlertOptions,
  ConfirmOptions,
  ConfirmResult,
  EncryptedPoolPasswordOptions,
  KeyFileOptions,
  KeyFileResult,
  SaveChangesChoice,
  SaveChangesOptions,
} from './dialog-types';
import { isReminderMuted, isSubnetTipsMuted } from './do-not-remind';

/**
 * The shared dialogs for code outside React (the same functions `useDialogs()` returns). Every
 * function resolves; dismissing a dialog (cancel, close icon, Esc, outside click where allowed)
 * resolves `false`, confirming resolves a truthy value. Nothing rejects.
 */
export const dialogs = {
  /** DLG-01..04. With `doNotRemindKey` muted earlier, resolves `{marked: false, skipped: true}` at once. */
  async confirm(options: ConfirmOptions): Promise<ConfirmResult | false> {
    if (options.doNotRemindKey && (await isReminderMuted(options.doNotRemindKey)))
      return { marked: options.markDefault ?? false, skipped: true };
    return openDialog('confirm', options);
  },

  /** DLG-05: resolves `true` when closed. */
  alert(options: AlertOptions): Promise<true> {
    return openDialog('alert', options);
  },

  /** DLG-06: resolves `true` once the daemon accepted the password for `eventName`. */
  adminPasswordConfirm(options: AdminPasswordOptions): Promise<boolean> {
    return openDialog('adminPassword', options);
  },

  /** DLG-07: which of restore, cancel or save was chosen (closing counts as cancel). */
  saveChanges(options: SaveChangesOptions = {}): Promise<SaveChangesChoice> {
    return openDialog('saveChanges', options);
  },

  /** DLG-08: resolves `false` without showing while muted (24 h after the box was ticked). */
  async subnetTips(): Promise<{ muted: boolean } | false> {
    if (await isSubnetTipsMuted()) return false;
    return openDialog('subnetTips', {});
  },

  /** DLG-09, DLG-11: resolves `true` once `onSubmit` (or the key-file path) accepted a password. */
  encryptedPoolPassword(options: EncryptedPoolPasswordOptions): Promise<boolean> {
    return openDialog('encryptedPoolPassword', options);
  },

  /** DLG-10, DLG-11: resolves the password read from the key file (and accepted, in unlock mode). */
  keyFile(options: KeyFileOptions): Promise<KeyFileResult | false> {
    return openDialog('keyFile', options);
  },
};

export type Dialogs = typeof dialogs;

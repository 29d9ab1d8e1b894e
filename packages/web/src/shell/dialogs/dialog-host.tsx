import { useEffect, useState, type ComponentType } from 'react';
import { AdminPasswordDialog } from './admin-password-dialog';
import { AlertDialog } from './alert-dialog';
import { useSessionStore } from '../../session/session-store';
import { useScreenLocked } from '../lock/lock-store';
import { ConfirmDialog } from './confirm-dialog';
import { dismissAllDialogs, registerHost, removeDialog, settleDialog, useDialogStore } from './dialog-store';
import type { DialogKind, DialogProps } from './dialog-types';
import { EncryptedPoolPasswordDialog } from './encrypted-pool-password-dialog';
import { KeyFileDialog } from './key-file-dialog';
import { SaveChangesDialog } from './save-changes-dialog';
import { SubnetTipsDialog } from './subnet-tips-dialog';
import './dialogs.css';

const COMPONENTS: { [K in DialogKind]: ComponentType<DialogProps<K>> } = {
  confirm: ConfirmDialog,
  alert: AlertDialog,
  adminPassword: AdminPasswordDialog,
  saveChanges: SaveChangesDialog,
  subnetTips: SubnetTipsDialog,
  encryptedPoolPassword: EncryptedPoolPasswordDialog,
  keyFile: KeyFileDialog,
};

let nextHostId = 1;

/**
 * Renders the dialogs opened through `useDialogs()` or `dialogs`. Mount it once inside the app's
 * providers; a second mounted host stays empty, so mounting it twice is harmless.
 */
export function DialogHost() {
  const [hostId] = useState(() => nextHostId++);
  const stack = useDialogStore((state) => state.stack);
  const primary = useDialogStore((state) => state.hosts[0] === hostId);
  const locked = useScreenLocked();
  useEffect(() => registerHost(hostId), [hostId]);
  const token = useSessionStore((state) => state.session?.token ?? null);
  useEffect(() => {
    if (primary) return () => dismissAllDialogs();
  }, [primary, token]);
  if (!primary) return null;

  const top = stack.findLast((entry) => !entry.closing);
  return (
    <>
      {stack.map((entry) => {
        const Component = COMPONENTS[entry.kind] as ComponentType<DialogProps<DialogKind>>;
        return (
          <Component
            key={entry.id}
            options={entry.options}
            open={!entry.closing}
            isTop={entry === top && !locked}
            trapFocus={!locked}
            settle={(result) => settleDialog(entry.id, result)}
            afterClose={() => removeDialog(entry.id)}
          />
        );
      })}
    </>
  );
}

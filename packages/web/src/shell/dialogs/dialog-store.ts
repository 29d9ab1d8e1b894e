import { create } from 'zustand';
import type { DialogKind, DialogKinds } from './dialog-types';

export interface OpenDialog<K extends DialogKind = DialogKind> {
  id: number;
  kind: K;
  options: DialogKinds[K]['options'];
  /** Settled and animating out; removed when the animation ends. */
  closing: boolean;
  resolve: (result: DialogKinds[K]['result']) => void;
}

interface DialogState {
  stack: OpenDialog[];
  /** Mounted hosts; only the first renders, so mounting the host twice never shows a dialog twice. */
  hosts: number[];
}

export const useDialogStore = create<DialogState>()(() => ({ stack: [], hosts: [] }));

let nextId = 1;

export function openDialog<K extends DialogKind>(
  kind: K,
  options: DialogKinds[K]['options'],
): Promise<DialogKinds[K]['result']> {
  if (useDialogStore.getState().hosts.length === 0)
    console.warn(`Dialog "${kind}" opened with no <DialogHost/> mounted`);
  return new Promise((resolve) => {
    const entry = { id: nextId++, kind, options, closing: false, resolve } as OpenDialog<K>;
    useDialogStore.setState(({ stack }) => ({ stack: [...stack, entry as unknown as OpenDialog] }));
  });
}

export function settleDialog(id: number, result: unknown): void {
  const entry = useDialogStore.getState().stack.find((item) => item.id === id);
  if (!entry || entry.closing) return;
  useDialogStore.setState(({ stack }) => ({
    stack: stack.map((item) => (item.id === id ? { ...item, closing: true } : item)),
  }));
  (entry.resolve as (value: unknown) => void)(result);
}

/** What each dialog settles with when it goes away without an answer. */
const DISMISSED: { [K in DialogKind]: DialogKinds[K]['result'] } = {
  confirm: false,
  alert: true,
  adminPassword: false,
  saveChanges: 'cancel',
  subnetTips: { muted: false },
  encryptedPoolPassword: false,
  keyFile: false,
};

/** The session ended or changed hands: no dialog of the last user stays open. */
export function dismissAllDialogs(): void {
  for (const entry of useDialogStore.getState().stack) settleDialog(entry.id, DISMISSED[entry.kind]);
}

export function removeDialog(id: number): void {
  useDialogStore.setState(({ stack }) => ({ stack: stack.filter((item) => item.id !== id) }));
}

export function registerHost(id: number): () => void {
  useDialogStore.setState(({ hosts }) => ({ hosts: [...hosts, id] }));
  return () => useDialogStore.setState(({ hosts }) => ({ hosts: hosts.filter((item) => item !== id) }));
}

/** Tests start each case with no dialog open. */
export function resetDialogsForTests(): void {
  useDialogStore.setState({ stack: [] });
}

import type { ReactNode } from 'react';

/** A help link inside a confirm message: the message marks its text as `<link1>…</link1>` or `<link2>…</link2>`. */
export interface HelpLink {
  href: string;
}

export interface ConfirmOptions {
  title?: ReactNode;
  /** Text, where `<link1>…</link1>` and `<link2>…</link2>` become `helpLinks` opened in a new tab; or any node. */
  message: ReactNode;
  helpLinks?: readonly [HelpLink] | readonly [HelpLink, HelpLink];
  okText?: string;
  cancelText?: string;
  danger?: boolean;
  /** The user must type exactly this text before confirming. */
  typedKey?: string;
  /** The label of a box that must be ticked before confirming. */
  requiredCheckbox?: ReactNode;
  /** The label of an optional box; its state comes back as `marked`. */
  markCheckbox?: ReactNode;
  markDefault?: boolean;
  /** Offers "do not remind again"; once confirmed with it ticked, later calls skip the dialog (DLG-04). */
  doNotRemindKey?: string;
  /** Only the cancel button closes it: no close icon, no Esc, no outside click (DLG-02). */
  onlyClose?: boolean;
}

export interface ConfirmResult {
  marked: boolean;
  /** The dialog was skipped because the user chose "do not remind again" earlier. */
  skipped: boolean;
}

export interface AlertOptions {
  title?: ReactNode;
  message: ReactNode;
  okText?: string;
}

export interface AdminPasswordOptions {
  /** The CheckUserPasswd event the caller needs (PasswordEvent in the contract). */
  eventName: string;
  title?: ReactNode;
}

export type SaveChangesChoice = 'restore' | 'cancel' | 'save';

export interface SaveChangesOptions {
  title?: ReactNode;
  message?: ReactNode;
}

/** A verdict on a submitted password: null when accepted, else the text of the inline error line. */
export type SubmitVerdict = string | null;

/**
 * Sends the chosen key file to the daemon. The daemon's `data.pwd` is the base64 of the password
 * (DECISIONS "Storage"); a failure gives the text for the error line.
 */
export type KeyFileUpload = (file: File) => Promise<{ pwd: string } | { error: string }>;

export interface EncryptedPoolPasswordOptions {
  title?: ReactNode;
  /** The pool's password hint; a default text when empty. */
  hint?: string | null;
  onSubmit: (password: string) => Promise<SubmitVerdict>;
  /** Shows the 忘记密码 link, which opens the key-file dialog; its password goes to `onSubmit`. */
  keyFileUpload?: KeyFileUpload;
}

export interface KeyFileOptions {
  mode: 'unlock' | 'recover';
  upload: KeyFileUpload;
  title?: ReactNode;
  /** In unlock mode, receives the recovered password; its verdict shows like the password dialog's. */
  onSubmit?: (password: string) => Promise<SubmitVerdict>;
}

export interface KeyFileResult {
  password: string;
}

/** What each dialog receives and what it settles with; `false` always means dismissed. */
export interface DialogKinds {
  confirm: { options: ConfirmOptions; result: ConfirmResult | false };
  alert: { options: AlertOptions; result: true };
  adminPassword: { options: AdminPasswordOptions; result: boolean };
  saveChanges: { options: SaveChangesOptions; result: SaveChangesChoice };
  subnetTips: { options: Record<string, never>; result: { muted: boolean } };
  encryptedPoolPassword: { options: EncryptedPoolPasswordOptions; result: boolean };
  keyFile: { options: KeyFileOptions; result: KeyFileResult | false };
}

export type DialogKind = keyof DialogKinds;

/** What the host hands each dialog component. */
export interface DialogProps<K extends DialogKind> {
  options: DialogKinds[K]['options'];
  open: boolean;
  /** The top open dialog: the one Enter confirms. */
  isTop: boolean;
  /** False while the lock screen is up, so that it can take the keyboard focus. */
  trapFocus: boolean;
  settle: (result: DialogKinds[K]['result']) => void;
  afterClose: () => void;
}

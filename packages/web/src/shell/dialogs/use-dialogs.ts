import { dialogs, type Dialogs } from './dialogs';

/**
 * The shared dialogs (DLG-01..14), promise-based, rendered by the one mounted `<DialogHost/>`.
 *
 * Every function resolves and never rejects: dismissing (cancel, close icon, Esc, outside click
 * where allowed) resolves `false`; confirming resolves a truthy value:
 * - `confirm(options)` → `{marked, skipped}` | `false`
 * - `alert(options)` → `true`
 * - `adminPasswordConfirm({eventName})` → `true` once the password was accepted | `false`
 * - `saveChanges()` → `'restore' | 'cancel' | 'save'`
 * - `subnetTips()` → `{muted}` | `false` (also when muted, without showing)
 * - `encryptedPoolPassword({hint, onSubmit, keyFileUpload})` → `true` | `false`
 * - `keyFile({mode, upload, onSubmit})` → `{password}` | `false`
 *
 * So: `if (!(await confirm({...}))) return;`. The returned object is stable.
 */
export function useDialogs(): Dialogs {
  return dialogs;
}

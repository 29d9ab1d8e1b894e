import { isRecord } from '../../api/is-record';
import { kvEntry } from '../kv/kv-entry';

/** LOCK-01: the stored setting; `miunte` is spelled as the spec spells it. */
export interface WebAutoLock {
  tag: 'on' | 'off';
  miunte: number;
}

export const WEB_AUTO_LOCK = kvEntry<WebAutoLock>('webAutoLock', (raw) => {
  if (!isRecord(raw)) return null;
  const { tag, miunte } = raw;
  if ((tag !== 'on' && tag !== 'off') || typeof miunte !== 'number' || !Number.isFinite(miunte)) return null;
  return { tag, miunte };
});

export const DEFAULT_AUTO_LOCK_MINUTES = 10;
export const MAX_AUTO_LOCK_MINUTES = 24 * 60;

/** LOCK-02/04: the minutes of inactivity that lock, or null when auto-lock does not apply. */
export function autoLockMinutes(setting: WebAutoLock | null, keepLogin: boolean): number | null {
  if (!setting || keepLogin) return null;
  if (setting.tag !== 'on' || setting.miunte <= 0) return null;
  return setting.miunte;
}

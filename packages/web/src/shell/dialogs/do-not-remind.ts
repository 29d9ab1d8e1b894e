import { getSession } from '../../session/session-store';
import { loadKv, saveKv } from '../kv/kv-client';
import { kvEntry, type KvEntry } from '../kv/kv-entry';

/** DLG-04: a confirm dialog the user asked never to see again; kv is per user on the daemon. */
function doNotRemindEntry(key: string): KvEntry<true> {
  return kvEntry(`doNotRemind.${key}`, (raw) => (raw === true ? true : null));
}

/** DLG-08: when the subnet tip was muted; it stays muted for 24 h. */
const SUBNET_TIPS_MUTED_AT = kvEntry<number>('subnetTipsMutedAt', (raw) =>
  typeof raw === 'number' && Number.isFinite(raw) ? raw : null,
);
export const SUBNET_TIPS_MUTE_MS = 24 * 60 * 60 * 1000;

/** Answers already read this page, per user, so a repeated dialog does not ask the daemon again. */
const remembered = new Map<string, boolean>();

function cacheKey(key: string): string | null {
  const session = getSession();
  return session ? `${session.userid}:${key}` : null;
}

/** True when the user chose "do not remind again" for this key; a failed read shows the dialog. */
export async function isReminderMuted(key: string): Promise<boolean> {
  const cached = cacheKey(key);
  if (!cached) return false;
  const known = remembered.get(cached);
  if (known !== undefined) return known;
  const result = await loadKv(doNotRemindEntry(key), { toast: false });
  if (!result.success) return false;
  const muted = result.data === true;
  remembered.set(cached, muted);
  return muted;
}

export async function muteReminder(key: string): Promise<void> {
  const cached = cacheKey(key);
  if (!cached) return;
  remembered.set(cached, true);
  const result = await saveKv(doNotRemindEntry(key), true, { toast: false });
  if (!result.success) console.warn(`Could not store "do not remind" for ${key}: ${result.message}`);
}

export async function isSubnetTipsMuted(now: number = Date.now()): Promise<boolean> {
  if (!getSession()) return false;
  const result = await loadKv(SUBNET_TIPS_MUTED_AT, { toast: false });
  return result.success && result.data !== null && now - result.data < SUBNET_TIPS_MUTE_MS;
}

export async function muteSubnetTips(now: number = Date.now()): Promise<void> {
  const result = await saveKv(SUBNET_TIPS_MUTED_AT, now, { toast: false });
  if (!result.success) console.warn(`Could not mute the subnet tip: ${result.message}`);
}

/** Tests start each case with nothing remembered. */
export function forgetRemindersForTests(): void {
  remembered.clear();
}

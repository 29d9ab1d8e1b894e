import { Code, PasswordEvent } from '@coffer/contract';
import { call } from '../../api/client';
import { authCallsLater } from '../../api/later-calls';
import { getSession } from '../../session/session-store';
import { checkOwnPassword } from '../dialogs/check-own-password';
import { useLockStore, type LockReason } from './lock-store';

/**
 * Locks the screen at once (the user menu's "lock", ctrl/meta+L, the auto-lock timer), then tells
 * the daemon, which refuses every other call of this session until it is unlocked.
 */
export async function lockNow(reason: LockReason = 'manual', idleMinutes?: number): Promise<void> {
  const session = getSession();
  if (!session) return;
  useLockStore.getState().lock(session.token, reason, idleMinutes);
  const { lockScreen } = await authCallsLater();
  await call(lockScreen, {}, { toast: false });
}

/** The daemon says this session is locked (a C101011 answer, or a token check after a reload). */
export function showLockedByDaemon(): void {
  const session = getSession();
  if (session) useLockStore.getState().lock(session.token, 'daemon');
}

/** The token check tells whether the daemon holds this session locked; another tab may have unlocked it. */
export function followDaemonLock(locked: boolean): void {
  if (locked) showLockedByDaemon();
  else useLockStore.getState().unlock();
}

export type UnlockOutcome =
  { kind: 'unlocked' } | { kind: 'empty' } | { kind: 'wrong' } | { kind: 'failed'; message: string };

/** LOCK-07/08: the user's own password, trimmed, checked with the ScreenLock event. */
export async function unlockWithPassword(password: string): Promise<UnlockOutcome> {
  const trimmed = password.trim();
  if (!trimmed) return { kind: 'empty' };
  const result = await checkOwnPassword(PasswordEvent.screenLock, trimmed);
  if (result.success) {
    useLockStore.getState().unlock();
    return { kind: 'unlocked' };
  }
  if (String(result.code) === Code.wrongPassword) return { kind: 'wrong' };
  return { kind: 'failed', message: result.message };
}

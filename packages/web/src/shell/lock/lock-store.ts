import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useSessionStore } from '../../session/session-store';

/** Why the screen is locked: the user asked, the inactivity timer, or the daemon said so (C101011, authToken). */
export type LockReason = 'manual' | 'inactivity' | 'daemon';

interface LockState {
  /** The session token that is locked; a lock never carries over to another sign-in. */
  lockedToken: string | null;
  reason: LockReason | null;
  /** The auto-lock minutes, for the "{time} without activity" label. */
  idleMinutes: number | null;
  lock: (token: string, reason: LockReason, idleMinutes?: number) => void;
  unlock: () => void;
}

export const LOCK_STORAGE_KEY = 'coffer.lock';

/** Kept in localStorage so a reload shows the lock screen at once, before the token check answers. */
export const useLockStore = create<LockState>()(
  persist(
    (set) => ({
      lockedToken: null,
      reason: null,
      idleMinutes: null,
      lock: (token, reason, idleMinutes) =>
        set((state) =>
          // A later reason never replaces the first one: the label keeps saying why it locked.
          state.lockedToken === token ? {} : { lockedToken: token, reason, idleMinutes: idleMinutes ?? null },
        ),
      unlock: () => set({ lockedToken: null, reason: null, idleMinutes: null }),
    }),
    { name: LOCK_STORAGE_KEY, storage: createJSONStorage(() => localStorage) },
  ),
);

export function isScreenLocked(): boolean {
  const token = useSessionStore.getState().session?.token;
  return token !== undefined && useLockStore.getState().lockedToken === token;
}

/** True while the signed-in session is locked. */
export function useScreenLocked(): boolean {
  const token = useSessionStore((state) => state.session?.token);
  const lockedToken = useLockStore((state) => state.lockedToken);
  return token !== undefined && lockedToken === token;
}

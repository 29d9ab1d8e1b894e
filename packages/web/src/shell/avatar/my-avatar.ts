import { useEffect } from 'react';
import { create } from 'zustand';
import { avatarMine } from '@coffer/contract/calls/avatars';
import { call } from '../../api/client';
import { useSessionStore } from '../../session/session-store';

const QUIET = { toast: false } as const;

/**
 * The signed-in account's avatar version, shared by the taskbar and My Account. A store, not a
 * query: the taskbar is drawn before the query layer loads. Read once per account signed in.
 */
const useMine = create<{ uid: number; version: number; loading: boolean }>(() => ({
  uid: 0,
  version: 0,
  loading: false,
}));

async function loadMine(uid: number): Promise<void> {
  useMine.setState({ uid, version: 0, loading: true });
  const answer = await call(avatarMine, {}, QUIET);
  if (useMine.getState().uid !== uid) return;
  useMine.setState({ version: answer.success ? answer.data.avatar : 0, loading: false });
}

export function useMyAvatar(): { version: number } {
  const uid = useSessionStore((state) => state.session?.userid ?? 0);
  const mine = useMine();
  useEffect(() => {
    if (uid !== 0 && useMine.getState().uid !== uid) void loadMine(uid);
  }, [uid]);
  return { version: mine.uid === uid ? mine.version : 0 };
}

/** A change to an account's avatar: shown at once when it is the signed-in account's own. */
export function avatarChanged(uid: number, version: number): void {
  if (useMine.getState().uid === uid) useMine.setState({ version, loading: false });
}

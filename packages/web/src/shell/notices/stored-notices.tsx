import { useEffect } from 'react';
import type { MainRole } from '@coffer/contract';
import type { Access } from '@coffer/contract/calls/define';
import * as diskCalls from '@coffer/contract/calls/disks';
import { call } from '../../api/client';
import { mainRoleOf, useSessionStore } from '../../session/session-store';
import { onPushRegistered } from '../push/push-bus';
import { useNoticeStore } from './notice-store';
import { noticeFromMessage } from './stored-to-notice';
import type { NoticeInput } from './notice-types';

/** Whether the contract lets `role` make `def` (the daemon refuses the rest). */
function allowed(def: { access: Access }, role: MainRole | null): boolean {
  return role !== null && !def.access.public && def.access.roles.includes(role);
}

function currentRole(): MainRole | null {
  const session = useSessionStore.getState().session;
  return session ? mainRoleOf(session) : null;
}

/** Loads the stored storage messages into the centre, for the roles that may read them. */
export async function loadStoredNotices(): Promise<void> {
  if (!allowed(diskCalls.listMessages, currentRole())) return;
  const result = await call(diskCalls.listMessages, {}, { toast: false });
  if (!result.success) return;
  const notices = result.data.messages
    .map(noticeFromMessage)
    .filter((notice): notice is NoticeInput => notice !== null);
  useNoticeStore.getState().addStored(notices);
}

/**
 * Removes notices from the centre; a notice showing a stored message deletes that message too when
 * the role may (`/zspool/message/delete`), so it does not come back at the next sign-in.
 */
export async function dismissNotices(keys: readonly string[]): Promise<void> {
  const store = useNoticeStore.getState();
  const mayDelete = allowed(diskCalls.deleteMessage, currentRole());
  const ids = store.notices.flatMap((notice) =>
    keys.includes(notice.key) && notice.messageId !== undefined ? [notice.messageId] : [],
  );
  for (const key of keys) store.dismiss(key);
  if (!mayDelete) return;
  await Promise.all(ids.map((id) => call(diskCalls.deleteMessage, { id }, { toast: false })));
}

/**
 * Fills the centre with what was stored while nobody was looking: at sign-in and after every
 * reconnection of the push channel (issue 12, finding 10).
 */
export function StoredNotices() {
  const token = useSessionStore((state) => state.session?.token ?? null);
  useEffect(() => {
    if (!token) return;
    void loadStoredNotices();
    return onPushRegistered(() => void loadStoredNotices());
  }, [token]);
  return null;
}

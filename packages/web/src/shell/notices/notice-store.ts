import { create } from 'zustand';
import { useSessionStore } from '../../session/session-store';
import {
  markAllRead as markAllNoticesRead,
  markRead as markNoticeRead,
  mergeNotice,
  mergeStoredNotices,
  unreadCount,
} from './notice-list';
import type { Notice, NoticeInput } from './notice-types';

interface NoticeState {
  /** Newest first. */
  notices: Notice[];
  add: (notice: NoticeInput) => void;
  /** Stored storage messages (stored-to-notice.ts), merged without showing an event twice. */
  addStored: (notices: readonly NoticeInput[]) => void;
  markRead: (key: string) => void;
  markAllRead: () => void;
  dismiss: (key: string) => void;
  clear: () => void;
}

/**
 * The notification centre's notices (GEN-11). Push notices are kept for the open page only; stored
 * storage messages come back at each sign-in until dismissed (stored-notices.ts).
 */
export const useNoticeStore = create<NoticeState>()((set) => ({
  notices: [],
  add: (notice) => set(({ notices }) => ({ notices: mergeNotice(notices, notice) })),
  addStored: (stored) => set(({ notices }) => ({ notices: mergeStoredNotices(notices, stored) })),
  markRead: (key) => set(({ notices }) => ({ notices: markNoticeRead(notices, key) })),
  markAllRead: () => set(({ notices }) => ({ notices: markAllNoticesRead(notices) })),
  dismiss: (key) => set(({ notices }) => ({ notices: notices.filter((notice) => notice.key !== key) })),
  clear: () => set({ notices: [] }),
}));

export function selectUnreadCount(state: { notices: readonly Notice[] }): number {
  return unreadCount(state.notices);
}

export function addNotice(notice: NoticeInput): void {
  useNoticeStore.getState().add(notice);
}

// One account's notices are not for whoever signs in next on this page.
useSessionStore.subscribe((state, previous) => {
  if (previous.session && !state.session) useNoticeStore.getState().clear();
});

import { create } from 'zustand';
import { useSessionStore } from '../../session/session-store';
import {
  markAllRead as markAllNoticesRead,
  markRead as markNoticeRead,
  mergeNotice,
  unreadCount,
} from './notice-list';
import type { Notice, NoticeInput } from './notice-types';

interface NoticeState {
  /** Newest first. */
  notices: Notice[];
  add: (notice: NoticeInput) => void;
  markRead: (key: string) => void;
  markAllRead: () => void;
  dismiss: (key: string) => void;
  clear: () => void;
}

/** The notification centre's notices (GEN-11). Kept for the open page only. */
export const useNoticeStore = create<NoticeState>()((set) => ({
  notices: [],
  add: (notice) => set(({ notices }) => ({ notices: mergeNotice(notices, notice) })),
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

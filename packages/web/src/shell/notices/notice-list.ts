import type { Notice, NoticeInput } from './notice-types';

/** The centre keeps the newest 100; older ones are no longer news. */
export const NOTICE_LIMIT = 100;

/**
 * GEN-11: a notice merges by key. A newer notice with a known key replaces the old one, unread,
 * at the top; the list stays newest first.
 */
export function mergeNotice(list: readonly Notice[], input: NoticeInput, limit = NOTICE_LIMIT): Notice[] {
  const rest = list.filter((notice) => notice.key !== input.key);
  return [{ ...input, read: false }, ...rest].slice(0, limit);
}

export function unreadCount(list: readonly Notice[]): number {
  return list.reduce((count, notice) => count + (notice.read ? 0 : 1), 0);
}

export function markRead(list: readonly Notice[], key: string): Notice[] {
  return list.map((notice) => (notice.key === key && !notice.read ? { ...notice, read: true } : notice));
}

export function markAllRead(list: readonly Notice[]): Notice[] {
  return list.map((notice) => (notice.read ? notice : { ...notice, read: true }));
}

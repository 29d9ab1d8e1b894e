import type { Notice, NoticeInput } from './notice-types';

/** The centre keeps the newest 100; older ones are no longer news. */
export const NOTICE_LIMIT = 100;

/**
 * GEN-11: a notice merges by key. A newer notice with a known key replaces the old one, unread,
 * at the top; the list stays newest first.
 */
export function mergeNotice(list: readonly Notice[], input: NoticeInput, limit = NOTICE_LIMIT): Notice[] {
  const old = list.find((notice) => notice.key === input.key);
  const rest = list.filter((notice) => notice !== old);
  // A push event for a stored message's event still points at that message.
  const messageId = input.messageId ?? old?.messageId;
  return [{ ...input, read: false, ...(messageId === undefined ? {} : { messageId }) }, ...rest].slice(
    0,
    limit,
  );
}

/**
 * Stored messages loaded at sign-in or after a reconnection (oldest first). A notice already shown
 * for the same event keeps its place and read state and learns the stored message's id; only news
 * is added, unread.
 */
export function mergeStoredNotices(
  list: readonly Notice[],
  inputs: readonly NoticeInput[],
  limit = NOTICE_LIMIT,
): Notice[] {
  let merged = [...list];
  for (const input of inputs) {
    const known = merged.find((notice) => notice.key === input.key);
    if (known && (known.messageId === input.messageId || known.time >= input.time)) {
      merged = merged.map((notice) =>
        notice === known ? { ...notice, messageId: input.messageId } : notice,
      );
    } else {
      merged = mergeNotice(merged, input, limit);
    }
  }
  return merged.sort((a, b) => b.time - a.time).slice(0, limit);
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

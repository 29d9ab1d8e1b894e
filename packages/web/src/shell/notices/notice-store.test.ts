import { describe, expect, it } from 'vitest';
import { Role } from '@coffer/contract';
import { useSessionStore } from '../../session/session-store';
import { signInAs } from '../../test/sign-in-as';
import { addNotice, selectUnreadCount, useNoticeStore } from './notice-store';

describe('notice store', () => {
  it('merges by key, counts unread and forgets everything on sign-out', () => {
    signInAs(Role.master);
    const body = { kind: 'storageDone', task: 'scrub', state: 'done' } as const;
    addNotice({ key: 'storage-1', level: 'success', time: 1, body });
    addNotice({ key: 'storage-2', level: 'success', time: 2, body });
    addNotice({ key: 'storage-1', level: 'success', time: 3, body });
    expect(useNoticeStore.getState().notices.map((n) => n.key)).toEqual(['storage-1', 'storage-2']);
    expect(selectUnreadCount(useNoticeStore.getState())).toBe(2);
    useNoticeStore.getState().markRead('storage-2');
    expect(selectUnreadCount(useNoticeStore.getState())).toBe(1);
    useNoticeStore.getState().dismiss('storage-2');
    expect(useNoticeStore.getState().notices).toHaveLength(1);

    useSessionStore.getState().clear('user');
    expect(useNoticeStore.getState().notices).toEqual([]);
  });
});

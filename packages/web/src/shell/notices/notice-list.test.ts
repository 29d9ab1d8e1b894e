import { describe, expect, it } from 'vitest';
import { markAllRead, markRead, mergeNotice, unreadCount } from './notice-list';
import type { Notice, NoticeInput } from './notice-types';

function input(key: string, time: number, sn = key): NoticeInput {
  return {
    key,
    level: 'info',
    time,
    body: { kind: 'diskAdded', devType: 'sata', pos: '1', size: '1024', sn },
  };
}

function build(...inputs: NoticeInput[]): Notice[] {
  return inputs.reduce<Notice[]>((list, next) => mergeNotice(list, next), []);
}

describe('mergeNotice', () => {
  it('puts a new notice on top, unread', () => {
    const list = build(input('a', 1), input('b', 2));
    expect(list.map((n) => n.key)).toEqual(['b', 'a']);
    expect(list.every((n) => !n.read)).toBe(true);
  });

  it('replaces a notice with the same key and moves it to the top', () => {
    const list = build(input('a', 1, 'old'), input('b', 2), input('a', 3, 'new'));
    expect(list.map((n) => n.key)).toEqual(['a', 'b']);
    expect(list[0]).toMatchObject({ time: 3, body: { sn: 'new' } });
  });

  it('makes a replaced notice unread again', () => {
    const read = markAllRead(build(input('a', 1)));
    const list = mergeNotice(read, input('a', 2));
    expect(list[0]!.read).toBe(false);
  });

  it('keeps only the newest up to the limit', () => {
    let list: Notice[] = [];
    for (let i = 0; i < 5; i += 1) list = mergeNotice(list, input(`k${i}`, i), 3);
    expect(list.map((n) => n.key)).toEqual(['k4', 'k3', 'k2']);
  });
});

describe('read state', () => {
  it('counts unread notices and marks one or all read', () => {
    const list = build(input('a', 1), input('b', 2), input('c', 3));
    expect(unreadCount(list)).toBe(3);
    const one = markRead(list, 'b');
    expect(unreadCount(one)).toBe(2);
    expect(one.find((n) => n.key === 'b')!.read).toBe(true);
    expect(unreadCount(markAllRead(one))).toBe(0);
  });
});

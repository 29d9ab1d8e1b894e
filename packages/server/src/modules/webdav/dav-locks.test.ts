import { describe, expect, it } from 'vitest';
import {
  DavLocks,
  LOCK_TIMEOUT_DEFAULT_S,
  LOCK_TIMEOUT_MAX_S,
  timeoutOf,
  type LockDepth,
  type LockScope,
} from './dav-locks.js';

function locksWith(now: { ms: number }) {
  const locks = new DavLocks(() => now.ms);
  const take = (path: string, scope: LockScope, depth: LockDepth = 'infinity', timeoutSeconds = 60) =>
    locks.create({ path, href: path, depth, scope, owner: '', userId: 1, timeoutSeconds })!;
  return { locks, take };
}

describe('DavLocks', () => {
  it.each([
    // held lock, new lock, conflicts
    ['/a exclusive infinity', '/a/b shared', true],
    ['/a shared infinity', '/a/b shared', false],
    ['/a shared infinity', '/a/b exclusive', true],
    ['/a exclusive 0', '/a/b exclusive', false],
    ['/a/b exclusive 0', '/a exclusive infinity', true],
    ['/a/b exclusive 0', '/a exclusive 0', false],
    ['/ab exclusive infinity', '/a exclusive infinity', false],
  ])('held %s, asked %s: conflict %s', (held, asked, conflict) => {
    const { locks, take } = locksWith({ ms: 0 });
    const [path, scope, depth] = held.split(' ') as [string, LockScope, string];
    take(path, scope, depth === '0' ? '0' : 'infinity');
    const [askedPath, askedScope, askedDepth] = asked.split(' ') as [string, LockScope, string | undefined];
    expect(locks.conflicts(askedPath, askedDepth === '0' ? '0' : 'infinity', askedScope)).toBe(conflict);
  });

  it('forgets a lock once its timeout has passed, and a refresh starts it again', () => {
    const now = { ms: 0 };
    const { locks, take } = locksWith(now);
    const lock = take('/a', 'exclusive', 'infinity', 10);
    now.ms = 9_000;
    expect(locks.covering('/a/x')).toHaveLength(1);
    locks.refresh(lock, 10);
    now.ms = 18_000;
    expect(locks.secondsLeft(lock)).toBe(1);
    now.ms = 19_000;
    expect(locks.covering('/a/x')).toEqual([]);
    expect(locks.byToken(lock.token)).toBeUndefined();
  });

  it('drops the locks of a tree that was removed', () => {
    const { locks, take } = locksWith({ ms: 0 });
    take('/a/b', 'shared', '0');
    take('/a/c', 'shared', '0');
    take('/z', 'shared', '0');
    locks.removeWithin('/a');
    expect(locks.size).toBe(1);
  });
});

it.each([
  [undefined, LOCK_TIMEOUT_DEFAULT_S],
  ['Second-600', 600],
  ['Infinite, Second-60', LOCK_TIMEOUT_DEFAULT_S],
  ['Second-99999999', LOCK_TIMEOUT_MAX_S],
  ['Minute-5, Second-30', 30],
  ['nonsense', LOCK_TIMEOUT_DEFAULT_S],
])('Timeout %j grants %i s', (header, seconds) => {
  expect(timeoutOf(header)).toBe(seconds);
});

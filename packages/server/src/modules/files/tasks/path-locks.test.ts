import { Code } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { PathLocks } from './path-locks.js';

describe('PathLocks', () => {
  it('meets a lock on the same path, an ancestor or a descendant, not on a sibling', () => {
    const locks = new PathLocks();
    const release = locks.tryAcquire(['/pool/homes/1/a', '/pool/homes/1/b/x'])!;
    expect(locks.tryAcquire(['/pool/homes/1/a'])).toBeUndefined();
    expect(locks.tryAcquire(['/pool/homes/1'])).toBeUndefined();
    expect(locks.tryAcquire(['/pool/homes/1/a/deep'])).toBeUndefined();
    expect(locks.tryAcquire(['/pool/homes/1/ab', '/pool/homes/1/a'])).toBeUndefined();
    const sibling = locks.tryAcquire(['/pool/homes/1/ab', '/pool/homes/1/b/y']);
    expect(sibling).toBeDefined();
    release();
    expect(locks.tryAcquire(['/pool/homes/1'])).toBeUndefined();
    sibling!();
    expect(locks.tryAcquire(['/pool/homes/1'])).toBeDefined();
  });

  it('takes a set all at once or not at all', () => {
    const locks = new PathLocks();
    locks.tryAcquire(['/b']);
    expect(locks.tryAcquire(['/a', '/b'])).toBeUndefined();
    expect(locks.tryAcquire(['/a'])).toBeDefined();
  });

  it('wakes a waiter when the paths are released, and answers C116031 after the wait', async () => {
    const locks = new PathLocks();
    const release = locks.tryAcquire(['/x'])!;
    const waiting = locks.acquire(['/x'], 2000);
    setTimeout(release, 50);
    const second = await waiting;
    await expect(locks.acquire(['/x'], 100)).rejects.toMatchObject({ code: Code.fileBusy });
    second();
  });

  it('stops waiting when the check throws (a task cancelled meanwhile)', async () => {
    const locks = new PathLocks();
    locks.tryAcquire(['/x']);
    let cancelled = false;
    const waiting = locks.acquire(['/x'], 10_000, () => {
      if (cancelled) throw new Error('cancelled');
    });
    cancelled = true;
    locks.tryAcquire(['/y'])!();
    await expect(waiting).rejects.toThrow('cancelled');
  });
});

import { describe, expect, it } from 'vitest';
import { LoginLockout } from './login-lockout.js';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('LoginLockout', () => {
  it('locks a pair on the fifth failure for fifteen minutes, then frees it', () => {
    const time = clock();
    const lockout = new LoginLockout(time.now);
    const key = LoginLockout.keyOf('Owner', '10.0.0.5');
    expect([1, 2, 3, 4].map(() => lockout.recordFailure(key))).toEqual([0, 0, 0, 0]);
    expect(lockout.recordFailure(key)).toBe(15 * 60_000);
    time.advance(15 * 60_000 - 1);
    expect(lockout.lockedFor(key)).toBe(1);
    time.advance(1);
    expect(lockout.lockedFor(key)).toBe(0);
    expect(lockout.recordFailure(key)).toBe(0);
  });

  it('keys by account regardless of case, and by address', () => {
    expect(LoginLockout.keyOf('OWNER', '1.2.3.4')).toBe(LoginLockout.keyOf('owner', '1.2.3.4'));
    expect(LoginLockout.keyOf('owner', '1.2.3.4')).not.toBe(LoginLockout.keyOf('owner', '1.2.3.5'));
  });

  it('forgets the failures after a success', () => {
    const lockout = new LoginLockout(clock().now);
    const key = 'owner|ip';
    for (let i = 0; i < 4; i += 1) lockout.recordFailure(key);
    lockout.clear(key);
    expect(lockout.recordFailure(key)).toBe(0);
  });

  it('keeps its memory bounded under a flood of made-up accounts', () => {
    const lockout = new LoginLockout(clock().now);
    for (let i = 0; i < 12_000; i += 1) lockout.recordFailure(`user${i}|ip`);
    expect((lockout as unknown as { entries: Map<string, unknown> }).entries.size).toBeLessThanOrEqual(
      10_000,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { LoginLockout } from './login-lockout.js';

const MINUTE = 60_000;

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function failTimes(lockout: LoginLockout, times: number, username: string, ip: string): number[] {
  return Array.from({ length: times }, () => lockout.recordFailure(username, ip));
}

describe('LoginLockout', () => {
  it('locks a pair on the fifth failure for fifteen minutes, then frees it', () => {
    const time = clock();
    const lockout = new LoginLockout(time.now);
    expect(failTimes(lockout, 4, 'Owner', '10.0.0.5')).toEqual([0, 0, 0, 0]);
    expect(lockout.recordFailure('Owner', '10.0.0.5')).toBe(15 * MINUTE);
    time.advance(15 * MINUTE - 1);
    expect(lockout.lockedFor('owner', '10.0.0.5')).toBe(1);
    time.advance(1);
    expect(lockout.lockedFor('owner', '10.0.0.5')).toBe(0);
    expect(lockout.recordFailure('owner', '10.0.0.5')).toBe(0);
  });

  it('keys by account regardless of case, and by address', () => {
    const lockout = new LoginLockout(clock().now);
    failTimes(lockout, 5, 'OWNER', '1.2.3.4');
    expect(lockout.lockedFor('owner', '1.2.3.4')).toBeGreaterThan(0);
    expect(lockout.lockedFor('owner', '1.2.3.5')).toBe(0);
    expect(lockout.lockedFor('alice', '1.2.3.4')).toBe(0);
  });

  it('forgets the failures after a success', () => {
    const lockout = new LoginLockout(clock().now);
    failTimes(lockout, 4, 'owner', 'ip');
    lockout.clear('owner', 'ip');
    expect(lockout.recordFailure('owner', 'ip')).toBe(0);
  });

  it('forgets failures older than the window', () => {
    const time = clock();
    const lockout = new LoginLockout(time.now);
    failTimes(lockout, 4, 'owner', 'ip');
    time.advance(15 * MINUTE);
    expect(failTimes(lockout, 4, 'owner', 'ip')).toEqual([0, 0, 0, 0]);
  });

  it('locks an address that tries twenty different names, for every name, real or not', () => {
    const lockout = new LoginLockout(clock().now);
    for (let i = 0; i < 19; i += 1) expect(lockout.recordFailure(`made-up-${i}`, '10.0.0.9')).toBe(0);
    expect(lockout.recordFailure('made-up-19', '10.0.0.9')).toBe(15 * MINUTE);
    expect(lockout.lockedFor('owner', '10.0.0.9')).toBe(15 * MINUTE);
    expect(lockout.lockedFor('owner', '10.0.0.10')).toBe(0);
  });

  it('keeps an account and an address locked through a flood of 10 001 made-up names', () => {
    const time = clock();
    const lockout = new LoginLockout(time.now);
    failTimes(lockout, 5, 'owner', '10.0.0.5');
    for (let i = 0; i < 20; i += 1) lockout.recordFailure(`probe-${i}`, '10.0.0.6');
    // The flood comes from as many addresses as names: the worst case for the memory.
    for (let i = 0; i < 10_001; i += 1) {
      time.advance(10);
      lockout.recordFailure(`made-up-${i}`, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
    }
    time.advance(MINUTE);
    expect(lockout.lockedFor('owner', '10.0.0.5')).toBeGreaterThan(10 * MINUTE);
    expect(lockout.lockedFor('owner', '10.0.0.6')).toBeGreaterThan(10 * MINUTE);
  });

  it('keeps its memory bounded: one address cannot add more than twenty names', () => {
    const lockout = new LoginLockout(clock().now);
    for (let i = 0; i < 12_000; i += 1) {
      if (lockout.lockedFor(`user${i}`, 'ip') === 0) lockout.recordFailure(`user${i}`, 'ip');
    }
    expect(lockout.size).toBeLessThanOrEqual(21);
  });

  it('drops entries whose window has passed once there are many', () => {
    const time = clock();
    const lockout = new LoginLockout(time.now);
    for (let i = 0; i < 6_000; i += 1) lockout.recordFailure(`user${i}`, `ip${i}`);
    time.advance(15 * MINUTE);
    for (let i = 0; i < 6_000; i += 1) lockout.recordFailure(`later${i}`, `other${i}`);
    // Without the sweep the first 6 000 pairs and addresses would still be held (24 000 entries).
    expect(lockout.size).toBe(12_000);
  });
});

import { Code } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OWNER,
  registerOwner,
  sendCredentials,
  startTestDevice,
  type TestDevice,
} from '../support/test-device.js';

/**
 * Fault tour: a flood of sign-ins with made-up names does not lift a lock (issue 12, finding 5).
 * The account is locked over HTTP; the flood goes through the daemon's own lockout, which every
 * sign-in uses, from a new address per name (the worst case for its memory), as 10 001 real
 * password hashes would take minutes.
 */
let test: TestDevice;
beforeAll(async () => {
  test = await startTestDevice();
  await registerOwner(test);
});
afterAll(async () => {
  await test.close();
});

describe('10 001 made-up sign-ins', () => {
  it('leave an account and an address locked before them still locked', async () => {
    const wrong = { username: OWNER.username, password: 'Wrong-2026x' };
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await sendCredentials(test, '/auth/login', wrong)).code);
    expect(answers).toEqual([...Array<string>(4).fill(Code.wrongCredentials), Code.loginLocked]);

    const lockout = test.device.auth.lockout;
    for (let i = 0; i < 20; i += 1) lockout.recordFailure(`probe-${i}`, '192.0.2.77');
    expect(lockout.lockedFor(OWNER.username, '192.0.2.77')).toBeGreaterThan(0);

    for (let i = 0; i < 10_001; i += 1) {
      lockout.recordFailure(`made-up-${i}`, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
    }

    // The right password still meets the lock, inside the 15 minutes.
    expect((await sendCredentials(test, '/auth/login', OWNER)).code).toBe(Code.loginLocked);
    expect(lockout.lockedFor(OWNER.username, '192.0.2.77')).toBeGreaterThan(14 * 60_000);
  });
});

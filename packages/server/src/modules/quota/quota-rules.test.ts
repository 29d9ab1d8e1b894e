import { Code, QUOTA_MAX_BYTES, QUOTA_MIN_BYTES, Role } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { fitsUnder, limitInRange, quotaRefusal } from './quota-rules.js';

const master = { id: 1, mainRole: Role.master };
const devOps = { id: 2, mainRole: Role.devOps };
const otherDevOps = { id: 3, mainRole: Role.devOps };
const user = { id: 4, mainRole: Role.user };

describe('quotaRefusal', () => {
  it.each([
    ['the master sets anyone’s limit, their own too', master, master, null],
    ['the master limits an operations administrator', master, devOps, null],
    ['an operations administrator limits an ordinary user', devOps, user, null],
    [
      'an operations administrator may not limit another administrator',
      devOps,
      otherDevOps,
      Code.accountNotManageable,
    ],
    ['an operations administrator may not change their own limit', devOps, devOps, Code.accountNotManageable],
    ['an operations administrator may not limit the master', devOps, master, Code.accountNotManageable],
    ['an ordinary user limits nobody', user, user, Code.accountNotManageable],
  ])('%s', (_name, actor, target, expected) => {
    expect(quotaRefusal(actor, target)).toBe(expected);
  });
});

describe('limitInRange', () => {
  it.each([
    [null, true],
    [QUOTA_MIN_BYTES, true],
    [QUOTA_MIN_BYTES - 1, false],
    [0, false],
    [QUOTA_MAX_BYTES, true],
    [QUOTA_MAX_BYTES + 1, false],
  ])('%s bytes → %s', (limit, expected) => {
    expect(limitInRange(limit)).toBe(expected);
  });
});

describe('fitsUnder', () => {
  it.each([
    ['no limit', null, 10, 10 ** 12, true],
    ['never limited', undefined, 10, 10 ** 12, true],
    ['exactly the rest', 100, 60, 40, true],
    ['one byte past', 100, 60, 41, false],
    ['already past the limit', 100, 120, 0, false],
  ])('%s', (_name, limit, used, bytes, expected) => {
    expect(fitsUnder(limit, used, bytes)).toBe(expected);
  });
});

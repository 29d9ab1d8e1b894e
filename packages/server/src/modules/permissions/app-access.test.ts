import type { AppGrant } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { appAccess, type AppAnswer } from './app-access.js';

const cases: [string, AppGrant | undefined, AppGrant[], AppAnswer][] = [
  ['nobody has a grant: the default allows', undefined, [], { permission: 1, source: 'default' }],
  ['the user is allowed', 1, [], { permission: 1, source: 'user' }],
  ['the user is denied', 0, [], { permission: 0, source: 'user' }],
  ['one group allows', undefined, [1], { permission: 1, source: 'group' }],
  ['one group denies', undefined, [0], { permission: 0, source: 'group' }],
  ['every group denies', undefined, [0, 0, 0], { permission: 0, source: 'group' }],
  ['groups conflict: an allow wins', undefined, [0, 1, 0], { permission: 1, source: 'group' }],
  ['the user denied, a group allows: the user wins', 0, [1], { permission: 0, source: 'user' }],
  ['the user denied, every group allows', 0, [1, 1], { permission: 0, source: 'user' }],
  ['the user allowed, a group denies: the allow wins', 1, [0], { permission: 1, source: 'user' }],
  ['the user allowed, groups conflict', 1, [0, 1], { permission: 1, source: 'user' }],
];

describe('an ordinary user’s answer on an app service', () => {
  it.each(cases)('%s', (_label, user, groups, expected) => {
    expect(appAccess(user, groups)).toEqual(expected);
  });
});

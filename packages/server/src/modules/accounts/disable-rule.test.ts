import { Code, Role } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { disableRefusal, type AccountRef } from './disable-rule.js';

const owner: AccountRef = { id: 1, mainRole: Role.master };
const ops: AccountRef = { id: 2, mainRole: Role.devOps };
const otherOps: AccountRef = { id: 3, mainRole: Role.devOps };
const alice: AccountRef = { id: 4, mainRole: Role.user };

describe('who may disable an account', () => {
  it.each([
    ['the console, an operations administrator', undefined, ops, null],
    ['the console, the owner', undefined, owner, Code.masterCannotBeDisabled],
    ['the owner, an operations administrator', owner, ops, null],
    ['the owner, an ordinary user', owner, alice, null],
    ['the owner, the owner', owner, owner, Code.masterCannotBeDisabled],
    ['an operations administrator, an ordinary user', ops, alice, null],
    ['an operations administrator, their own account', ops, ops, null],
    ['an operations administrator, another one', ops, otherOps, Code.adminCannotDisableAdmin],
    ['an operations administrator, the owner', ops, owner, Code.masterCannotBeDisabled],
  ] as const)('%s → %s', (_, actor, target, refusal) => {
    expect(disableRefusal(actor, target)).toBe(refusal);
  });
});

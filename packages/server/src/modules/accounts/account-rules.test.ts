import { Code, Role } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { createRefusal, deleteRefusal, editRefusal, passwordRefusal } from './account-rules.js';
import type { AccountRef } from './disable-rule.js';

const owner: AccountRef = { id: 1, mainRole: Role.master };
const secondOwner: AccountRef = { id: 5, mainRole: Role.master };
const ops: AccountRef = { id: 2, mainRole: Role.devOps };
const otherOps: AccountRef = { id: 3, mainRole: Role.devOps };
const alice: AccountRef = { id: 4, mainRole: Role.user };

describe('who may create which role', () => {
  it.each([
    [owner, Role.master, null],
    [owner, Role.devOps, null],
    [ops, Role.user, null],
    [ops, Role.devOps, Code.accountRoleNotGrantable],
    [ops, Role.master, Code.accountRoleNotGrantable],
  ] as const)('%o creates role %i → %s', (actor, role, refusal) => {
    expect(createRefusal(actor, role)).toBe(refusal);
  });
});

describe('who may edit whom', () => {
  it.each([
    ['the only owner demotes themselves', owner, owner, Role.devOps, 1, Code.lastMasterKept],
    ['one of two owners demotes the other', owner, secondOwner, Role.user, 2, null],
    ['the owner renames themselves', owner, owner, undefined, 1, null],
    ['the owner promotes an ordinary user', owner, alice, Role.devOps, 1, null],
    ['an operations administrator renames a user', ops, alice, undefined, 1, null],
    ['an operations administrator promotes a user', ops, alice, Role.devOps, 1, Code.accountRoleNotGrantable],
    ['an operations administrator renames themselves', ops, ops, undefined, 1, null],
    ['an operations administrator promotes themselves', ops, ops, Role.master, 1, Code.accountNotManageable],
    ['an operations administrator edits another', ops, otherOps, undefined, 1, Code.accountNotManageable],
    ['an operations administrator edits the owner', ops, owner, undefined, 1, Code.accountNotManageable],
  ] as const)('%s', (_, actor, target, mainRole, masters, refusal) => {
    expect(editRefusal(actor, target, mainRole === undefined ? {} : { mainRole }, masters)).toBe(refusal);
  });
});

describe('who may delete whom', () => {
  it.each([
    ['the owner deletes themselves', owner, owner, 2, Code.accountDeleteSelf],
    ['an owner deletes one of two owners', secondOwner, owner, 2, null],
    ['the owner deletes an operations administrator', owner, ops, 1, null],
    ['an operations administrator deletes a user', ops, alice, 1, null],
    ['an operations administrator deletes another', ops, otherOps, 1, Code.accountNotManageable],
    ['an operations administrator deletes the owner', ops, owner, 2, Code.accountNotManageable],
  ] as const)('%s', (_, actor, target, masters, refusal) => {
    expect(deleteRefusal(actor, target, masters)).toBe(refusal);
  });
});

describe('who may set whose password', () => {
  it('an operations administrator: ordinary users and themselves only', () => {
    expect(passwordRefusal(ops, alice)).toBeNull();
    expect(passwordRefusal(ops, ops)).toBeNull();
    expect(passwordRefusal(ops, otherOps)).toBe(Code.accountNotManageable);
    expect(passwordRefusal(ops, owner)).toBe(Code.accountNotManageable);
    expect(passwordRefusal(owner, secondOwner)).toBeNull();
  });
});

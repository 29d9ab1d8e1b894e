import { Role, type AccountEntry } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { blockedActions } from './account-actions';
import { accountLabel, maskPhoneLike } from './account-display';

const entry = (over: Partial<AccountEntry>): AccountEntry => ({
  uid: 9,
  username: 'carol',
  nickname: '',
  remark: '',
  mainRole: Role.user,
  disabled: false,
  createdAt: 0,
  groups: [],
  avatar: 0,
  ...over,
});

describe('how an account is named (ROLE-06)', () => {
  it('masks phone-like digits for everyone but the super administrator', () => {
    expect(maskPhoneLike('13812345678')).toBe('138****5678');
    const phone = entry({ username: '13812345678', nickname: 'Carol' });
    expect(accountLabel(phone, Role.master)).toEqual({ primary: '13812345678', secondary: 'Carol' });
    expect(accountLabel(phone, Role.devOps)).toEqual({ primary: 'Carol', secondary: '138****5678' });
  });

  it('prefers the remark to the nickname for others', () => {
    expect(accountLabel(entry({ nickname: 'C', remark: 'front desk' }), Role.devOps).primary).toBe(
      'front desk',
    );
  });
});

describe('what a row offers', () => {
  const owner = entry({ uid: 1, username: 'owner', mainRole: Role.master });
  it('an operations administrator: not the owner, not another administrator', () => {
    const ops = { uid: 2, mainRole: Role.devOps };
    expect(blockedActions(ops, owner, 1)).toEqual({
      edit: 'notManageable',
      password: 'notManageable',
      disable: 'master',
      delete: 'notManageable',
    });
    expect(blockedActions(ops, entry({}), 1)).toEqual({
      edit: null,
      password: null,
      disable: null,
      delete: null,
    });
  });
  it('the owner cannot delete themselves nor the last owner', () => {
    const me = { uid: 1, mainRole: Role.master };
    expect(blockedActions(me, owner, 1).delete).toBe('self');
    expect(blockedActions({ uid: 5, mainRole: Role.master }, owner, 1).delete).toBe('lastMaster');
  });
});

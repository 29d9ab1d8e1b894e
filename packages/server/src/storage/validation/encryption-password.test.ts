import { Code, messageOf } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { isEncryptionPasswordValid, validateEncryptionPassword } from './encryption-password.js';

describe('the encryption password rule', () => {
  it.each(['Abcdef12', 'a1B_____', 'ZZZZZZz9'])('accepts %s', (password) => {
    expect(isEncryptionPasswordValid(password)).toBe(true);
  });

  it.each([
    ['seven characters', 'Abcde12'],
    ['nine characters', 'Abcdef123'],
    ['no digit', 'Abcdefgh'],
    ['no uppercase', 'abcdef12'],
    ['no lowercase', 'ABCDEF12'],
    ['a symbol', 'Abcde!12'],
    ['a space', 'Abc de12'],
    ['a non-ASCII letter', 'Abcdé123'],
  ])('refuses a password with %s', (_, password) => {
    expect(isEncryptionPasswordValid(password)).toBe(false);
  });
});

describe('validateEncryptionPassword', () => {
  it('accepts a valid password, its confirmation and a hint of 25 characters', () => {
    expect(
      validateEncryptionPassword({ password: 'Abcdef12', confirmation: 'Abcdef12', hint: '提'.repeat(25) }),
    ).toEqual([]);
  });

  it('reports every problem at once, in the spec’s words', () => {
    const problems = validateEncryptionPassword({
      password: 'abc',
      confirmation: 'abd',
      hint: 'x'.repeat(26),
    });
    expect(problems.map((item) => [item.field, item.code])).toEqual([
      ['encryptpwd', Code.encryptionPasswordRule],
      ['confirm', Code.encryptionPasswordMismatch],
      ['pwdprompt', Code.encryptionHintTooLong],
    ]);
    expect(problems.map((item) => messageOf(item.code, 'zh-CN'))).toEqual([
      '密码需要8位且必须为数字和大小写字母组合',
      '两次密码不一致，请检查',
      '密码提示不能多于25个字符',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  encryptionPasswordProblems,
  encryptionPasswordReady,
  isEncryptionPassword,
} from './encryption-password';

describe('isEncryptionPassword (STOR-ENC-02)', () => {
  it.each([
    ['Abcdef12', true],
    ['abcdef12', false],
    ['ABCDEF12', false],
    ['Abcdefgh', false],
    ['Abcde12', false],
    ['Abcdef123', false],
    ['Abcde_12', true],
    ['Abcde-12', false],
    ['Abcdé123', false],
  ])('%s: %s', (password, valid) => {
    expect(isEncryptionPassword(password)).toBe(valid);
  });
});

describe('encryptionPasswordProblems', () => {
  it.each([
    [{ password: '', confirmation: '', hint: '' }, {}],
    [{ password: 'abc', confirmation: '', hint: '' }, { password: 'rule' }],
    [{ password: 'Abcdef12', confirmation: 'Abcdef13', hint: '' }, { confirmation: 'mismatch' }],
    [{ password: ' Abcdef12 ', confirmation: 'Abcdef12', hint: '' }, {}],
    [{ password: 'Abcdef12', confirmation: 'Abcdef12', hint: 'x'.repeat(26) }, { hint: 'tooLong' }],
    [{ password: 'Abcdef12', confirmation: 'Abcdef12', hint: '提'.repeat(25) }, {}],
  ])('%j: %j', (input, problems) => {
    expect(encryptionPasswordProblems(input)).toEqual(problems);
  });
});

describe('encryptionPasswordReady', () => {
  it.each([
    [{ password: '', confirmation: '', hint: '' }, false],
    [{ password: 'Abcdef12', confirmation: '', hint: '' }, false],
    [{ password: 'Abcdef12', confirmation: 'Abcdef12', hint: '' }, true],
    [{ password: '  Abcdef12', confirmation: 'Abcdef12  ', hint: 'my cat' }, true],
    [{ password: 'abcdefgh', confirmation: 'abcdefgh', hint: '' }, false],
  ])('%j: %s', (input, ready) => {
    expect(encryptionPasswordReady(input)).toBe(ready);
  });
});

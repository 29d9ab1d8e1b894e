import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password-policy.js';

describe('passwordProblems', () => {
  it.each([
    ['Coffer-2026a', []],
    ['Abcdefg1', []],
    ['abcdefg1!', []],
    ['ABCDEF12', ['classes']],
    ['abcdefgh', ['classes']],
    ['Ab1!', ['length']],
    ['Abcdefgh12345678x', ['length']],
    ['Abcdefgh1234567!', []],
    ['Abcd efg1', []],
    ['Abcdéfg12', ['charset']],
    ['Abc\tdefg12', ['charset']],
    ['密码Abc123', ['charset']],
  ] as [string, string[]][])('judges %j as %j', (password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
  });
});

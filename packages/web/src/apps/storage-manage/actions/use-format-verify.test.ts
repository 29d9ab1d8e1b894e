import { describe, expect, it } from 'vitest';
import { concerns } from './use-format-verify';

describe('concerns', () => {
  it.each<[string, string, boolean]>([
    ['sys', 'sys', true],
    ['sys.2', 'sys', true],
    ['system', 'sys', false],
    ['', '', true],
    ['sys', '', false],
    ['repair.0', 'repair', true],
  ])('a problem of %j concerns %j: %s', (problem, field, expected) => {
    expect(concerns(problem, field)).toBe(expected);
  });
});

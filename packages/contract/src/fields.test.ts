import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zFlag, zInt, zList } from './fields.js';

describe('fields read alike from form and JSON bodies', () => {
  it.each([
    ['1', true],
    ['true', true],
    [true, true],
    [1, true],
    ['0', false],
    ['false', false],
    ['', false],
    [0, false],
  ])('reads the flag %j as %s', (value, expected) => {
    expect(zFlag.parse(value)).toBe(expected);
  });

  it('refuses a flag that is neither', () => {
    expect(zFlag.safeParse('maybe').success).toBe(false);
  });

  it('reads integers from strings and numbers, and refuses fractions', () => {
    expect(zInt.parse('42')).toBe(42);
    expect(zInt.parse(7)).toBe(7);
    expect(zInt.safeParse('4.5').success).toBe(false);
  });

  it('reads a list from a JSON array or a JSON-encoded string', () => {
    const list = zList(z.string());
    expect(list.parse(['a', 'b'])).toEqual(['a', 'b']);
    expect(list.parse('["a","b"]')).toEqual(['a', 'b']);
    expect(list.safeParse('not json').success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { backgroundOf, initialsOf } from './avatar-look';

describe('initialsOf', () => {
  it.each([
    ['alice', 'A'],
    ['  bob', 'B'],
    ['张三', '张'],
    ['😀smile', '😀'],
    ['', '?'],
  ])('%s → %s', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});

describe('backgroundOf', () => {
  it('gives one account the same colour and neighbours different ones', () => {
    expect(backgroundOf(7)).toBe(backgroundOf(7));
    expect(backgroundOf(7)).not.toBe(backgroundOf(8));
  });
});

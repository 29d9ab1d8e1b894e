import { describe, expect, it } from 'vitest';
import { amountOf, bytesOf, percentUsed } from './quota-amount';

describe('amountOf', () => {
  it.each([
    [10 * 2 ** 20, { amount: 10, unit: 'MB' }],
    [2 ** 30, { amount: 1, unit: 'GB' }],
    [1536 * 2 ** 20, { amount: 1536, unit: 'MB' }],
    [3 * 2 ** 40, { amount: 3, unit: 'TB' }],
    [5_000_000, { amount: 5, unit: 'MB' }],
  ])('%d bytes reads %o', (bytes, expected) => {
    expect(amountOf(bytes)).toEqual(expected);
  });
});

describe('bytesOf', () => {
  it('turns an amount back into bytes', () => {
    expect(bytesOf(10, 'MB')).toBe(10 * 2 ** 20);
    expect(bytesOf(1.5, 'GB')).toBe(1.5 * 2 ** 30);
  });
});

describe('percentUsed', () => {
  it.each([
    [0, 100, 0],
    [50, 100, 50],
    [1, 3, 33.3],
    [150, 100, 100],
  ])('%d of %d is %d%%', (used, limit, expected) => {
    expect(percentUsed(used, limit)).toBe(expected);
  });
});

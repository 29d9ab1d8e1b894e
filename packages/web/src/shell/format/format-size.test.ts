import { describe, expect, it } from 'vitest';
import { formatSize } from './format-size';

describe('formatSize', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024 - 1, '1 MB'],
    [1024 ** 2, '1 MB'],
    [1.25 * 1024 ** 3, '1.25 GB'],
    [4_000_000_000_000, '3.64 TB'],
    [107_374_182_400, '100 GB'],
    [0x640000000000, '100 TB'],
    [1024 ** 5, '1 PB'],
    [2048 * 1024 ** 5, '2048 PB'],
    [-1536, '-1.5 KB'],
    [Number.NaN, '-'],
    [Number.POSITIVE_INFINITY, '-'],
  ])('%s bytes → %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });

  it('takes the number of decimals', () => {
    expect(formatSize(1.23456 * 1024 ** 3, 1)).toBe('1.2 GB');
    expect(formatSize(1.23456 * 1024 ** 3, 0)).toBe('1 GB');
  });
});

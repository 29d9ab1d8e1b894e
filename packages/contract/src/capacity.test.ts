import { describe, expect, it } from 'vitest';
import { formatCapacity } from './capacity.js';
import { POOL_DISK_SIZE, SSD_DISK_MIN_SIZE } from './storage-limits.js';

describe('formatCapacity', () => {
  it.each([
    [0, '0B'],
    [512, '512B'],
    [1536, '1.5KB'],
    [POOL_DISK_SIZE.min, '100GB'],
    [POOL_DISK_SIZE.max, '100TB'],
    [SSD_DISK_MIN_SIZE, '29.8GB'],
    [3 * 1024 ** 4 + 1024 ** 3 * 512, '3.5TB'],
    [2 * 1024 ** 6, '2048PB'],
  ])('shows %d bytes as %s', (bytes, text) => {
    expect(formatCapacity(bytes)).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';
import { POOL_DISK_SIZE } from '@coffer/contract';
import { sizeAgainst } from './size-text';

const MiB = 1024 ** 2;
const GiB = 1024 ** 3;
const TiB = 1024 ** 4;

describe('sizeAgainst', () => {
  it.each([
    ['a disk well over the limit', 4 * TiB, POOL_DISK_SIZE.min, '4TB'],
    ['a disk at the limit', POOL_DISK_SIZE.min, POOL_DISK_SIZE.min, '100GB'],
    ['a disk 1 MiB under the limit', POOL_DISK_SIZE.min - MiB, POOL_DISK_SIZE.min, '102399MB'],
    ['a disk clearly under the limit', 50 * GiB, POOL_DISK_SIZE.min, '50GB'],
    ['a disk 1 MiB over the maximum', POOL_DISK_SIZE.max + MiB, POOL_DISK_SIZE.max, '104857601MB'],
  ])('%s', (_, bytes, limit, text) => {
    expect(sizeAgainst(bytes, limit)).toBe(text);
  });
});

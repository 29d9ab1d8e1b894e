import { describe, expect, it } from 'vitest';
import type { PoolInfo } from '@coffer/contract';
import { poolFixture } from '../data/storage-fixtures';
import { capacityAfterExpansion, expandProblems } from './expand-rules';

const TiB = 1024 ** 4;
const raid = (raid_type: string, members: number) =>
  poolFixture({
    raid_type,
    disk_list: Array.from({ length: members }, (_, i) => `S${i}`),
    diskMinSize: 4 * TiB,
  });

describe('expandProblems (STOR-EXP-01)', () => {
  it.each<[string, PoolInfo, number, string[]]>([
    ['no disk chosen', raid('raid5', 3), 0, ['noDisk']],
    ['one disk for a RAID5', raid('raid5', 3), 1, []],
    ['one disk for a RAID10', raid('raid10', 4), 1, ['raid10Odd']],
    ['two disks for a RAID10', raid('raid10', 4), 2, []],
    ['a third disk for a RAID1', raid('raid1', 2), 1, []],
    ['a fifth disk for a RAID1', raid('raid1', 4), 1, ['tooMany']],
  ])('%s', (_name, pool, count, expected) => {
    expect(
      expandProblems(
        pool,
        Array.from({ length: count }, (_, i) => `N${i}`),
      ),
    ).toEqual(expected);
  });
});

describe('capacityAfterExpansion', () => {
  it.each<[string, PoolInfo, number, number]>([
    ['a RAID5 of three disks and one more', raid('raid5', 3), 1, 12 * TiB],
    ['a RAID6 of four disks and one more', raid('raid6', 4), 1, 12 * TiB],
    ['a RAID10 of four disks and two more', raid('raid10', 4), 2, 12 * TiB],
    ['a RAID1 of two disks and one more', raid('raid1', 2), 1, 4 * TiB],
  ])('%s', (_name, pool, added, bytes) => {
    expect(capacityAfterExpansion(pool, added)).toBe(bytes);
  });
});

import { Code, messageOf } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { validateExpansion } from './expansion.js';
import { TiB, codes, disk, facts, pool } from './test-facts.js';

const world = facts(
  [
    ...['a', 'b', 'c', 'd'].map((sn) => disk(sn)),
    disk('small', { size: 1 * TiB }),
    disk('ssd', { devType: 'nvme' }),
  ],
  [
    pool('r5', 'raid5', 'ooo'),
    pool('r10', 'raid10', 'oooo'),
    pool('r1', 'raid1', 'ooo'),
    pool('basic', 'basic', 'o'),
    pool('sick', 'raid5', 'oom'),
  ],
);

describe('validateExpansion', () => {
  it.each<[string, string, string[]]>([
    ['a raid5 by one disk', 'r5', ['a']],
    ['a raid10 by two disks', 'r10', ['a', 'b']],
    ['a raid1 of three disks to four', 'r1', ['a']],
  ])('accepts %s', (_, poolId, disks) => {
    expect(validateExpansion({ poolId, disks }, world)).toEqual([]);
  });

  it.each<[string, string, string[], string]>([
    ['an unknown pool', 'nope', ['a'], Code.poolNotFound],
    ['no disks', 'r5', [], Code.expandNoDisks],
    ['a raid10 by an odd number of disks', 'r10', ['a'], Code.raid10ExpandOdd],
    ['a raid1 beyond four disks', 'r1', ['a', 'b'], Code.raid1TooManyDisks],
    ['a basic pool', 'basic', ['a'], Code.tooManyDisks],
    ['a degraded pool', 'sick', ['a'], Code.poolNotHealthy],
    ['a disk smaller than the pool’s smallest', 'r5', ['small'], Code.diskTooSmall],
    ['an M.2 disk for a SATA pool', 'r5', ['ssd'], Code.diskWrongType],
  ])('refuses %s', (_, poolId, disks, code) => {
    expect(codes(validateExpansion({ poolId, disks }, world))).toContain(code);
  });

  it('asks for disks at least as large as the pool’s smallest member', () => {
    const [first] = validateExpansion({ poolId: 'r5', disks: ['small'] }, world);
    expect(messageOf(first!.code, 'zh-CN', first!.params)).toBe('所选硬盘容量应大于等于2TB');
  });

  it('uses the spec’s words for an odd raid10 expansion', () => {
    const [first] = validateExpansion({ poolId: 'r10', disks: ['a'] }, world);
    expect(messageOf(first!.code, 'zh-CN')).toBe('RAID10需要增加偶数数量的空闲硬盘进行扩容');
  });
});

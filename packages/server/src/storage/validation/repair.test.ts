import { Code, messageOf } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { validateRepair } from './repair.js';
import { TiB, codes, disk, facts, pool } from './test-facts.js';

const world = facts(
  [...['n1', 'n2', 'n3'].map((sn) => disk(sn)), disk('small', { size: 1 * TiB })],
  [
    pool('r1', 'raid1', 'omo'),
    pool('r1ok', 'raid1', 'oo'),
    pool('r5', 'raid5', 'omo'),
    pool('r5f', 'raid5', 'ofo'),
    pool('r6', 'raid6', 'mfoo'),
    pool('r10', 'raid10', 'omoo'),
    pool('basic', 'basic', 'f'),
    pool('dead', 'raid5', 'mmo'),
  ],
);

const repair = (poolId: string, indexes: number[], replacements = ['n1']) =>
  validateRepair({ poolId, repair: indexes.map((i) => `${poolId}-m${i}`), replacements }, world);

describe('validateRepair', () => {
  it.each<[string, string, number[], string[]]>([
    ['a missing raid1 member', 'r1', [1], ['n1']],
    ['a raid1 member that is sound, keeping one', 'r1ok', [0], ['n1']],
    ['the missing and the faulty raid6 members', 'r6', [0, 1], ['n1', 'n2']],
    ['one raid10 member', 'r10', [1], ['n1']],
    ['fewer replacements than repaired disks', 'r6', [0, 1], ['n1']],
  ])('accepts %s', (_, poolId, indexes, replacements) => {
    expect(repair(poolId, indexes, replacements)).toEqual([]);
  });

  it.each<[string, string, number[], string[], string]>([
    ['an unknown pool', 'nope', [0], ['n1'], Code.poolNotFound],
    ['nothing to repair', 'r1', [], ['n1'], Code.repairNoDisks],
    ['a disk outside the pool', 'r1', [7], ['n1'], Code.repairNotMember],
    ['every raid1 member', 'r1ok', [0, 1], ['n1', 'n2'], Code.repairTooMany],
    ['two raid5 members', 'r5', [1, 0], ['n1', 'n2'], Code.repairTooMany],
    ['three raid6 members', 'r6', [0, 1, 2], ['n1', 'n2', 'n3'], Code.repairTooMany],
    ['both disks of a raid10 group', 'r10', [0, 1], ['n1', 'n2'], Code.raid10WholeGroup],
    ['two raid10 disks of different groups', 'r10', [1, 2], ['n1', 'n2'], Code.repairTooMany],
    ['a sound disk while one is missing', 'r5', [0], ['n1'], Code.repairMissingOrFaultyFirst],
    ['a sound disk while one is faulty', 'r5f', [0], ['n1'], Code.repairMissingOrFaultyFirst],
    ['a faulty disk while one is missing', 'r6', [1], ['n1'], Code.repairMissingFirst],
    ['more replacements than repaired disks', 'r1', [1], ['n1', 'n2'], Code.replacementsExceed],
    ['no replacement', 'r1', [1], [], Code.replacementsMissing],
    ['a replacement below the pool’s smallest disk', 'r1', [1], ['small'], Code.diskTooSmall],
    ['a replacement that is a member', 'r1', [1], ['r1-m0'], Code.diskChosenTwice],
    ['a basic pool', 'basic', [0], ['n1'], Code.repairNoRedundancy],
    ['a pool that lost too many disks', 'dead', [0], ['n1'], Code.poolDamaged],
  ])('refuses %s', (_, poolId, indexes, replacements, code) => {
    expect(codes(repair(poolId, indexes, replacements))).toContain(code);
  });

  it('uses the spec’s words', () => {
    const text = (poolId: string, indexes: number[], replacements?: string[]) =>
      repair(poolId, indexes, replacements).map((item) => messageOf(item.code, 'zh-CN', item.params));
    expect(text('r5', [0, 1], ['n1', 'n2'])).toEqual(['已超过当前模式可以选择的硬盘数量。']);
    expect(text('r5', [0])).toEqual(['请优先修复缺失或异常的硬盘']);
    expect(text('r10', [0, 1], ['n1', 'n2'])).toEqual(['RAID10不可以同时选择同组全部硬盘。']);
    expect(text('r6', [1])).toEqual(['请优先修复缺失的硬盘']);
    expect(text('r1', [1], ['n1', 'n2'])).toEqual(['所选修复盘数量大于被修复盘数量']);
  });
});

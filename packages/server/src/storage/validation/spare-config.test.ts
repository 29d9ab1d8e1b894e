import { Code, messageOf } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { validateSpareConfig } from './spare-config.js';
import { GiB, TiB, codes, disk, facts, pool } from './test-facts.js';

const world = facts(
  [
    disk('big'),
    disk('small', { size: 1 * TiB }),
    disk('ssd', { devType: 'nvme', size: 4 * TiB }),
    disk('spare', { use: 'spare' }),
    disk('member', { use: 'member' }),
  ],
  [
    pool('p1', 'raid1', 'oo', { size: 2 * TiB }),
    pool('p2', 'raid5', 'ooo', { size: 512 * GiB }),
    pool('s1', 'raid1', 'oo', { protocol: 'protnvme', size: 1 * TiB }),
  ],
);

describe('validateSpareConfig', () => {
  it('accepts one free disk protecting several pools', () => {
    expect(validateSpareConfig({ spares: ['big'], poolIds: ['p1', 'p2'] }, world)).toEqual([]);
  });

  it('lets an existing spare protect more pools', () => {
    expect(validateSpareConfig({ spares: ['spare'], poolIds: ['p1'] }, world)).toEqual([]);
  });

  it.each<[string, string[], string[], string]>([
    ['no disk', [], ['p1'], Code.spareNotOneDisk],
    ['two disks', ['big', 'small'], ['p1'], Code.spareNotOneDisk],
    ['no pool to protect', ['big'], [], Code.spareNoPool],
    ['an unknown pool', ['big'], ['nope'], Code.poolNotFound],
    ['a disk smaller than the pool’s smallest member', ['small'], ['p1'], Code.spareBelowPoolMinimum],
    ['an M.2 disk for a SATA pool', ['ssd'], ['p1'], Code.diskWrongType],
    ['a SATA disk for an SSD pool', ['big'], ['s1'], Code.diskWrongType],
    ['a pool member', ['member'], ['p1'], Code.diskNotFree],
  ])('refuses %s', (_, spares, poolIds, code) => {
    expect(codes(validateSpareConfig({ spares, poolIds }, world))).toContain(code);
  });

  it('names each pool the disk is too small for, in the spec’s words', () => {
    const problems = validateSpareConfig({ spares: ['small'], poolIds: ['p1', 'p2'] }, world);
    expect(problems).toEqual([{ field: 'pid.0', code: Code.spareBelowPoolMinimum, params: { pool: 'P1' } }]);
    expect(messageOf(problems[0]!.code, 'zh-CN')).toBe(
      '当前选中的空闲盘小于存储池最小硬盘大小，无法作为热备盘，请调整。',
    );
  });
});

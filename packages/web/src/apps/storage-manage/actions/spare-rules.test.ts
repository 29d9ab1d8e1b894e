import { describe, expect, it } from 'vitest';
import { diskFixture, poolFixture } from '../data/storage-fixtures';
import { poolsASpareCanProtect, spareChoices, spareProblems } from './spare-rules';

const TiB = 1024 ** 4;

describe('spareChoices (STOR-SPARE-02)', () => {
  it('offers free disks of the pool kind at least as large as its smallest member', () => {
    const choices = spareChoices(poolFixture({ diskMinSize: 4 * TiB }), [
      diskFixture({ sn: 'big' }),
      diskFixture({ sn: 'small', total_size: 2 * TiB }),
      diskFixture({ sn: 'ssd', dev_type: 'nvme' }),
      diskFixture({ sn: 'member', role: 1 }),
      diskFixture({ sn: 'broken', status: 'fault' }),
    ]);
    expect(choices.map(({ disk, refusal }) => [disk.sn, refusal])).toEqual([
      ['big', null],
      ['small', 'tooSmall'],
      ['ssd', 'wrongKind'],
    ]);
  });
});

describe('poolsASpareCanProtect', () => {
  it('refuses pools the disk is too small for, of another kind, or without redundancy', () => {
    const spare = diskFixture({ total_size: 4 * TiB });
    const rows = poolsASpareCanProtect(spare, [
      poolFixture({ id: 'a', diskMinSize: 4 * TiB }),
      poolFixture({ id: 'b', diskMinSize: 8 * TiB }),
      poolFixture({ id: 'c', protocol: 'protnvme' }),
      poolFixture({ id: 'd', raid_type: 'basic', disk_list: ['S1'] }),
    ]);
    expect(rows.map(({ pool, refusal }) => [pool.id, refusal])).toEqual([
      ['a', null],
      ['b', 'tooSmall'],
      ['c', 'wrongKind'],
      ['d', 'noRedundancy'],
    ]);
  });
});

describe('spareProblems (STOR-SPARE-01)', () => {
  it.each<[string[], string[], string[]]>([
    [['A'], ['p'], []],
    [[], ['p'], ['oneDisk']],
    [['A', 'B'], ['p'], ['oneDisk']],
    [['A'], [], ['noPool']],
  ])('disks %j and pools %j', (disks, pools, expected) => {
    expect(spareProblems(disks, pools)).toEqual(expected);
  });
});

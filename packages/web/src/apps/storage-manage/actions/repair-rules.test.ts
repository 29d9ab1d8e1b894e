import { describe, expect, it } from 'vitest';
import type { PoolInfo } from '@coffer/contract';
import { diskFixture, poolFixture } from '../data/storage-fixtures';
import {
  membersInRepairOrder,
  repairMemberProblems,
  replacementChoices,
  replacementProblems,
} from './repair-rules';

type Status = PoolInfo['system_disks'][number]['status'];
const members = (...statuses: Status[]) =>
  statuses.map((status, index) => ({ sn: `S${index + 1}`, status, raid10_gid: Math.floor(index / 2) }));
const pool = (raid_type: string, ...statuses: Status[]) =>
  poolFixture({
    raid_type,
    system_disks: members(...statuses),
    disk_list: statuses.map((_, index) => `S${index + 1}`),
  });

describe('repairMemberProblems (STOR-REP-02/03)', () => {
  it.each<[string, PoolInfo, string[], string[]]>([
    ['the missing member of a RAID1', pool('raid1', 'ok', 'missing'), ['S2'], []],
    ['every member of a RAID1', pool('raid1', 'ok', 'missing'), ['S1', 'S2'], ['tooMany']],
    ['two of a three-disk RAID1', pool('raid1', 'missing', 'fault', 'ok'), ['S1', 'S2'], []],
    ['two members of a RAID5', pool('raid5', 'missing', 'ok', 'ok'), ['S1', 'S2'], ['tooMany']],
    ['two members of a RAID6', pool('raid6', 'missing', 'fault', 'ok', 'ok'), ['S1', 'S2'], []],
    [
      'three members of a RAID6',
      pool('raid6', 'missing', 'fault', 'ok', 'ok'),
      ['S1', 'S2', 'S3'],
      ['tooMany'],
    ],
    ['a whole RAID10 group', pool('raid10', 'missing', 'ok', 'ok', 'ok'), ['S1', 'S2'], ['raid10WholeGroup']],
    [
      'one of two RAID10 groups each',
      pool('raid10', 'missing', 'ok', 'fault', 'ok'),
      ['S1', 'S3'],
      ['tooMany'],
    ],
    [
      'a sound member while one is missing',
      pool('raid5', 'missing', 'ok', 'ok'),
      ['S2'],
      ['missingOrFaultyFirst'],
    ],
    [
      'a sound member while one is faulty',
      pool('raid6', 'fault', 'ok', 'ok', 'ok'),
      ['S2'],
      ['missingOrFaultyFirst'],
    ],
    [
      'a faulty member while one is missing',
      pool('raid6', 'missing', 'fault', 'ok', 'ok'),
      ['S2'],
      ['missingFirst'],
    ],
    ['nothing chosen', pool('raid1', 'ok', 'missing'), [], []],
  ])('%s', (_name, subject, chosen, expected) => {
    expect(repairMemberProblems(subject, chosen)).toEqual(expected);
  });
});

describe('replacementProblems (STOR-REP-04)', () => {
  it('allows fewer or as many replacements as members chosen, never more', () => {
    expect(replacementProblems(['S1', 'S2'], ['N1'])).toEqual([]);
    expect(replacementProblems(['S1'], ['N1'])).toEqual([]);
    expect(replacementProblems(['S1'], ['N1', 'N2'])).toEqual(['replacementsExceed']);
  });
});

describe('membersInRepairOrder', () => {
  it('lists missing members first, then faulty, then sound ones', () => {
    const order = membersInRepairOrder(pool('raid6', 'ok', 'fault', 'missing', 'ok'));
    expect(order.map((member) => member.status)).toEqual(['missing', 'fault', 'ok', 'ok']);
  });
});

describe('replacementChoices', () => {
  it('lists free disks, each refused when smaller than the pool or of another kind', () => {
    const choices = replacementChoices(poolFixture(), [
      diskFixture({ sn: 'A' }),
      diskFixture({ sn: 'B', total_size: 1024 ** 4 }),
      diskFixture({ sn: 'C', dev_type: 'nvme' }),
      diskFixture({ sn: 'D', role: 1 }),
    ]);
    expect(choices.map(({ disk, refusal }) => [disk.sn, refusal])).toEqual([
      ['A', null],
      ['B', 'tooSmall'],
      ['C', 'wrongKind'],
    ]);
  });
});

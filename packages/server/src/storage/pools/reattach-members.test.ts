import type { PoolInfo } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import type { PresentDisk } from './pool-disks.js';
import { mountAgain, returnedMembers } from './reattach-members.js';

const disk = (sn: string): PresentDisk => ({
  sn,
  size: 1,
  devType: 'sata',
  device: `/dev/${sn}`,
  faulty: false,
});

function info(
  hasMount: 0 | 1,
  members: [string, 'ok' | 'missing' | 'fault'][],
  status: PoolInfo['status'] = 'degraded',
): PoolInfo {
  return {
    has_mount: hasMount,
    status,
    missingNum: members.filter(([, state]) => state === 'missing').length,
    system_disks: members.map(([sn, status]) => ({ sn, status, raid10_gid: 0 })),
  } as PoolInfo;
}

describe('returned members', () => {
  it.each<[string, PoolInfo, PresentDisk[], string[]]>([
    [
      'a missing member whose disk is in a bay again',
      info(1, [
        ['A', 'ok'],
        ['B', 'missing'],
      ]),
      [disk('A'), disk('B')],
      ['B'],
    ],
    [
      'a missing member still out',
      info(1, [
        ['A', 'ok'],
        ['B', 'missing'],
      ]),
      [disk('A')],
      [],
    ],
    [
      'a faulty member (it is in use, not lost)',
      info(1, [
        ['A', 'ok'],
        ['B', 'fault'],
      ]),
      [disk('A'), disk('B')],
      [],
    ],
    [
      'a pool that is not mounted',
      info(0, [
        ['A', 'ok'],
        ['B', 'missing'],
      ]),
      [disk('A'), disk('B')],
      [],
    ],
    [
      'two of a RAID6 back',
      info(1, [
        ['A', 'ok'],
        ['B', 'missing'],
        ['C', 'missing'],
        ['D', 'ok'],
      ]),
      [disk('A'), disk('B'), disk('C'), disk('D')],
      ['B', 'C'],
    ],
  ])('finds %s', (_, pool, disks, expected) => {
    expect(returnedMembers(pool, disks)).toEqual(expected);
  });
});

describe('mount again', () => {
  it.each<[string, PoolInfo, PresentDisk[], boolean]>([
    [
      'a damaged basic pool whose only disk is back',
      info(1, [['A', 'missing']], 'damage'),
      [disk('A')],
      true,
    ],
    ['a damaged basic pool whose disk is still out', info(1, [['A', 'missing']], 'damage'), [], false],
    [
      'a damaged RAID5 with one of its two lost disks back',
      info(
        1,
        [
          ['A', 'ok'],
          ['B', 'missing'],
          ['C', 'missing'],
        ],
        'damage',
      ),
      [disk('A'), disk('B')],
      false,
    ],
    [
      'a pool damaged by a scrub, no member lost',
      info(
        1,
        [
          ['A', 'ok'],
          ['B', 'ok'],
        ],
        'damage',
      ),
      [disk('A'), disk('B')],
      false,
    ],
    [
      'a degraded pool (re-attached instead)',
      info(1, [
        ['A', 'ok'],
        ['B', 'missing'],
      ]),
      [disk('A'), disk('B')],
      false,
    ],
    ['a pool that is not mounted', info(0, [['A', 'missing']], 'suspended'), [disk('A')], false],
  ])('%s: %s', (_, pool, disks, expected) => {
    expect(mountAgain(pool, disks)).toBe(expected);
  });
});

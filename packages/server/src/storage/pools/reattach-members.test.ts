import type { PoolInfo } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import type { PresentDisk } from './pool-disks.js';
import { returnedMembers } from './reattach-members.js';

const disk = (sn: string): PresentDisk => ({
  sn,
  size: 1,
  devType: 'sata',
  device: `/dev/${sn}`,
  faulty: false,
});

function info(hasMount: 0 | 1, members: [string, 'ok' | 'missing' | 'fault'][]): PoolInfo {
  return {
    has_mount: hasMount,
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

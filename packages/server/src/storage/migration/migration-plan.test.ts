import { describe, expect, it } from 'vitest';
import { storageFacts, type PresentDisk } from '../pools/pool-disks.js';
import type { PoolRecord } from '../pools/pool-record.js';
import {
  memberBytes,
  pairPercent,
  pairsDoneByMembers,
  pendingPairs,
  withPairDone,
  type MigrationPair,
} from './migration-plan.js';

const pair = (from: string, to: string, done = false): MigrationPair => ({
  from,
  to,
  fromPos: 1,
  fromDevType: 'sata',
  fromSize: 1,
  deviceBytes: 1,
  allocated: 1,
  bytes: 1,
  done,
});

const plan = [pair('A', 'C', true), pair('B', 'D')];

describe('a migration plan', () => {
  it('holds the disks of the pairs not moved yet', () => {
    expect(pendingPairs(plan)).toEqual([{ from: 'B', to: 'D' }]);
    expect(pendingPairs(withPairDone(plan, 'B'))).toEqual([]);
  });

  it.each<[string, string[], boolean[]]>([
    ['a replace the record already follows', ['C', 'D'], [true, true]],
    ['nothing moved since the plan was stored', ['C', 'B'], [true, false]],
    [
      'a new disk that is a member while the old one still is too (an expansion, not this move)',
      ['C', 'B', 'D'],
      [true, false],
    ],
  ])('marks done by the members: %s', (_, members, done) => {
    expect(pairsDoneByMembers(plan, members).map((item) => item.done)).toEqual(done);
  });

  it('makes the disks a migration moves onto taken, not free', () => {
    const disk = (sn: string): PresentDisk => ({
      sn,
      size: 1,
      devType: 'sata',
      device: `/dev/${sn}`,
      faulty: false,
    });
    const pool: PoolRecord = {
      id: 'pool-1',
      name: 'P',
      kind: 'normal',
      raidType: 'raid1',
      protocol: 'protsata',
      fsUuid: '',
      members: [
        { sn: 'C', size: 1 },
        { sn: 'B', size: 1 },
      ],
      spares: [],
      createdAt: 0,
      state: 'ready',
      moving: pendingPairs(plan),
    };
    const facts = storageFacts(['A', 'B', 'C', 'D'].map(disk), [pool]);
    expect(Object.fromEntries(facts.disks.map((item) => [item.sn, item.use]))).toEqual({
      A: 'free',
      B: 'member',
      C: 'member',
      D: 'member',
    });
  });
});

describe('a pair’s progress and bytes', () => {
  const GiB = 2 ** 30;
  it.each<[string, number, number, number, number]>([
    ['halfway through the allocated chunks of a mostly empty disk', 1, 100 * GiB, 2 * GiB, 50],
    ['past the allocated end, before the replace says finished', 3, 100 * GiB, 2 * GiB, 99],
    ['a disk nearly full', 45, 100 * GiB, 90 * GiB, 50],
    ['nothing allocated known', 30, 0, 0, 30],
  ])('%s', (_, kernel, deviceBytes, allocated, percent) => {
    expect(pairPercent(kernel, { deviceBytes, allocated })).toBeCloseTo(percent, 5);
  });

  it('counts a member’s share of the raw bytes used by its allocated chunks', () => {
    expect(memberBytes(2 * GiB, 1 * GiB, 4 * GiB)).toBe(GiB / 2);
    expect(memberBytes(2 * GiB, 0, 0)).toBe(2 * GiB);
  });
});

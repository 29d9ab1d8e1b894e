import { describe, expect, it } from 'vitest';
import { storageFacts, type PresentDisk } from '../pools/pool-disks.js';
import type { PoolRecord } from '../pools/pool-record.js';
import { pairsDoneByMembers, pendingPairs, withPairDone, type MigrationPair } from './migration-plan.js';

const pair = (from: string, to: string, done = false): MigrationPair => ({
  from,
  to,
  fromPos: 1,
  fromDevType: 'sata',
  fromSize: 1,
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

import { describe, expect, it } from 'vitest';
import { poolMembership } from './pool-membership.js';
import type { PoolRecord } from './pool-record.js';

function pool(id: string, kind: PoolRecord['kind'], members: string[], spares: string[] = []): PoolRecord {
  return {
    id,
    name: id,
    kind,
    raidType: 'raid1',
    protocol: kind === 'super' ? 'protnvme' : 'protsata',
    fsUuid: '',
    members: members.map((sn) => ({ sn, size: 1 })),
    spares,
    createdAt: 0,
    state: 'ready',
  };
}

describe('poolMembership', () => {
  it('gives members, spares and free disks their spec role codes', () => {
    const { lookup, expectedSerials } = poolMembership([
      pool('pool-a', 'normal', ['A1', 'A2'], ['S1']),
      pool('pool-b', 'super', ['B1', 'B2'], ['S2']),
      pool('pool-c', 'normal', ['C1'], ['S1']),
    ]);
    expect(lookup('A1')).toEqual({ role: 1, pid: 'pool-a' });
    expect(lookup('B2')).toEqual({ role: 3, pid: 'pool-b' });
    expect(lookup('S1')).toEqual({ role: 2, pid: 'pool-a', protect_list: ['pool-a', 'pool-c'] });
    expect(lookup('S2')).toEqual({ role: 4, pid: 'pool-b', protect_list: ['pool-b'] });
    expect(lookup('free')).toBeUndefined();
    expect(expectedSerials.sort()).toEqual(['A1', 'A2', 'B1', 'B2', 'C1', 'S1', 'S2']);
  });

  it('counts a disk named as member and spare as a member', () => {
    const { lookup } = poolMembership([
      pool('pool-a', 'normal', ['A1']),
      pool('pool-b', 'normal', ['B1'], ['A1']),
    ]);
    expect(lookup('A1')).toEqual({ role: 1, pid: 'pool-a' });
  });

  it('makes the SSDs of a cache pool cache disks of that cache pool, expected like members', () => {
    const { lookup, expectedSerials } = poolMembership(
      [pool('pool-a', 'normal', ['A1'])],
      [
        {
          id: 'cache-1',
          name: 'SSD缓存1',
          poolId: 'pool-a',
          raidType: 'raid1',
          mode: 'readwrite',
          members: [
            { sn: 'N1', size: 1 },
            { sn: 'N2', size: 1 },
          ],
          setUuid: 'u',
          cacheDevice: '/dev/md/x',
          createdAt: 0,
        },
      ],
    );
    expect(lookup('N1')).toEqual({ role: 7, pid: 'cache-1' });
    expect(expectedSerials.sort()).toEqual(['A1', 'N1', 'N2']);
  });

  it('has nothing to say without pools', () => {
    expect(poolMembership([]).expectedSerials).toEqual([]);
  });
});

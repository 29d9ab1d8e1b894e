import { describe, expect, it } from 'vitest';
import type { PresentDisk } from './pool-disks.js';
import type { PoolRecord } from './pool-record.js';
import { poolStatus, type PoolObservation } from './pool-status.js';

const GiB = 2 ** 30;

function pool(raidType: PoolRecord['raidType'], sizes: number[]): PoolRecord {
  return {
    id: 'pool-1',
    name: 'SATA1',
    kind: 'normal',
    raidType,
    protocol: 'protsata',
    fsUuid: 'u',
    members: sizes.map((size, index) => ({ sn: `D${index}`, size })),
    spares: [],
    createdAt: 0,
    state: 'ready',
  };
}

function seen(present: number[], overrides: Partial<PoolObservation> = {}): PoolObservation {
  const disks: PresentDisk[] = present.map((index) => ({
    sn: `D${index}`,
    size: 200 * GiB,
    devType: 'sata',
    device: `/dev/loop${index}`,
    faulty: false,
  }));
  return {
    disks,
    mounted: true,
    errorsByDevice: new Map(),
    space: { bavail: 50 * 2 ** 18, bsize: 4096 },
    ...overrides,
  };
}

describe('pool status', () => {
  it.each<[string, PoolRecord['raidType'], number[], Partial<PoolObservation>, string, number]>([
    ['a whole mounted raid1', 'raid1', [0, 1], {}, 'ok', 0],
    ['a raid1 that lost a disk', 'raid1', [0], {}, 'degraded', 1],
    ['a raid5 that lost two', 'raid5', [0], {}, 'damage', 2],
    ['an unmounted pool', 'raid1', [0, 1], { mounted: false, space: null }, 'suspended', 0],
  ])('reports %s', (_, type, present, overrides, status, missing) => {
    const sizes = type === 'raid5' ? [100 * GiB, 100 * GiB, 100 * GiB] : [100 * GiB, 120 * GiB];
    const info = poolStatus(pool(type, sizes), seen(present, overrides));
    expect(info.status).toBe(status);
    expect(info.missingNum).toBe(missing);
  });

  it('keeps the usable space of the recorded sizes when a member is missing', () => {
    const info = poolStatus(pool('raid5', [100 * GiB, 100 * GiB, 100 * GiB]), seen([0, 1]));
    expect(info.total_size).toBe(200 * GiB);
    expect(info.free_size).toBe(50 * GiB);
    expect(info.diskMinSize).toBe(100 * GiB);
  });

  it('counts a member with btrfs errors as faulty and frees nothing while unmounted', () => {
    const faulty = poolStatus(
      pool('raid1', [100 * GiB, 100 * GiB]),
      seen([0, 1], { errorsByDevice: new Map([['/dev/loop1', 3]]) }),
    );
    expect(faulty).toMatchObject({ status: 'degraded', errorNum: 1, okNum: 1, hasErrorDisk: true });
    const unmounted = poolStatus(pool('raid1', [100 * GiB, 100 * GiB]), seen([0, 1], { mounted: false }));
    expect(unmounted).toMatchObject({ free_size: 0, has_mount: 0, total_size: 100 * GiB });
  });
});

import { describe, expect, it } from 'vitest';
import type { PresentDisk } from './pool-disks.js';
import type { PoolRecord } from './pool-record.js';
import { poolStatus, type PoolObservation, type UsedDevice } from './pool-status.js';

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

/** Disk `index` in a bay on /dev/loop<index>; btrfs uses the same devices unless told otherwise. */
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
    used: present.map((index) => usedDevice(index)),
    space: { bavail: 50 * 2 ** 18, bsize: 4096 },
    ...overrides,
  };
}

function usedDevice(index: number, overrides: Partial<UsedDevice> = {}): UsedDevice {
  return { devid: index + 1, path: `/dev/loop${index}`, bytes: 100 * GiB, errors: 0, ...overrides };
}

const raid1 = () => pool('raid1', [100 * GiB, 100 * GiB]);
/** A raid1 of D0 and D1 whose migration moves them onto D2 and D3. */
const migrating = (): PoolRecord => ({
  ...raid1(),
  moving: [
    { from: 'D0', to: 'D2' },
    { from: 'D1', to: 'D3' },
  ],
});
const returned = { device: '/dev/loop9' };

describe('pool status is what btrfs says', () => {
  it.each<[string, PoolRecord, PoolObservation, string, number, number]>([
    ['a whole mounted raid1', raid1(), seen([0, 1]), 'ok', 0, 0],
    ['a raid1 that lost a disk', raid1(), seen([0]), 'degraded', 1, 0],
    [
      'a raid1 whose pulled disk is still held by btrfs, size 0',
      raid1(),
      seen([0], { used: [usedDevice(0), usedDevice(1, { bytes: 0, errors: 24 })] }),
      'degraded',
      1,
      0,
    ],
    [
      'a raid1 whose disk came back on a new device while btrfs holds the dead one',
      raid1(),
      {
        ...seen([0, 1], { used: [usedDevice(0), usedDevice(1, { bytes: 0, errors: 24 })] }),
        disks: [seen([0]).disks[0]!, { ...seen([1]).disks[0]!, ...returned }],
      },
      'degraded',
      1,
      0,
    ],
    [
      'a raid1 whose returned disk is still the target of the replace re-attaching it',
      raid1(),
      {
        ...seen([0, 1], {
          used: [
            usedDevice(0),
            usedDevice(1, { bytes: 0, errors: 24 }),
            { devid: 0, path: '/dev/loop9', bytes: 100 * GiB, errors: 0 },
          ],
        }),
        disks: [seen([0]).disks[0]!, { ...seen([1]).disks[0]!, ...returned }],
      },
      'degraded',
      1,
      0,
    ],
    [
      'a raid1 mounted degraded whose stale disk is back but not attached',
      raid1(),
      seen([0, 1], { used: [usedDevice(0), usedDevice(1, { path: null, bytes: 0 })] }),
      'degraded',
      1,
      0,
    ],
    [
      'a raid1 member with write errors since the last repair',
      raid1(),
      seen([0, 1], { used: [usedDevice(0), usedDevice(1, { errors: 3 })] }),
      'degraded',
      0,
      1,
    ],
    [
      'a raid1 member with a SMART fault',
      raid1(),
      { ...seen([0, 1]), disks: seen([0, 1]).disks.map((disk, i) => ({ ...disk, faulty: i === 1 })) },
      'degraded',
      0,
      1,
    ],
    ['a basic pool whose only disk was pulled', pool('basic', [100 * GiB]), seen([]), 'damage', 1, 0],
    ['a raid5 that lost two', pool('raid5', [GiB, GiB, GiB]), seen([0]), 'damage', 2, 0],
    ['a raid6 that lost two', pool('raid6', [GiB, GiB, GiB, GiB]), seen([0, 1]), 'degraded', 2, 0],
    ['a raid6 that lost three', pool('raid6', [GiB, GiB, GiB, GiB]), seen([0]), 'damage', 3, 0],
    [
      'a whole raid1 whose last scrub left uncorrectable errors',
      raid1(),
      seen([0, 1], { scrubUncorrectable: 5 }),
      'damage',
      0,
      0,
    ],
    [
      'a whole raid1 whose rebuild is still converting chunks',
      raid1(),
      seen([0, 1], { rebuilding: true }),
      'degraded',
      0,
      0,
    ],
    [
      'a whole raid1 migrating its first member: the new disk is the replace target',
      migrating(),
      {
        ...seen([0, 1, 2, 3], {
          used: [usedDevice(0), usedDevice(1), { devid: 0, path: '/dev/loop2', bytes: 100 * GiB, errors: 0 }],
        }),
      },
      'ok',
      0,
      0,
    ],
    [
      'a raid1 whose migrating member left btrfs before its record followed',
      migrating(),
      seen([0, 1, 2, 3], { used: [usedDevice(2, { devid: 1 }), usedDevice(1)] }),
      'ok',
      0,
      0,
    ],
    [
      'a raid1 whose migrating member is gone and its new disk not in btrfs',
      migrating(),
      seen([1, 2, 3], { used: [usedDevice(1)] }),
      'degraded',
      1,
      0,
    ],
    [
      'a raid1 whose migrating member left btrfs for a new disk with errors',
      migrating(),
      seen([0, 1, 2, 3], { used: [usedDevice(2, { devid: 1, errors: 2 }), usedDevice(1)] }),
      'degraded',
      0,
      1,
    ],
    [
      'an unmounted pool',
      raid1(),
      seen([0, 1], { mounted: false, used: null, space: null }),
      'suspended',
      0,
      0,
    ],
    [
      'an unmounted pool missing a disk',
      raid1(),
      seen([0], { mounted: false, used: null }),
      'suspended',
      1,
      0,
    ],
  ])('reports %s', (_, record, observation, status, missing, faulty) => {
    const info = poolStatus(record, observation);
    expect(info.status).toBe(status);
    expect(info.missingNum).toBe(missing);
    expect(info.errorNum).toBe(faulty);
    expect(info.okNum).toBe(record.members.length - missing - faulty);
  });

  it('keeps the usable space of the recorded sizes when a member is missing', () => {
    const info = poolStatus(pool('raid5', [100 * GiB, 100 * GiB, 100 * GiB]), seen([0, 1]));
    expect(info.total_size).toBe(200 * GiB);
    expect(info.free_size).toBe(50 * GiB);
    expect(info.diskMinSize).toBe(100 * GiB);
  });

  it('frees nothing while unmounted', () => {
    const unmounted = poolStatus(raid1(), seen([0, 1], { mounted: false, used: null }));
    expect(unmounted).toMatchObject({ free_size: 0, has_mount: 0, total_size: 100 * GiB });
  });
});

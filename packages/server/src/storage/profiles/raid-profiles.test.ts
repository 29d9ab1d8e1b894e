import { describe, expect, it } from 'vitest';
import { POOL_TYPES, RAID_PROFILES, fitsDiskCount, type PoolType } from './raid-profiles.js';

const GiB = 1024 ** 3;

describe('the raid profile table', () => {
  it.each<[PoolType, number, string, string]>([
    ['basic', 1, 'single', 'dup'],
    ['raid1', 2, 'raid1', 'raid1'],
    ['raid1', 3, 'raid1c3', 'raid1c3'],
    ['raid1', 4, 'raid1c4', 'raid1c4'],
    ['raid5', 3, 'raid5', 'raid1'],
    ['raid5', 8, 'raid5', 'raid1'],
    ['raid6', 4, 'raid6', 'raid1c3'],
    ['raid10', 4, 'raid10', 'raid1'],
    ['raid10', 6, 'raid10', 'raid1'],
    ['zdr', 2, 'raid1', 'raid1'],
  ])('lays out %s over %d disks as data %s, metadata %s', (type, disks, data, metadata) => {
    expect(RAID_PROFILES[type].dataProfile(disks)).toBe(data);
    expect(RAID_PROFILES[type].metadataProfile(disks)).toBe(metadata);
  });

  it.each<[PoolType, number[], number]>([
    ['basic', [500], 500],
    ['raid1', [400, 300], 300],
    ['raid1', [400, 300, 500, 600], 300],
    ['raid5', [400, 300, 500], 600],
    ['raid6', [400, 400, 400, 400, 400], 1200],
    ['raid10', [400, 400, 300, 400], 600],
    ['raid10', [400, 400, 400, 400, 400, 400], 1200],
    ['zdr', [2, 3], 2],
    ['zdr', [5, 5], 5],
  ])('gives %s over %j the usable space of spec 3 §5 (%d)', (type, sizes, usable) => {
    expect(RAID_PROFILES[type].usableBytes(sizes.map((size) => size * GiB))).toBe(usable * GiB);
  });

  it('takes raid1 across mixed sizes as min(sum/2, sum − largest) for zdr', () => {
    expect(RAID_PROFILES.zdr.usableBytes([1, 1, 5])).toBe(2);
    expect(RAID_PROFILES.zdr.usableBytes([3, 3, 4])).toBe(5);
  });

  it.each<[PoolType, number, number]>([
    ['basic', 1, 0],
    ['raid1', 2, 1],
    ['raid1', 4, 3],
    ['raid5', 5, 1],
    ['raid6', 6, 2],
    ['raid10', 8, 1],
    ['zdr', 2, 1],
  ])('lets %s over %d disks lose %d', (type, disks, tolerated) => {
    expect(RAID_PROFILES[type].tolerates(disks)).toBe(tolerated);
  });

  it.each<[PoolType, number, boolean]>([
    ['basic', 1, true],
    ['basic', 2, false],
    ['raid1', 1, false],
    ['raid1', 4, true],
    ['raid1', 5, false],
    ['raid5', 2, false],
    ['raid5', 3, true],
    ['raid6', 3, false],
    ['raid6', 4, true],
    ['raid10', 4, true],
    ['raid10', 5, false],
    ['raid10', 6, true],
    ['zdr', 2, true],
    ['zdr', 3, false],
  ])('judges %s with %d disks as fitting: %s', (type, disks, fits) => {
    expect(fitsDiskCount(type, disks)).toBe(fits);
  });

  it('makes members equal everywhere except zdr', () => {
    expect(POOL_TYPES.filter((type) => !RAID_PROFILES[type].equalMembers)).toEqual(['zdr']);
  });
});

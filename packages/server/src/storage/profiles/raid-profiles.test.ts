import { RAID_MODES } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { POOL_TYPES, RAID_PROFILES, type PoolType } from './raid-profiles.js';

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

  it.each(POOL_TYPES)('takes the spec facts of %s from the contract', (type) => {
    const { dataProfile: _data, metadataProfile: _metadata, ...facts } = RAID_PROFILES[type];
    expect(facts).toEqual(RAID_MODES[type]);
    expect(RAID_PROFILES[type].usableBytes).toBe(RAID_MODES[type].usableBytes);
  });
});

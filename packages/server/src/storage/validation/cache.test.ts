import { Code } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { validateCacheCreate, type CacheCreateRequest } from './cache.js';
import { codes, disk, facts, pool } from './test-facts.js';

const world = facts(
  [...['s1', 's2', 's3', 's4'].map((sn) => disk(sn, { devType: 'nvme' })), disk('hdd')],
  [
    pool('p1', 'raid5', 'ooo'),
    pool('p2', 'raid1', 'oo', { hasCache: true }),
    pool('ssd', 'basic', 'o', { protocol: 'protnvme' }),
  ],
  ['SSD缓存1'],
);

const request = (overrides: Partial<CacheCreateRequest>): CacheCreateRequest => ({
  mode: 'read',
  raidType: 'basic',
  name: 'SSD缓存2',
  disks: ['s1'],
  poolId: 'p1',
  ...overrides,
});

describe('validateCacheCreate', () => {
  it.each<[string, Partial<CacheCreateRequest>]>([
    ['a basic read cache', {}],
    ['a raid1 read-write cache', { mode: 'readwrite', raidType: 'raid1', disks: ['s1', 's2'] }],
    ['a raid10 read-write cache', { mode: 'readwrite', raidType: 'raid10', disks: ['s1', 's2', 's3', 's4'] }],
  ])('accepts %s', (_, overrides) => {
    expect(validateCacheCreate(request(overrides), world)).toEqual([]);
  });

  it.each<[string, Partial<CacheCreateRequest>, string]>([
    ['an unknown cache mode', { mode: 'write' }, Code.cacheModeUnknown],
    ['a raid1 read cache', { raidType: 'raid1', disks: ['s1', 's2'] }, Code.readCacheType],
    ['a basic read-write cache', { mode: 'readwrite' }, Code.readWriteCacheType],
    [
      'a zdr read-write cache',
      { mode: 'readwrite', raidType: 'zdr', disks: ['s1', 's2'] },
      Code.readWriteCacheType,
    ],
    [
      'a raid5 read-write cache of two SSDs',
      { mode: 'readwrite', raidType: 'raid5', disks: ['s1', 's2'] },
      Code.disksNeeded,
    ],
    ['a hard disk as cache', { disks: ['hdd'] }, Code.diskWrongType],
    ['a name in use', { name: 'SSD缓存1' }, Code.poolNameTaken],
    ['a pool that already has a cache', { poolId: 'p2' }, Code.cacheExists],
    ['a cache for an SSD pool', { poolId: 'ssd' }, Code.cacheTargetNotSata],
    ['an unknown pool', { poolId: 'nope' }, Code.poolNotFound],
  ])('refuses %s', (_, overrides, code) => {
    expect(codes(validateCacheCreate(request(overrides), world))).toContain(code);
  });
});

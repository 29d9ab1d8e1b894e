import { describe, expect, it } from 'vitest';
import type { PresentDisk } from '../pools/pool-disks.js';
import { cachePoolInfo } from './cache-pool-info.js';
import type { CachePoolRecord } from './cache-pool-store.js';

const GB = 1_000_000_000;
const CACHE: CachePoolRecord = {
  id: 'cache-0001',
  name: 'SSD缓存1',
  poolId: 'pool-1',
  raidType: 'raid1',
  mode: 'readwrite',
  members: [
    { sn: 'N1', size: 500 * GB },
    { sn: 'N2', size: 400 * GB },
  ],
  setUuid: 'u',
  cacheDevice: '/dev/md/x',
  createdAt: 0,
};
const ssd = (sn: string, faulty = false): PresentDisk => ({
  sn,
  size: 500 * GB,
  devType: 'nvme',
  device: `/dev/${sn}`,
  faulty,
});

describe('cachePoolInfo', () => {
  it('lists a cache pool under the pool it caches, with the usable space of its mode', () => {
    expect(cachePoolInfo(CACHE, [ssd('N1'), ssd('N2')])).toMatchObject({
      id: 'cache-0001',
      pid: 'pool-1',
      protocol: 'protnvme',
      status: 'ok',
      has_mount: 1,
      disk_list: ['N1', 'N2'],
      total_size: 400 * GB,
      free_size: 0,
      okNum: 2,
      usr_raid_status: { status: 'active', remain_time: 0, rate: 1 },
      task: null,
    });
  });

  it.each([
    ['one SSD missing from a mirror', [ssd('N1')], 'degraded', 1],
    ['one SSD faulty', [ssd('N1'), ssd('N2', true)], 'degraded', 1],
    ['both SSDs gone', [], 'damage', 0],
  ])('with %s reads %s', (_label, disks, status, mounted) => {
    expect(cachePoolInfo(CACHE, disks)).toMatchObject({ status, has_mount: mounted });
  });
});

import type { DiskInfo, PoolInfo } from '@coffer/contract';
import { isFreeDisk } from './pool-growth';

export type CacheAction = 'rcache' | 'rwcache';

/** STOR-CACHE-01: a read cache is one SSD in Basic; a read-write cache RAID1, RAID5, RAID6 or RAID10. */
export const CACHE_MODES: Readonly<Record<CacheAction, readonly string[]>> = {
  rcache: ['basic'],
  rwcache: ['raid1', 'raid5', 'raid6', 'raid10'],
};

const COUNTS: Readonly<Record<string, { min: number; max?: number; even?: boolean }>> = {
  basic: { min: 1, max: 1 },
  raid1: { min: 2, max: 4 },
  raid5: { min: 3 },
  raid6: { min: 4 },
  raid10: { min: 4, even: true },
};

/** Whether this many SSDs make a cache of that mode. */
export function fitsCacheCount(raidType: string, count: number): boolean {
  const rule = COUNTS[raidType];
  if (!rule) return false;
  return (
    count >= rule.min && (rule.max === undefined || count <= rule.max) && (!rule.even || count % 2 === 0)
  );
}

/** The free M.2 SSDs a cache can be made of. */
export function cacheDisks(disks: readonly DiskInfo[]): DiskInfo[] {
  return disks.filter((disk) => isFreeDisk(disk) && disk.dev_type === 'nvme');
}

/** The default cache-pool name: "SSD缓存{n}" with the first number no cache pool uses (spec 3 §5 "Name"). */
export function defaultCacheName(cachePools: readonly Pick<PoolInfo, 'name'>[], prefix = 'SSD缓存'): string {
  const taken = new Set(cachePools.map((pool) => pool.name.toLowerCase()));
  for (let n = 1; ; n += 1) {
    const name = `${prefix}${n}`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}

import { statfs } from 'node:fs/promises';
import type { PoolInfo } from '@coffer/contract';
import type { PoolsInfo } from './pool-service.js';

/**
 * The cached pools with each mounted pool's free bytes read now. Free space moves with every file
 * written, which is no event the cache hears of; statfs is one system call, no command, so it is
 * read per answer while the rest of the observation comes from the cache.
 */
export async function withLiveFreeSpace(
  info: PoolsInfo,
  mountPoint: (poolId: string) => string,
): Promise<PoolsInfo> {
  const live = async (pool: PoolInfo): Promise<PoolInfo> => {
    if (pool.has_mount !== 1) return pool;
    try {
      const space = await statfs(mountPoint(pool.id));
      return { ...pool, free_size: Math.max(0, Math.min(pool.total_size, space.bavail * space.bsize)) };
    } catch {
      return pool;
    }
  };
  const { normal, super: superPools, cache } = info.zspool;
  return {
    ...info,
    zspool: {
      normal: await Promise.all(normal.map(live)),
      super: await Promise.all(superPools.map(live)),
      cache: await Promise.all(cache.map(live)),
    },
  };
}

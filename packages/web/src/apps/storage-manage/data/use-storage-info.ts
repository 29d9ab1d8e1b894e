import { useQuery } from '@tanstack/react-query';
import { CALLS } from '@coffer/contract';
import { call, unwrap } from '../../../api/client';
import type { StorageInfo } from './storage-by-bay';

/**
 * How often an open storage app reads the pools again without an event: the engine's health look
 * runs every 5 s (pool-health-monitor.ts), so the page is never more than one look behind.
 */
export const STORAGE_REFRESH_MS = 5000;

/** Every query of this app starts with this key, so one invalidation reads them all again. */
export const STORAGE_QUERY_KEY = ['storage'] as const;

/**
 * Pools (`/zspool/info`) and disks (`/zspool/disk/list`), read together; the page shows errors
 * itself. Normal and super pools come as one list (each carries its protocol).
 */
export function useStorageInfo() {
  return useQuery({
    queryKey: [...STORAGE_QUERY_KEY, 'overview'],
    refetchInterval: STORAGE_REFRESH_MS,
    queryFn: async ({ signal }): Promise<StorageInfo> => {
      const [pools, disks] = await Promise.all([
        call(CALLS.poolInfo, {}, { toast: false, signal }),
        call(CALLS.diskList, {}, { toast: false, signal }),
      ]);
      const { zspool, spare } = unwrap(pools);
      return {
        pools: [...zspool.normal, ...zspool.super],
        cachePools: zspool.cache,
        spares: [...spare.normal, ...spare.super],
        disks: unwrap(disks).disks,
      };
    },
  });
}

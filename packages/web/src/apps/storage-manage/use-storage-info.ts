import { useQuery } from '@tanstack/react-query';
import { CALLS } from '@coffer/contract';
import { call, unwrap } from '../../api/client';
import type { StorageInfo } from './storage-by-bay';

/**
 * How often an open storage app reads the pools again without an event: the engine's health look
 * runs every 5 s (pool-health-monitor.ts), so the page is never more than one look behind.
 */
export const STORAGE_REFRESH_MS = 5000;

/** Pools (`/zspool/info`) and disks (`/zspool/disk/list`), read together; the page shows errors itself. */
export function useStorageInfo() {
  return useQuery({
    queryKey: ['storage', 'overview'],
    refetchInterval: STORAGE_REFRESH_MS,
    queryFn: async ({ signal }): Promise<StorageInfo> => {
      const [pools, disks] = await Promise.all([
        call(CALLS.poolInfo, {}, { toast: false, signal }),
        call(CALLS.diskList, {}, { toast: false, signal }),
      ]);
      const { zspool } = unwrap(pools);
      return { pools: [...zspool.normal, ...zspool.super], disks: unwrap(disks).disks };
    },
  });
}

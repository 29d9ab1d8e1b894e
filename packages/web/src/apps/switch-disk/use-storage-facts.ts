import { useQuery } from '@tanstack/react-query';
import type { DiskInfo, PoolInfo } from '@coffer/contract';
import { diskList } from '@coffer/contract/calls/disks';
import { poolInfo } from '@coffer/contract/calls/storage';
import { call, unwrap } from '../../api/client';

export interface StorageFacts {
  pools: PoolInfo[];
  disks: DiskInfo[];
}

export const STORAGE_FACTS_KEY = ['switchDisk', 'storage'] as const;

/** Pools and disks as the engine last saw them; read again every 5 s (one health look). */
export function useStorageFacts() {
  return useQuery({
    queryKey: STORAGE_FACTS_KEY,
    refetchInterval: 5000,
    queryFn: async ({ signal }): Promise<StorageFacts> => {
      const [pools, disks] = await Promise.all([
        call(poolInfo, {}, { toast: false, signal }),
        call(diskList, {}, { toast: false, signal }),
      ]);
      const { zspool } = unwrap(pools);
      return { pools: [...zspool.normal, ...zspool.super], disks: unwrap(disks).disks };
    },
  });
}

import { useQuery } from '@tanstack/react-query';
import { CALLS, type ExternalDisk } from '@coffer/contract';
import { call, unwrap } from '../../../api/client';
import { STORAGE_QUERY_KEY, STORAGE_REFRESH_MS } from '../data/use-storage-info';

export const EXTERNAL_QUERY_KEY = [...STORAGE_QUERY_KEY, 'external'] as const;

/**
 * The external disks (`/zspool/external/list`). No push event announces a USB disk plugged in
 * (docs/decisions.md "External disks"), so the list is read again as often as the pools.
 */
export function useExternalDisks() {
  return useQuery({
    queryKey: [...EXTERNAL_QUERY_KEY, 'list'],
    refetchInterval: STORAGE_REFRESH_MS,
    queryFn: async ({ signal }): Promise<ExternalDisk[]> =>
      unwrap(await call(CALLS.externalList, {}, { toast: false, signal })).disks,
  });
}

import { useQuery } from '@tanstack/react-query';
import { CALLS, type ResponseOf } from '@coffer/contract';
import { call, unwrap } from '../../../api/client';
import { STORAGE_QUERY_KEY, STORAGE_REFRESH_MS } from '../data/use-storage-info';

/** Every usage query starts with this key: invalidated after a scan, a delete or a schedule change. */
export const USAGE_QUERY_KEY = [...STORAGE_QUERY_KEY, 'usage'] as const;

/** While a scan runs its progress is read every second; otherwise as often as the pools. */
const SCAN_PROGRESS_MS = 1000;
const refreshWhile = (running: boolean) => (running ? SCAN_PROGRESS_MS : STORAGE_REFRESH_MS);

/** A pool's latest report and the scan under way. */
export function useUsageSummary(pid: string | undefined) {
  return useQuery<ResponseOf<typeof CALLS.usageSummary>>({
    queryKey: [...USAGE_QUERY_KEY, 'summary', pid],
    enabled: pid !== undefined,
    refetchInterval: (query) => refreshWhile(Boolean(query.state.data?.running)),
    queryFn: async ({ signal }): Promise<ResponseOf<typeof CALLS.usageSummary>> =>
      unwrap(await call(CALLS.usageSummary, { pid: pid! }, { toast: false, signal })),
  });
}

/** A pool's reports, newest first, and the scan under way. */
export function useUsageList(pid: string | undefined) {
  return useQuery<ResponseOf<typeof CALLS.usageDetailList>>({
    queryKey: [...USAGE_QUERY_KEY, 'list', pid],
    enabled: pid !== undefined,
    refetchInterval: (query) => refreshWhile(Boolean(query.state.data?.running)),
    queryFn: async ({ signal }): Promise<ResponseOf<typeof CALLS.usageDetailList>> =>
      unwrap(await call(CALLS.usageDetailList, { pid: pid! }, { toast: false, signal })),
  });
}

export function useUsageConfig(pid: string | undefined) {
  return useQuery({
    queryKey: [...USAGE_QUERY_KEY, 'config', pid],
    enabled: pid !== undefined,
    queryFn: async ({ signal }) =>
      unwrap(await call(CALLS.usageConfigGet, { pid: pid! }, { toast: false, signal })),
  });
}

/** One report; a finished report never changes, so it is read once. */
export function useUsageReport(id: number | undefined) {
  return useQuery({
    queryKey: [...USAGE_QUERY_KEY, 'report', id],
    enabled: id !== undefined,
    staleTime: Infinity,
    retry: false,
    queryFn: async ({ signal }) =>
      unwrap(await call(CALLS.usageDetailInfo, { id: id! }, { toast: false, signal })),
  });
}

export function useUsageChart(id: number | undefined) {
  return useQuery({
    queryKey: [...USAGE_QUERY_KEY, 'chart', id],
    enabled: id !== undefined,
    staleTime: Infinity,
    retry: false,
    queryFn: async ({ signal }) =>
      unwrap(await call(CALLS.usageDetailChart, { id: id! }, { toast: false, signal })),
  });
}

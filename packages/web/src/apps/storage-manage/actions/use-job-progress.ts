import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CALLS, type JobInfo } from '@coffer/contract';
import { call, unwrap } from '../../../api/client';
import { onPush } from '../../../shell/push/push-bus';
import { STORAGE_QUERY_KEY } from '../data/use-storage-info';

/** How often a running job is read (spec 3: long work shows its progress every second). */
export const JOB_POLL_MS = 1000;

export function isJobOver(job: Pick<JobInfo, 'state'> | null | undefined): boolean {
  return job?.state === 'done' || job?.state === 'failed' || job?.state === 'cancelled';
}

/**
 * Follows one engine job (`/zspool/format/status {jobId}`: format, balance for an expansion, replace
 * for a repair) every second and on each formatting push, until it ends; then reads the pools again.
 */
export function useJobProgress(jobId: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...STORAGE_QUERY_KEY, 'job', jobId],
    enabled: jobId !== null,
    queryFn: async ({ signal }) =>
      unwrap(await call(CALLS.formatStatus, { jobId: jobId ?? undefined }, { toast: false, signal })),
    refetchInterval: (current) => (isJobOver(current.state.data) ? false : JOB_POLL_MS),
  });
  const over = isJobOver(query.data);

  useEffect(() => {
    if (jobId === null || over) return;
    return onPush('storage_formatting', () => void query.refetch());
  }, [jobId, over, query]);

  useEffect(() => {
    if (over) void queryClient.invalidateQueries({ queryKey: [...STORAGE_QUERY_KEY, 'overview'] });
  }, [over, queryClient]);

  return { job: query.data ?? null, over, error: query.error };
}

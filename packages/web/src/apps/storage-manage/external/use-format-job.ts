import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CALLS, type JobInfo } from '@coffer/contract';
import { call, unwrap } from '../../../api/client';
import { onPush } from '../../../shell/push/push-bus';
import { STORAGE_QUERY_KEY } from '../data/use-storage-info';

/** Long work is followed every second while it runs (issue 13). */
const JOB_POLL_MS = 1000;

const formatJobKey = (jobId: string | null) => ['external-format-job', jobId] as const;

export const isFinished = (job: JobInfo | null | undefined) =>
  job !== null && job !== undefined && ['done', 'failed', 'cancelled'].includes(job.state);

/**
 * The format job of an external disk (`/zspool/format/status {jobId}`), read every second and at
 * each `storage_formatting` push until it ends; then every storage query is read again.
 */
export function useFormatJob(jobId: string | null) {
  const queryClient = useQueryClient();
  const job = useQuery<JobInfo | null>({
    queryKey: formatJobKey(jobId),
    enabled: jobId !== null,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : JOB_POLL_MS),
    queryFn: async ({ signal }): Promise<JobInfo | null> =>
      unwrap(await call(CALLS.formatStatus, { jobId: jobId! }, { toast: false, signal })),
  });

  useEffect(() => {
    if (jobId === null) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: formatJobKey(jobId) });
    return onPush('storage_formatting', refresh);
  }, [jobId, queryClient]);

  const finished = isFinished(job.data);
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: STORAGE_QUERY_KEY });
  }, [finished, queryClient]);

  return job;
}

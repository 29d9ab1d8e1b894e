import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CALLS, type JobInfo } from '@coffer/contract';
import { call, unwrap } from '../../../api/client';
import { STORAGE_QUERY_KEY } from '../data/use-storage-info';
import { EXTERNAL_QUERY_KEY } from './use-external-disks';

/** Long work is followed every second while it runs (issue 13). */
const JOB_POLL_MS = 1000;

export const isFinished = (job: JobInfo | null | undefined) =>
  job !== null && job !== undefined && ['done', 'failed', 'cancelled'].includes(job.state);

/**
 * The format job of an external disk (`/zspool/format/status {jobId}`), read every second until it
 * ends. Its key is under `['storage']`, so the layout's refresh on the storage push events
 * (`storage_formatting`, `storage_complete_*`) reads it at once too; once it ends, every storage
 * query is read again.
 */
export function useFormatJob(jobId: string | null) {
  const queryClient = useQueryClient();
  const job = useQuery<JobInfo | null>({
    queryKey: [...EXTERNAL_QUERY_KEY, 'job', jobId],
    enabled: jobId !== null,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : JOB_POLL_MS),
    queryFn: async ({ signal }) =>
      unwrap(await call(CALLS.formatStatus, { jobId: jobId! }, { toast: false, signal })),
  });

  const finished = isFinished(job.data);
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: STORAGE_QUERY_KEY });
  }, [finished, queryClient]);

  return job;
}

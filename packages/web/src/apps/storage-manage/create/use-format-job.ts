import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CALLS, type JobInfo } from '@coffer/contract';
import { call, unwrap } from '../../../api/client';
import { onPush } from '../../../shell/push/push-bus';
import { jobOutcome } from './format-job';

/** STOR-FMT-01: the job is read every second while it runs. */
export const FORMAT_STATUS_MS = 1000;

/**
 * The format job the wizard started, from `/zspool/format/status {jobId}` every second while it
 * runs, and at once on the job's push events (progress, done, failed).
 */
export function useFormatJob(jobId: string | null) {
  const queryClient = useQueryClient();
  const queryKey = ['create-pool', 'job', jobId];
  const query = useQuery<JobInfo | null>({
    queryKey,
    enabled: jobId !== null,
    refetchInterval: (current) =>
      jobOutcome(current.state.data ?? null) === 'running' ? FORMAT_STATUS_MS : false,
    queryFn: async ({ signal }): Promise<JobInfo | null> =>
      unwrap(await call(CALLS.formatStatus, { jobId: jobId ?? undefined }, { toast: false, signal })),
  });

  useEffect(() => {
    if (jobId === null) return;
    const refresh = (data: { job_id?: string }) => {
      if (data.job_id === jobId)
        void queryClient.invalidateQueries({ queryKey: ['create-pool', 'job', jobId] });
    };
    const stops = [
      onPush('storage_formatting', refresh),
      onPush('storage_complete_change', refresh),
      onPush('storage_complete_failure', refresh),
    ];
    return () => stops.forEach((stop) => stop());
  }, [jobId, queryClient]);

  return query;
}

import { useQuery } from '@tanstack/react-query';
import { CALLS, type ResponseOf } from '@coffer/contract';
import { call, unwrap } from '../../../api/client';
import { jobOutcome } from './format-job';
import type { PoolProtocol } from '@coffer/contract';

/** spec 3 §4 "SMART / IHM": the check is read again every 2 s until it is no longer running. */
export const SMART_STATUS_MS = 2000;

export type SmartTask = ResponseOf<typeof CALLS.smartDetectTask>;

/** The pre-format SMART check (STOR-FMT-05): its job, the readings made and the disks still to read. */
export function useSmartTask(protocol: PoolProtocol | null, jobId: string | null) {
  return useQuery<SmartTask>({
    queryKey: ['create-pool', 'smart', protocol, jobId],
    enabled: protocol !== null && jobId !== null,
    refetchInterval: (current) => {
      const task = current.state.data?.task ?? null;
      return task === null || jobOutcome(task) === 'running' ? SMART_STATUS_MS : false;
    },
    queryFn: async ({ signal }) =>
      unwrap(
        await call(
          CALLS.smartDetectTask,
          { protocol: protocol ?? 'protsata', jobId: jobId ?? undefined },
          { toast: false, signal },
        ),
      ),
  });
}

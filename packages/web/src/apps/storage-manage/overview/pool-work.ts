import type { JobInfo, PoolInfo } from '@coffer/contract';

/** What the overview shows of the work under way on a pool. */
export interface PoolWork {
  /** Key under `storage.overview.rebuild` or `storage.overview.task`. */
  label: { group: 'rebuild'; key: 'recovery' | 'resync' } | { group: 'task'; key: JobInfo['kind'] };
  /** 0–100. */
  percent: number;
  /** Seconds; null when the engine cannot tell yet. */
  remaining: number | null;
  jobId: string | null;
}

/**
 * The pool's rebuild (data recovery) or resync (expansion) as the engine reports it
 * (STOR-HLTH-03), else any other job running on it (scrub, format, migration …), else nothing.
 */
export function poolWorkOf(pool: Pick<PoolInfo, 'usr_raid_status' | 'task'>): PoolWork | null {
  const raid = pool.usr_raid_status;
  const task =
    pool.task && (pool.task.state === 'running' || pool.task.state === 'queued') ? pool.task : null;
  if (raid.status !== 'active') {
    return {
      label: { group: 'rebuild', key: raid.status },
      percent: Math.round(Math.min(1, Math.max(0, raid.rate)) * 100),
      remaining: raid.remain_time > 0 ? raid.remain_time : null,
      jobId: task?.id ?? null,
    };
  }
  if (!task) return null;
  return { label: { group: 'task', key: task.kind }, percent: task.percent, remaining: null, jobId: task.id };
}

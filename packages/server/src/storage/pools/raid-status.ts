import type { RaidStatusInfo } from '@coffer/contract';
import type { ProgressSample } from '../jobs/job-registry.js';
import { isFinished, type JobKind, type JobView } from '../jobs/job.js';

export const ACTIVE: RaidStatusInfo = { status: 'active', remain_time: 0, rate: 1 };

/**
 * Which jobs rebuild a pool's redundancy (spec 3 §3 RAID rebuild states): a replace job (repair,
 * re-attach, a spare taking over) recovers data onto a new member; a balance (expansion) spreads it
 * anew, a resync.
 */
const REBUILDING: Partial<Record<JobKind, RaidStatusInfo['status']>> = {
  replace: 'recovery',
  balance: 'resync',
};

/**
 * Pure: seconds still to go at the rate the job has moved since `baseline`; 0 when that cannot be
 * told yet (under 1 % done, no progress since the baseline, no time passed).
 */
export function remainingSeconds(baseline: ProgressSample | undefined, percent: number, now: number): number {
  if (!baseline || percent < 1 || percent >= 100) return 0;
  const done = percent - baseline.percent;
  const elapsed = now - baseline.at;
  if (done < 1 || elapsed <= 0) return 0;
  return Math.round(((elapsed / done) * (100 - percent)) / 1000);
}

/** Pure: the pool's unfinished job, the newest first; null when none runs. */
export function poolTaskOf(jobs: readonly JobView[]): JobView | null {
  const unfinished = jobs.filter((job) => !isFinished(job.state));
  return unfinished.reduce<JobView | null>(
    (newest, job) => (newest === null || job.createdAt > newest.createdAt ? job : newest),
    null,
  );
}

/**
 * Pure: `usr_raid_status` from the pool's unfinished jobs: `recovery` while a replace job runs,
 * `resync` while a balance does (a replace first: it is the pool at risk), else `active`. `rate` is
 * the job's percent as 0–1 (1 when active).
 */
export function raidStatusOf(
  jobs: readonly JobView[],
  baselineOf: (jobId: string) => ProgressSample | undefined,
  now: number,
): RaidStatusInfo {
  const unfinished = jobs.filter((job) => !isFinished(job.state));
  for (const kind of ['replace', 'balance'] as const) {
    const job = unfinished.find((candidate) => candidate.kind === kind);
    if (!job) continue;
    return {
      status: REBUILDING[kind]!,
      remain_time: remainingSeconds(baselineOf(job.id), job.percent, now),
      rate: Math.max(0, Math.min(1, job.percent / 100)),
    };
  }
  return ACTIVE;
}

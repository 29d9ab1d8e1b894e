import { Code, type StorageSync, type StorageSyncEntry } from '@coffer/contract';
import type { ProgressSample } from '../jobs/job-registry.js';
import { isFinished, type JobView } from '../jobs/job.js';
import { remainingSeconds } from '../pools/raid-status.js';

/** The jobs that rebuild a pool's redundancy, and what the spec calls their sync (spec 2 §4.3). */
const SYNC_KIND: Partial<Record<JobView['kind'], StorageSyncEntry['kind']>> = {
  replace: 'recover',
  balance: 'resync',
};

export function isRebuildJob(job: JobView): boolean {
  return job.poolId !== null && SYNC_KIND[job.kind] !== undefined;
}

/**
 * A rebuild that ended in failure and is still news: not cut off by a power-off (that one resumes
 * at the next start) and not cancelled (the administrator chose that).
 */
export function isFailedRebuild(job: JobView): boolean {
  return isRebuildJob(job) && job.state === 'failed' && job.errorCode !== Code.jobInterrupted;
}

export interface PoolSyncFacts {
  /** The pools as the poll knows them (a deleted pool's jobs are not shown). */
  pools: readonly { id: string; name: string }[];
  /** Unfinished jobs (of every kind; the rebuilding ones are picked). */
  running: readonly JobView[];
  /** The last failed rebuild per pool, when no rebuild of that pool started since. */
  failed: readonly JobView[];
  baselineOf: (jobId: string) => ProgressSample | undefined;
  now: number;
  /** Ordinary users get no pool ids and no failure codes. */
  details: boolean;
}

/**
 * Pure: spec 2's `sync` (BOOT-RAID-01/02): per pool, the replace (recover) or balance (resync) that
 * runs, a replace first as `raid-status.ts` reads it, with its whole percent and the seconds still
 * to go at its pace so far; a pool whose last rebuild failed reads `fail`. `busy` while anything
 * runs.
 */
export function poolSync(facts: PoolSyncFacts): StorageSync {
  const usr: StorageSyncEntry[] = [];
  for (const pool of facts.pools) {
    const own = facts.running.filter(
      (job) => job.poolId === pool.id && isRebuildJob(job) && !isFinished(job.state),
    );
    const job = own.find((candidate) => candidate.kind === 'replace') ?? own[0];
    const id = facts.details ? { id: pool.id } : {};
    if (job) {
      usr.push({
        ...id,
        name: pool.name,
        action: SYNC_KIND[job.kind]!,
        kind: SYNC_KIND[job.kind]!,
        progress: Math.max(0, Math.min(100, Math.round(job.percent))),
        remain: remainingSeconds(facts.baselineOf(job.id), job.percent, facts.now),
      });
      continue;
    }
    const failed = facts.failed.find((candidate) => candidate.poolId === pool.id);
    if (failed) {
      usr.push({
        ...id,
        name: pool.name,
        action: 'fail',
        kind: SYNC_KIND[failed.kind]!,
        progress: Math.max(0, Math.min(100, Math.round(failed.percent))),
        remain: 0,
        ...(facts.details && failed.errorCode !== null ? { code: failed.errorCode } : {}),
      });
    }
  }
  return { status: usr.some((entry) => entry.action !== 'fail') ? 'busy' : 'ok', usr };
}

import type { Logger } from 'pino';
import type { JobRegistry } from '../jobs/job-registry.js';
import type { JobView } from '../jobs/job.js';
import { resumeExpansion } from './expand-pool-job.js';
import { commandReason, isMounted } from './pool-mount.js';
import type { PoolScrub } from './pool-scrub.js';
import type { PoolStore } from './pool-store.js';

export interface ResumeOptions {
  jobs: JobRegistry;
  scrub: PoolScrub;
  pools: PoolStore;
  mountPoint(poolId: string): string;
  log: Logger;
}

/**
 * At start, once the pools are mounted: scrubs and expansion balances a restart cut off continue
 * under their own job ids (docs/decisions.md "Scrub, expansion and spares"). A job whose pool is
 * gone or not mounted stays failed as interrupted (C104003). Answers the jobs resumed.
 */
export async function resumeInterruptedJobs(
  interrupted: readonly JobView[],
  options: ResumeOptions,
): Promise<JobView[]> {
  const resumed: JobView[] = [];
  for (const job of interrupted) {
    if (job.poolId === null || (job.kind !== 'scrub' && job.kind !== 'balance')) continue;
    try {
      const next = job.kind === 'scrub' ? await options.scrub.resume(job) : await resumeBalance(job, options);
      if (next) resumed.push(next);
    } catch (error) {
      options.log.warn(
        { event: 'job.resume-failed', jobId: job.id, kind: job.kind, reason: commandReason(error) },
        'interrupted job not resumed',
      );
    }
  }
  return resumed;
}

async function resumeBalance(job: JobView, options: ResumeOptions): Promise<JobView | undefined> {
  const pool = options.pools.find(job.poolId!);
  const mountPoint = options.mountPoint(job.poolId!);
  if (!pool || pool.state !== 'ready' || !(await isMounted(mountPoint))) return undefined;
  const next = options.jobs.resume(
    job,
    { kind: 'balance', poolId: pool.id, description: 'balancing', exclusive: true },
    (context) => resumeExpansion(context, mountPoint, pool),
  );
  options.log.info({ event: 'pool.expand.resumed', poolId: pool.id, jobId: job.id }, 'expansion resumed');
  return next;
}

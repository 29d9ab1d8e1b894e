import type { Logger } from 'pino';
import type { JobRegistry } from '../jobs/job-registry.js';
import type { JobView } from '../jobs/job.js';
import { resumeExpansion } from './expand-pool-job.js';
import { commandReason, isMounted } from './pool-mount.js';
import type { PoolScrub } from './pool-scrub.js';
import type { PoolStore } from './pool-store.js';
import type { PoolRecord } from './pool-record.js';

export interface ResumeOptions {
  jobs: JobRegistry;
  scrub: PoolScrub;
  pools: PoolStore;
  mountPoint(poolId: string): string;
  log: Logger;
}

/**
 * At start, once the pools are mounted, for each mounted pool: what the kernel still runs or the
 * restart cut off is taken up again, never left unseen (docs/decisions.md "Scrub, expansion and
 * spares"). A scrub continues under its interrupted job, or under a new one when the kernel runs a
 * scrub no job knows; an expansion balance continues under its job. A job whose pool is gone or not
 * mounted stays failed as interrupted (C104003). Answers the jobs taken up.
 */
export async function resumeInterruptedJobs(
  interrupted: readonly JobView[],
  options: ResumeOptions,
): Promise<JobView[]> {
  const resumed: JobView[] = [];
  for (const pool of options.pools.all()) {
    if (pool.state !== 'ready' || !(await isMounted(options.mountPoint(pool.id)))) continue;
    const cutOff = (kind: JobView['kind']) =>
      interrupted.find((job) => job.poolId === pool.id && job.kind === kind);
    const takeUp = async (kind: JobView['kind'], work: () => Promise<JobView | undefined>) => {
      try {
        const job = await work();
        if (job) resumed.push(job);
      } catch (error) {
        options.log.warn(
          { event: 'job.resume-failed', poolId: pool.id, kind, reason: commandReason(error) },
          'interrupted work not taken up',
        );
      }
    };
    await takeUp('scrub', () => options.scrub.adopt(pool.id, cutOff('scrub')));
    const balance = cutOff('balance');
    if (balance) await takeUp('balance', async () => resumeBalance(balance, pool, options));
  }
  return resumed;
}

function resumeBalance(job: JobView, pool: PoolRecord, options: ResumeOptions): JobView {
  const mountPoint = options.mountPoint(pool.id);
  const next = options.jobs.resume(
    job,
    { kind: 'balance', poolId: pool.id, description: 'balancing', exclusive: true },
    (context) => resumeExpansion(context, mountPoint, pool),
  );
  options.log.info({ event: 'pool.expand.resumed', poolId: pool.id, jobId: job.id }, 'expansion resumed');
  return next;
}

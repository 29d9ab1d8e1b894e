import type { Logger } from 'pino';
import { balanceStatus } from '../btrfs/balance.js';
import { replaceStatus } from '../btrfs/replace.js';
import type { JobContext, JobRegistry } from '../jobs/job-registry.js';
import type { JobView } from '../jobs/job.js';
import { Code } from '@coffer/contract';
import { StorageError } from '../storage-error.js';
import { takeUpBalance } from './balance-step.js';
import { EXPAND_STEPS, resumeExpansion } from './expand-pool-job.js';
import type { PoolEngine } from './pool-engine.js';
import { commandReason, isMounted } from './pool-mount.js';
import type { PoolScrub } from './pool-scrub.js';
import { resumeRepair } from './repair-pool-job.js';
import { takeUpPlan } from './take-up-plan.js';

export interface ResumeOptions {
  jobs: JobRegistry;
  scrub: PoolScrub;
  engine: PoolEngine;
  log: Logger;
  /** The work that continues an interrupted data migration (storage/migration). */
  migration: { resumeWork(): (context: JobContext) => Promise<void> };
}

/**
 * At start, once the pools are mounted, for each mounted pool: what the kernel still runs or the
 * restart cut off is taken up again, never left unseen (docs/decisions.md "Scrub, expansion and
 * spares"): a scrub (PoolScrub.adopt), then an expansion, a repair, a data migration or a bare
 * balance (take-up-plan.ts). Interrupted jobs continue under their own ids; kernel work no job knows gets a
 * new job. A job whose pool is gone or not mounted stays failed as interrupted (C104003). Answers
 * the jobs taken up.
 */
export async function resumeInterruptedJobs(
  interrupted: readonly JobView[],
  options: ResumeOptions,
): Promise<JobView[]> {
  const { engine, jobs, log } = options;
  const resumed: JobView[] = [];
  for (const pool of engine.store.all()) {
    const mountPoint = engine.mountPoint(pool.id);
    if (pool.state !== 'ready' || !(await isMounted(mountPoint))) continue;
    const cutOff = (kind: JobView['kind']) =>
      interrupted.find((job) => job.poolId === pool.id && job.kind === kind);
    const takeUp = async (kind: string, work: () => Promise<JobView | undefined>) => {
      try {
        const job = await work();
        if (job) resumed.push(job);
      } catch (error) {
        log.warn(
          { event: 'job.resume-failed', poolId: pool.id, kind, reason: commandReason(error) },
          'interrupted work not taken up',
        );
      }
    };
    await takeUp('scrub', () => options.scrub.adopt(pool.id, cutOff('scrub')));
    await takeUp('balance-or-replace', async () => {
      const job = cutOff('balance') ?? cutOff('replace') ?? cutOff('migrate');
      const replace = (await replaceStatus(mountPoint)).state;
      const balance = (await balanceStatus(mountPoint)).state;
      const plan = takeUpPlan(job?.kind, replace, balance);
      if (plan === null) return undefined;
      const request = { poolId: pool.id, exclusive: true, ...TAKE_UP_JOBS[plan] };
      const work =
        plan === 'expansion'
          ? (context: JobContext) => resumeExpansion(context, engine, pool.id)
          : plan === 'repair'
            ? (context: JobContext) => resumeRepair(context, engine, pool.id)
            : plan === 'migration'
              ? options.migration.resumeWork()
              : (context: JobContext) => balanceOnly(context, mountPoint);
      const next = job ? jobs.resume(job, request, work) : jobs.start(request, work);
      log.info(
        { event: 'pool.job.taken-up', poolId: pool.id, jobId: next.id, plan, replace, balance },
        'work of a previous run taken up',
      );
      return next;
    });
  }
  return resumed;
}

/** The kind and first step of the job each plan runs under. */
const TAKE_UP_JOBS = {
  expansion: { kind: 'balance', description: 'balancing' },
  repair: { kind: 'replace', description: 'replacing' },
  migration: { kind: 'migrate', description: 'migrating' },
  balance: { kind: 'balance', description: 'balancing' },
} as const;

/** A balance the kernel runs that no job started: taken up and followed to its end. */
async function balanceOnly(context: JobContext, mountPoint: string): Promise<void> {
  const progress = (percent: number) =>
    context.progress(EXPAND_STEPS.balancing + (percent * (100 - EXPAND_STEPS.balancing)) / 100, 'balancing');
  await takeUpBalance(context, mountPoint, progress, Code.expandFailed);
  if (context.signal.aborted) throw new StorageError(Code.jobCancelled);
  context.progress(100, 'done');
}

import { Code, type ScrubStatusInfo } from '@coffer/contract';
import type { Logger } from 'pino';
import { cancelScrub, resumeOrStartScrub, runScrub, scrubStatus, stopScrub } from '../btrfs/scrub.js';
import type { ScrubStatus } from '../btrfs/parse-scrub-status.js';
import { replaceStatus } from '../btrfs/replace.js';
import { isPowerOff, type JobContext, type JobRegistry } from '../jobs/job-registry.js';
import type { JobView } from '../jobs/job.js';
import { StorageError } from '../storage-error.js';
import { commandReason, isMounted } from './pool-mount.js';
import type { ScrubInterval, ScrubResult, ScrubStore, ScrubTimer } from './pool-scrub-store.js';
import type { PoolStore } from './pool-store.js';
import type { FinishedScrub } from './scrub-damage.js';
import { ScrubScheduler, nextSlot } from './scrub-schedule.js';
import { scrubFigures, scrubPercent } from './scrub-figures.js';
import { kernelScrubIsTheJobs } from './scrub-ownership.js';

export interface PoolScrubOptions {
  pools: PoolStore;
  store: ScrubStore;
  jobs: JobRegistry;
  mountPoint(poolId: string): string;
  log: Logger;
  /** How often a running scrub's status is read (1 s). */
  pollMs?: number;
  /**
   * Told each scrub that finished (not cancelled or failed), with what it found, before its result
   * reads finished: the pool's health follows (scrub-damage.ts).
   */
  onFinished?(poolId: string, found: FinishedScrub): Promise<void>;
}

export interface ScrubTimerRequest {
  enabled: boolean;
  interval: ScrubInterval;
  weekday?: number;
  day?: number;
  hour: number;
}

const DEFAULT_TIMER = { enabled: false, interval: 'weekly', weekday: 0, day: 1, hour: 2 } as const;

/**
 * Whether the kernel runs a scrub of the pool. A replace runs on the scrub machinery and shows as a
 * running scrub too (and `scrub cancel` would stop it): that is no scrub.
 */
async function kernelScrubs(mountPoint: string): Promise<boolean> {
  if ((await scrubStatus(mountPoint)).state !== 'running') return false;
  return (await replaceStatus(mountPoint)).state !== 'running';
}

/**
 * Scrub (spec 3 §7 `/zspool/scrub/*`): `btrfs scrub start -B` runs in the foreground inside a job of
 * kind scrub, which holds the pool's lock; `scrub status --raw` is read every second for progress.
 * The last result and the schedule of each pool are stored, and a scheduler starts scrubs when due.
 */
export class PoolScrub {
  readonly scheduler: ScrubScheduler;

  constructor(private readonly options: PoolScrubOptions) {
    this.scheduler = new ScrubScheduler({
      timers: () => options.store.timers().filter((timer) => options.pools.find(timer.poolId)),
      start: async (poolId) => {
        try {
          await this.start(poolId);
          options.log.info({ event: 'pool.scrub.scheduled', poolId }, 'scheduled scrub started');
          return true;
        } catch (error) {
          options.log.info(
            { event: 'pool.scrub.schedule-deferred', poolId, reason: commandReason(error) },
            'scheduled scrub deferred',
          );
          return false;
        }
      },
      markRun: (poolId, at) => options.store.markRun(poolId, at),
    });
  }

  async start(poolId: string): Promise<{ jobId: string; pid: string }> {
    const mountPoint = await this.mountedPool(poolId);
    // Refused before a job exists: a second scrub would answer success and then fail.
    if (await kernelScrubs(mountPoint)) throw new StorageError(Code.scrubRunning);
    const startedAt = Date.now();
    const job = this.options.jobs.start(
      { kind: 'scrub', poolId, description: 'scrubbing', exclusive: true },
      (context) => this.run(context, poolId, mountPoint, startedAt),
    );
    this.options.store.saveResult({
      poolId,
      jobId: job.id,
      state: 'running',
      startedAt,
      finishedAt: null,
      bytesScrubbed: 0,
      totalBytes: 0,
      errorsFound: 0,
      corrected: 0,
      uncorrectable: 0,
    });
    this.options.log.info({ event: 'pool.scrub.started', poolId, jobId: job.id }, 'scrub started');
    return { jobId: job.id, pid: poolId };
  }

  /**
   * At start, once the pools are mounted: leaves no scrub unseen. A scrub the kernel still runs (its
   * `btrfs` process outlived a daemon that was killed) is cancelled, btrfs keeping its progress, and
   * resumed by this daemon, under the interrupted job when there is one (same id, start time and
   * result) or else under a new job. An interrupted job whose scrub the kernel finished meanwhile
   * takes that result; one whose scrub was cut off resumes it. Answers the job, if any.
   */
  async adopt(poolId: string, interrupted?: JobView): Promise<JobView | undefined> {
    const mountPoint = await this.mountedPool(poolId);
    const kernel = await scrubStatus(mountPoint);
    if (kernel.state === 'running' && (await replaceStatus(mountPoint)).state === 'running') {
      // The scrub status of a running replace: that is the repair's, taken up as such.
      return undefined;
    }
    if (kernel.state === 'running') {
      await stopScrub(mountPoint);
      this.options.log.warn(
        { event: 'pool.scrub.orphan-stopped', poolId, jobId: interrupted?.id ?? null },
        'a scrub left running by the previous run was stopped to be resumed',
      );
    } else if (!interrupted) {
      return undefined;
    }
    const result = this.options.store.result(poolId);
    const ours = interrupted !== undefined && result?.jobId === interrupted.id;
    const startedAt = ours ? result.startedAt : (interrupted?.createdAt ?? Date.now());
    const request = { kind: 'scrub', poolId, description: 'scrubbing', exclusive: true } as const;
    const finishedMeanwhile =
      interrupted !== undefined && kernel.state === 'finished' && kernelScrubIsTheJobs(kernel, startedAt);
    const work = finishedMeanwhile
      ? async () => this.recordEnd(poolId, startedAt, kernel, 'finished')
      : (context: JobContext) => this.run(context, poolId, mountPoint, startedAt, true);
    const job = interrupted
      ? this.options.jobs.resume(interrupted, request, work)
      : this.options.jobs.start(request, work);
    if (!ours || result.state !== 'running') {
      this.options.store.saveResult({
        poolId,
        jobId: job.id,
        state: 'running',
        startedAt,
        finishedAt: null,
        bytesScrubbed: ours ? result.bytesScrubbed : 0,
        totalBytes: ours ? result.totalBytes : 0,
        errorsFound: 0,
        corrected: 0,
        uncorrectable: 0,
      });
    }
    this.options.log.info(
      { event: 'pool.scrub.resumed', poolId, jobId: job.id, finishedMeanwhile },
      'scrub resumed',
    );
    return job;
  }

  status(poolId: string): ScrubStatusInfo {
    this.pool(poolId);
    const result = this.options.store.result(poolId);
    const job = result && this.options.jobs.get(result.jobId);
    // A row left `running` by a restart: the job registry marked that job failed.
    const state =
      result?.state === 'running' && job && job.state !== 'running' && job.state !== 'queued'
        ? 'failed'
        : (result?.state ?? 'never');
    const percent =
      state === 'finished'
        ? 100
        : state === 'running' && job
          ? job.percent
          : result && result.totalBytes > 0
            ? Math.floor((100 * result.bytesScrubbed) / result.totalBytes)
            : 0;
    return {
      pid: poolId,
      state,
      percent,
      bytes_scrubbed: result?.bytesScrubbed ?? 0,
      total_bytes: result?.totalBytes ?? 0,
      errors: {
        found: result?.errorsFound ?? 0,
        corrected: result?.corrected ?? 0,
        uncorrectable: result?.uncorrectable ?? 0,
      },
      started: result?.startedAt ?? null,
      finished: result?.finishedAt ?? null,
      jobId: result?.jobId ?? null,
      timer: this.timerView(poolId),
    };
  }

  /** Stops a running scrub and waits until its job has ended. */
  async cancel(poolId: string): Promise<ScrubStatusInfo> {
    this.pool(poolId);
    const result = this.options.store.result(poolId);
    const job = result && this.options.jobs.get(result.jobId);
    if (result?.state === 'running' && (job?.state === 'running' || job?.state === 'queued')) {
      this.options.jobs.cancel(result.jobId);
      await this.options.jobs.whenFinished(result.jobId);
    } else {
      // No job of this daemon runs it, yet the kernel may (one it could not adopt): stop that too.
      const mountPoint = this.options.mountPoint(poolId);
      if ((await isMounted(mountPoint)) && (await kernelScrubs(mountPoint))) {
        await stopScrub(mountPoint);
        if (result?.state === 'running') {
          this.options.store.saveResult({ ...result, state: 'cancelled', finishedAt: Date.now() });
        }
      }
    }
    return this.status(poolId);
  }

  setTimer(poolId: string, request: ScrubTimerRequest): ScrubStatusInfo['timer'] & { pid: string } {
    this.pool(poolId);
    if (request.enabled && request.interval === 'weekly' && request.weekday === undefined) {
      throw new StorageError(Code.scrubTimerInvalid, { field: 'weekday' });
    }
    if (request.enabled && request.interval === 'monthly' && request.day === undefined) {
      throw new StorageError(Code.scrubTimerInvalid, { field: 'day' });
    }
    const old = this.options.store.timer(poolId);
    this.options.store.saveTimer({
      poolId,
      enabled: request.enabled,
      interval: request.interval,
      weekday: request.weekday ?? old?.weekday ?? DEFAULT_TIMER.weekday,
      day: request.day ?? old?.day ?? DEFAULT_TIMER.day,
      hour: request.hour,
      updatedAt: Date.now(),
      lastRunAt: old?.lastRunAt ?? null,
    });
    return { pid: poolId, ...this.timerView(poolId) };
  }

  /** A deleted pool's schedule and result go with it. */
  forget(poolId: string): void {
    this.options.store.forget(poolId);
  }

  /** Forgets the schedule and result of every pool that no longer exists; answers those pools. */
  forgetDeletedPools(): string[] {
    const gone = this.options.store.poolIds().filter((poolId) => !this.options.pools.find(poolId));
    for (const poolId of gone) this.forget(poolId);
    return gone;
  }

  private timerView(poolId: string): ScrubStatusInfo['timer'] {
    const timer: ScrubTimer = this.options.store.timer(poolId) ?? {
      poolId,
      ...DEFAULT_TIMER,
      updatedAt: 0,
      lastRunAt: null,
    };
    return {
      enabled: timer.enabled,
      interval: timer.interval,
      weekday: timer.weekday,
      day: timer.day,
      hour: timer.hour,
      next_run: nextSlot(timer, Date.now()),
    };
  }

  private pool(poolId: string) {
    const pool = this.options.pools.find(poolId);
    if (!pool || pool.state !== 'ready') throw new StorageError(Code.poolNotFound);
    return pool;
  }

  private async mountedPool(poolId: string): Promise<string> {
    this.pool(poolId);
    const mountPoint = this.options.mountPoint(poolId);
    if (!(await isMounted(mountPoint))) throw new StorageError(Code.poolNotMounted);
    return mountPoint;
  }

  private saveFigures(
    poolId: string,
    startedAt: number,
    status: ScrubStatus,
    state: ScrubResult['state'],
    finishedAt: number | null,
  ): void {
    this.options.store.saveResult({
      poolId,
      jobId: this.options.store.result(poolId)?.jobId ?? '',
      state,
      startedAt,
      finishedAt,
      ...scrubFigures(status, state === 'finished'),
    });
  }

  /** An adopted job whose scrub the kernel finished while no daemon ran: its result is the kernel's. */
  private recordEnd(poolId: string, startedAt: number, status: ScrubStatus, state: 'finished'): void {
    this.saveFigures(poolId, startedAt, status, state, Date.now());
    this.options.log.info(
      { event: 'pool.scrub.done', poolId, state: status.state, errors: status.errors },
      'scrub ended while no daemon ran',
    );
  }

  private async run(
    context: JobContext,
    poolId: string,
    mountPoint: string,
    startedAt: number,
    resuming = false,
  ) {
    const save = (status: ScrubStatus, state: ScrubResult['state'], finishedAt: number | null) =>
      this.saveFigures(poolId, startedAt, status, state, finishedAt);
    const before = this.options.store.result(poolId);
    if (resuming && before?.state === 'running') {
      // A job taken up goes on from where it was, not from 0 until the first status is read.
      context.progress(scrubPercent(before), 'scrubbing');
    }
    let polling = false;
    const poll = setInterval(() => {
      if (polling) return;
      polling = true;
      scrubStatus(mountPoint)
        .then((status) => {
          if (status.state !== 'running' || !status.totalBytes) return;
          save(status, 'running', null);
          context.progress(scrubPercent(scrubFigures(status, false)), 'scrubbing');
        })
        .catch(() => undefined)
        .finally(() => (polling = false));
    }, this.options.pollMs ?? 1000);
    const stop = () => void cancelScrub(mountPoint).catch(() => undefined);
    context.signal.addEventListener('abort', stop);
    try {
      const summary = await (resuming ? resumeOrStartScrub(mountPoint) : runScrub(mountPoint));
      clearInterval(poll);
      if (isPowerOff(context.signal)) {
        // btrfs kept the cancelled scrub's progress and the result row stays running: the next
        // start resumes it.
        throw new StorageError(Code.jobInterrupted);
      }
      const cancelled = context.signal.aborted || summary.state === 'aborted';
      if (!cancelled) {
        const { corrected, uncorrectable } = summary.errors;
        await this.options.onFinished?.(poolId, {
          errorsFound: scrubFigures(summary, true).errorsFound,
          corrected,
          uncorrectable,
        });
      }
      // The figures come from status: the summary's total counts chunks, not data (scrub-figures.ts).
      const ended = await scrubStatus(mountPoint).catch(() => summary);
      save(ended.totalBytes ? ended : summary, cancelled ? 'cancelled' : 'finished', Date.now());
      this.options.log.info(
        { event: 'pool.scrub.done', poolId, state: summary.state, errors: summary.errors },
        'scrub ended',
      );
      if (cancelled) throw new StorageError(Code.jobCancelled);
    } catch (error) {
      clearInterval(poll);
      if (error instanceof StorageError) throw error;
      const last = this.options.store.result(poolId);
      if (last) this.options.store.saveResult({ ...last, state: 'failed', finishedAt: Date.now() });
      throw new StorageError(Code.scrubFailed, { reason: commandReason(error) });
    } finally {
      context.signal.removeEventListener('abort', stop);
    }
  }
}

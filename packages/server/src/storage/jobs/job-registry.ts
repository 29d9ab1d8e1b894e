import { randomBytes } from 'node:crypto';
import { Code, INTERNAL_ERROR } from '@coffer/contract';
import { StorageError } from '../storage-error.js';
import { ChangeThrottle } from './change-throttle.js';
import { isFinished, type JobKind, type JobView } from './job.js';
import type { JobStore } from './job-store.js';

export interface JobContext {
  /** Aborted by `cancel`; the work stops at its next safe point and undoes what it did. */
  signal: AbortSignal;
  /** Progress within a step; stored at most once per `saveIntervalMs`, at once when the step changes. */
  progress(percent: number, description: string): void;
  /** Enters a step: stored before the step's commands run, so a crash reads where the job was. */
  step(percent: number, description: string): Promise<void>;
}

export type JobWork = (context: JobContext) => Promise<void>;

export interface JobRequest {
  kind: JobKind;
  poolId: string | null;
  /** The first step's description. */
  description: string;
  /** Holds the pool's lock while it runs: no other exclusive job or pool change meanwhile. */
  exclusive?: boolean;
}

export type JobListener = (job: JobView) => void;

/** The abort reason `cancelAll` gives: the device is powering off, no one cancelled the job. */
export const POWER_OFF = 'power-off';

export function isPowerOff(signal: AbortSignal): boolean {
  return signal.aborted && signal.reason === POWER_OFF;
}

interface LiveJob {
  view: JobView;
  controller: AbortController;
  throttle: ChangeThrottle<JobView>;
  finished: Promise<JobView>;
  savedAt: number;
  /** The first progress this run reported: where a rate of progress is measured from. */
  baseline?: ProgressSample;
}

/** A job's percent at a moment (epoch milliseconds). */
export interface ProgressSample {
  at: number;
  percent: number;
}

export interface JobRegistryOptions {
  store: JobStore;
  /** How often progress events may reach listeners (the push channel). */
  eventIntervalMs?: number;
  /** How often progress within one step is written to SQLite. */
  saveIntervalMs?: number;
  onError?: (job: JobView, error: unknown) => void;
  /**
   * Where a job waits, up to `HOLD_MS` or until cancelled, once the step is stored: `kind:step` on
   * entering that step, `kind:step:percent` at that exact point (e.g. `format:init:90`, after the
   * mount). Lets a fault test kill the daemon at a chosen point. Defaults to the environment's
   * COFFER_TEST_HOLD_STEP; unset in normal use.
   */
  holdAt?: string;
}

/** The longest a held step waits before the job goes on. */
export const HOLD_MS = 120_000;

const sameProgress = (a: JobView, b: JobView) =>
  a.state === b.state && a.percent === b.percent && a.description === b.description;

/**
 * The one registry of long operations (STYLE, TrueNAS row): every job has an id, a kind, a state and
 * `{percent, description}` progress; exclusive work on one pool is serialised by a named lock, and a
 * second attempt is refused rather than queued. Listeners get a job's changes at most once a second
 * and its final state at once. Jobs are written to SQLite when their state or step changes and at
 * most once a second as their percent moves, so after a crash an interrupted job reads where it was.
 */
export class JobRegistry {
  private readonly live = new Map<string, LiveJob>();
  /** Pool id → what holds its lock: a job id, or a short pool change. */
  private readonly poolLocks = new Map<string, string>();
  private readonly listeners = new Set<JobListener>();
  private readonly store: JobStore;
  private readonly eventIntervalMs: number;
  private readonly saveIntervalMs: number;
  private readonly holdAt: string | undefined;
  private readonly onError: (job: JobView, error: unknown) => void;

  constructor(options: JobRegistryOptions) {
    this.store = options.store;
    this.eventIntervalMs = options.eventIntervalMs ?? 1000;
    this.saveIntervalMs = options.saveIntervalMs ?? 1000;
    this.holdAt = options.holdAt ?? (process.env.COFFER_TEST_HOLD_STEP || undefined);
    this.onError = options.onError ?? (() => {});
  }

  /** At start: a job a previous run left unfinished was cut off by the restart. */
  failInterrupted(): JobView[] {
    return this.store.failUnfinished(Code.jobInterrupted, 'interrupted by restart', Date.now());
  }

  onChange(listener: JobListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts work as a job and answers at once; the job runs on in the background. */
  start(request: JobRequest, work: JobWork): JobView {
    const id = randomBytes(8).toString('hex');
    return this.launch({ id, createdAt: Date.now() }, request, work);
  }

  /**
   * Continues a job a restart cut off (one `failInterrupted` answered) under its own id, so its
   * history reads as one job that ran across the restart.
   */
  resume(interrupted: JobView, request: JobRequest, work: JobWork): JobView {
    return this.launch({ id: interrupted.id, createdAt: interrupted.createdAt }, request, work);
  }

  private launch(identity: Pick<JobView, 'id' | 'createdAt'>, request: JobRequest, work: JobWork): JobView {
    const { id } = identity;
    if (request.exclusive && request.poolId !== null) this.lockPool(request.poolId, id);
    const view: JobView = {
      ...identity,
      kind: request.kind,
      poolId: request.poolId,
      state: 'queued',
      percent: 0,
      description: request.description,
      errorCode: null,
      errorMessage: null,
      finishedAt: null,
    };
    const controller = new AbortController();
    const throttle = new ChangeThrottle<JobView>((job) => this.emit(job), sameProgress, this.eventIntervalMs);
    const job = { view, controller, throttle, savedAt: Date.now() } as LiveJob;
    this.live.set(id, job);
    this.store.save(view);
    throttle.push({ ...view });
    job.finished = this.run(job, request, work);
    return { ...view };
  }

  get(id: string): JobView | undefined {
    const live = this.live.get(id);
    return live ? { ...live.view } : this.store.find(id);
  }

  latest(kind: JobKind): JobView | undefined {
    const stored = this.store.latest(kind);
    return stored && this.get(stored.id);
  }

  /** Resolves with the job's final state. */
  async whenFinished(id: string): Promise<JobView> {
    const live = this.live.get(id);
    if (live) return live.finished;
    const stored = this.store.find(id);
    if (!stored) throw new StorageError(Code.jobNotFound);
    return stored;
  }

  /** Asks a job to stop; it ends `cancelled` once its work has undone what it did. */
  cancel(id: string): JobView {
    const live = this.live.get(id);
    if (live) {
      live.controller.abort();
      return { ...live.view };
    }
    const stored = this.store.find(id);
    if (!stored) throw new StorageError(Code.jobNotFound);
    return stored;
  }

  /** Jobs not finished yet, optionally of one pool. */
  unfinished(poolId?: string): JobView[] {
    return [...this.live.values()]
      .map((job) => ({ ...job.view }))
      .filter((job) => poolId === undefined || job.poolId === poolId);
  }

  /**
   * Where a running job's progress is measured from: its first progress report in this run (a job
   * resumed after a restart starts from the percent it reached, not from 0). Undefined for a job
   * that is not running here or has reported nothing yet.
   */
  progressBaseline(id: string): ProgressSample | undefined {
    const baseline = this.live.get(id)?.baseline;
    return baseline && { ...baseline };
  }

  /** Runs a short change of a pool (rename, delete, mount) under the pool's lock. */
  async withPoolLock<T>(poolId: string, change: () => Promise<T>): Promise<T> {
    this.lockPool(poolId, `change-${randomBytes(4).toString('hex')}`);
    try {
      return await change();
    } finally {
      this.poolLocks.delete(poolId);
    }
  }

  /**
   * Power-off: asks every running job to stop (abort reason `POWER_OFF`) and waits for them. A job
   * whose work ends with C104003 (jobInterrupted) can be resumed: its stored row stays `running`,
   * as after a crash, so the next start finds it among the interrupted jobs.
   */
  async cancelAll(): Promise<void> {
    const running = [...this.live.values()];
    for (const job of running) job.controller.abort(POWER_OFF);
    await Promise.all(running.map((job) => job.finished));
  }

  private lockPool(poolId: string, holder: string): void {
    if (this.poolLocks.has(poolId)) throw new StorageError(Code.poolBusy);
    this.poolLocks.set(poolId, holder);
  }

  private async run(job: LiveJob, request: JobRequest, work: JobWork): Promise<JobView> {
    await Promise.resolve();
    this.update(job, { state: 'running' }, true);
    const context: JobContext = {
      signal: job.controller.signal,
      progress: (percent, description) => this.progress(job, percent, description),
      step: async (percent, description) => {
        const entering = description !== job.view.description;
        this.progress(job, percent, description);
        this.save(job);
        await this.hold(job, entering);
      },
    };
    try {
      await this.hold(job, true);
      if (job.controller.signal.aborted) throw new StorageError(Code.jobCancelled);
      await work(context);
      this.update(job, { state: 'done', percent: 100, finishedAt: Date.now() }, true);
    } catch (error) {
      this.onError(job.view, error);
      const cancelled = job.controller.signal.aborted;
      const code = error instanceof StorageError ? error.code : INTERNAL_ERROR;
      const message = error instanceof Error ? error.message : String(error);
      if (isPowerOff(job.controller.signal) && code === Code.jobInterrupted) {
        this.update(
          job,
          {
            state: 'failed',
            errorCode: code,
            errorMessage: 'interrupted by power-off',
            finishedAt: Date.now(),
          },
          false,
        );
        return { ...job.view };
      }
      this.update(
        job,
        cancelled
          ? {
              state: 'cancelled',
              errorCode: Code.jobCancelled,
              errorMessage: 'cancelled',
              finishedAt: Date.now(),
            }
          : { state: 'failed', errorCode: code, errorMessage: message, finishedAt: Date.now() },
        true,
      );
    } finally {
      if (
        request.exclusive &&
        request.poolId !== null &&
        this.poolLocks.get(request.poolId) === job.view.id
      ) {
        this.poolLocks.delete(request.poolId);
      }
      this.live.delete(job.view.id);
    }
    return { ...job.view };
  }

  private progress(job: LiveJob, percent: number, description: string): void {
    const bounded = Math.max(0, Math.min(100, Math.round(percent)));
    job.baseline ??= { at: Date.now(), percent: bounded };
    const stepChanged = description !== job.view.description;
    this.update(job, { percent: bounded, description }, false);
    if (stepChanged || Date.now() - job.savedAt >= this.saveIntervalMs) this.save(job);
  }

  private save(job: LiveJob): void {
    this.store.save(job.view);
    job.savedAt = Date.now();
  }

  /** Waits at the step named by `holdAt` (fault tests only), until the time is up or a cancel. */
  private async hold(job: LiveJob, entering: boolean): Promise<void> {
    const { kind, description, percent } = job.view;
    const here = this.holdAt === `${kind}:${description}:${percent}`;
    if (!here && !(entering && this.holdAt === `${kind}:${description}`)) return;
    const { signal } = job.controller;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, HOLD_MS);
      signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });
  }

  private update(job: LiveJob, change: Partial<JobView>, persist: boolean): void {
    job.view = { ...job.view, ...change };
    if (persist) this.save(job);
    if (isFinished(job.view.state)) job.throttle.flush({ ...job.view });
    else job.throttle.push({ ...job.view });
  }

  private emit(job: JobView): void {
    for (const listener of this.listeners) listener(job);
  }
}

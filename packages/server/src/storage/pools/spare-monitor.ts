import type { PoolInfo } from '@coffer/contract';
import type { Logger } from 'pino';
import type { PoolEngine } from './pool-engine.js';
import { commandReason } from './pool-mount.js';
import { releaseSpare, restoreSpare } from './pool-spares.js';
import { mountAgain, returnedMembers } from './reattach-members.js';

/**
 * How often the monitor looks for a protected pool that lost a member without being told: it is
 * nudged by disk removals and pool health changes, so this is only a fallback.
 */
export const SPARE_POLL_MS = 10_000;
/** A replacement that could not start is tried again after this long. */
export const SPARE_RETRY_MS = 60_000;

export interface SpareMonitorOptions {
  engine: PoolEngine;
  /** Pools as the pool service reports them (its `info`): health is read there, never guessed. */
  pools(): Promise<PoolInfo[]>;
  /** Starts a repair job (the pool service's `repair`). */
  repair(request: {
    poolId: string;
    repair: string[];
    replacements: string[];
  }): Promise<{ jobId: string; poolId: string }>;
  /** Starts the re-attach job of members that came back (the pool service's `reattach`). */
  reattach(poolId: string): Promise<{ jobId: string; poolId: string }>;
  /** Mounts a pool again from its disks (the pool service's `remount`). */
  remount(poolId: string): Promise<unknown>;
  log: Logger;
  intervalMs?: number;
}

/**
 * Rebuilds lost members of mounted pools. A member whose disk came back (pulled and put back) is
 * re-attached onto its own disk first (reattach-members.ts). Otherwise hot spares, which do not
 * exist in btrfs: this monitor makes them. When a mounted pool that a spare
 * protects has a member missing or faulty, the spare leaves every spare list and rebuilds that
 * member as a repair (a replace job, whose progress the page follows like any repair); the repair
 * records it as a member once done. A replacement that cannot start (the pool is busy) gives the
 * spare back and is tried again later.
 */
export class SpareMonitor {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private readonly retryAfter = new Map<string, number>();

  constructor(private readonly options: SpareMonitorOptions) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.nudge(), this.options.intervalMs ?? SPARE_POLL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /**
   * Looks now (a disk went or came back). A look already under way may have read the disks before
   * the change, so it is followed by one more.
   */
  nudge(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.check()
      .then(() => undefined)
      .catch((error: unknown) =>
        this.options.log.error({ event: 'pool.spare.check-failed', err: error }, 'spare check failed'),
      )
      .finally(() => {
        this.running = undefined;
        if (this.again && this.timer) {
          this.again = false;
          this.nudge();
        }
      });
  }

  /** One look; answers the jobs it started. */
  async check(): Promise<string[]> {
    const { engine, log } = this.options;
    const started: string[] = [];
    const pools = await this.options.pools();
    const disks = await engine.disks();
    for (const info of pools) {
      if (mountAgain(info, disks) && (this.retryAfter.get(info.id) ?? 0) <= Date.now()) {
        await this.startRemount(info.id);
        continue;
      }
      if (info.has_mount !== 1 || info.status !== 'degraded') continue;
      const record = engine.store.find(info.id);
      if (!record) continue;
      if (engine.jobs.unfinished(info.id).length > 0) continue;
      if ((this.retryAfter.get(info.id) ?? 0) > Date.now()) continue;
      // A member that came back is rebuilt onto its own disk, before any spare is spent.
      if (returnedMembers(info, disks).length > 0) {
        const job = await this.startReattach(info.id);
        if (job) started.push(job);
        continue;
      }
      if (record.spares.length === 0) continue;
      const lost = info.system_disks.find((disk) => disk.status !== 'ok');
      if (!lost) continue;
      const smallest = Math.min(...record.members.map((member) => member.size));
      const spare = record.spares
        .map((sn) => disks.find((disk) => disk.sn === sn))
        .find((disk) => disk && !disk.faulty && disk.size >= smallest);
      if (!spare) continue;
      const protectedPools = releaseSpare(engine, spare.sn);
      try {
        const job = await this.options.repair({
          poolId: info.id,
          repair: [lost.sn],
          replacements: [spare.sn],
        });
        started.push(job.jobId);
        log.warn(
          {
            event: 'pool.spare.replacing',
            poolId: info.id,
            lost: lost.sn,
            spare: spare.sn,
            jobId: job.jobId,
          },
          'hot spare replaces a lost member',
        );
      } catch (error) {
        restoreSpare(engine, spare.sn, protectedPools);
        this.retryAfter.set(info.id, Date.now() + SPARE_RETRY_MS);
        log.warn(
          { event: 'pool.spare.deferred', poolId: info.id, spare: spare.sn, reason: commandReason(error) },
          'hot spare replacement could not start',
        );
      }
    }
    return started;
  }

  private async startRemount(poolId: string): Promise<void> {
    try {
      await this.options.remount(poolId);
    } catch (error) {
      this.retryAfter.set(poolId, Date.now() + SPARE_RETRY_MS);
      this.options.log.warn(
        { event: 'pool.remount.deferred', poolId, reason: commandReason(error) },
        'mounting a pool again from its returned disks could not be done',
      );
    }
  }

  private async startReattach(poolId: string): Promise<string | undefined> {
    try {
      const { jobId } = await this.options.reattach(poolId);
      this.options.log.warn({ event: 'pool.reattach', poolId, jobId }, 'a returned member is re-attached');
      return jobId;
    } catch (error) {
      this.retryAfter.set(poolId, Date.now() + SPARE_RETRY_MS);
      this.options.log.warn(
        { event: 'pool.reattach.deferred', poolId, reason: commandReason(error) },
        're-attaching a returned member could not start',
      );
      return undefined;
    }
  }
}

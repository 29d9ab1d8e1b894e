import type { PoolInfo } from '@coffer/contract';
import type { Logger } from 'pino';

/**
 * How often mounted pools are looked at without a disk event. A pulled disk is reported at once by
 * the disk monitor's event; this look catches I/O errors rising on a disk that is still there, and
 * each look runs `btrfs device stats` per pool, so it is not done every second.
 */
export const HEALTH_POLL_MS = 5000;

export interface PoolHealthChange {
  poolId: string;
  previous: PoolInfo['status'] | null;
  status: PoolInfo['status'];
  missingNum: number;
  errorNum: number;
}

export type PoolHealthListener = (change: PoolHealthChange) => void;

export interface PoolHealthMonitorOptions {
  /** Every pool as the page would see it now (the pool service's `info`). */
  pools: () => Promise<PoolInfo[]>;
  log: Logger;
  intervalMs?: number;
}

/**
 * Watches the pools' health: every second, and at once when told a disk came or went (`nudge`).
 * A member pulled or failing under a mounted pool (gone from its bay, or btrfs error counters
 * above zero) turns the pool degraded, or damage beyond what its profile tolerates; the pool stays
 * mounted and btrfs serves from the other copies. Each change is logged and given to listeners
 * (the poll's disk-change messages), and the last look is kept.
 */
export class PoolHealthMonitor {
  private readonly last = new Map<string, PoolHealthChange>();
  private readonly listeners = new Set<PoolHealthListener>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;

  constructor(private readonly options: PoolHealthMonitorOptions) {}

  async start(): Promise<void> {
    await this.check();
    this.timer = setInterval(() => this.nudge(), this.options.intervalMs ?? HEALTH_POLL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  onChange(listener: PoolHealthListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The last status seen of a pool. */
  statusOf(poolId: string): PoolHealthChange | undefined {
    return this.last.get(poolId);
  }

  /** Looks now (a disk event); a look already under way is followed by one more. */
  nudge(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.check()
      .catch((error: unknown) =>
        this.options.log.error({ event: 'pool.health.check-failed', err: error }, 'pool health check failed'),
      )
      .finally(() => {
        this.running = undefined;
        if (this.again && this.timer) {
          this.again = false;
          this.nudge();
        }
      });
  }

  /** One look at every pool. */
  async check(): Promise<void> {
    const pools = await this.options.pools();
    const seen = new Set<string>();
    for (const pool of pools) {
      seen.add(pool.id);
      const before = this.last.get(pool.id);
      const now: PoolHealthChange = {
        poolId: pool.id,
        previous: before?.status ?? null,
        status: pool.status,
        missingNum: pool.missingNum,
        errorNum: pool.errorNum,
      };
      this.last.set(pool.id, now);
      if (
        before &&
        before.status === now.status &&
        before.missingNum === now.missingNum &&
        before.errorNum === now.errorNum
      ) {
        continue;
      }
      const level = now.status === 'ok' || now.status === 'suspended' ? 'info' : 'warn';
      this.options.log[level](
        { event: 'pool.health', ...now },
        `pool ${pool.id} is ${now.status} (${now.missingNum} missing, ${now.errorNum} faulty)`,
      );
      for (const listener of this.listeners) listener(now);
    }
    for (const id of [...this.last.keys()]) if (!seen.has(id)) this.last.delete(id);
  }
}

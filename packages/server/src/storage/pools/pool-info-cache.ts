import type { PoolInfo } from '@coffer/contract';
import type { PoolsInfo } from './pool-service.js';

/**
 * `/zspool/info` from the last observation instead of running `btrfs device stats`, `statfs` and the
 * mount table per request (issue 12, finding 9). Each observation (the pool service's `info`) is
 * stored; the health monitor's looks are observations, so the answer is never older than one look.
 * A change (a job starting or ending, a pool renamed, deleted, mounted, confirmed, unlocked, a disk
 * coming or going) marks the answer stale: the next call waits for a new observation, so a caller
 * sees its own change. Concurrent calls share one observation.
 */
export class PoolInfoCache {
  private value: PoolsInfo | undefined;
  /** Bumped by every change; an observation that started before a change cannot answer after it. */
  private version = 0;
  private valueVersion = -1;
  private inflight: { version: number; promise: Promise<PoolsInfo> } | undefined;

  constructor(private readonly observe: () => Promise<PoolsInfo>) {}

  /** The pools as last observed; observes first when something changed since. */
  current(): Promise<PoolsInfo> {
    if (this.value && this.valueVersion === this.version) return Promise.resolve(this.value);
    return this.refresh();
  }

  /** Every pool of `current()` in one list (normal, super, cache). */
  async currentPools(): Promise<PoolInfo[]> {
    return Object.values((await this.current()).zspool).flat();
  }

  /** Something the answer shows changed: the next `current()` observes again. */
  readonly invalidate = (): void => {
    this.version += 1;
  };

  /**
   * Observes now (the health monitor's look), sharing an observation already under way that started
   * after the last change.
   */
  refresh(): Promise<PoolsInfo> {
    if (this.inflight && this.inflight.version === this.version) return this.inflight.promise;
    const version = this.version;
    const promise = this.observe().then((value) => {
      if (version >= this.valueVersion) {
        this.value = value;
        this.valueVersion = version;
      }
      return value;
    });
    const entry = { version, promise };
    this.inflight = entry;
    const clear = () => {
      if (this.inflight === entry) this.inflight = undefined;
    };
    promise.then(clear, clear);
    return promise;
  }

  /** `refresh()` as one list, for the health monitor. */
  async refreshPools(): Promise<PoolInfo[]> {
    return Object.values((await this.refresh()).zspool).flat();
  }
}

import type { PoolInfo } from '@coffer/contract';
import type { Logger } from 'pino';
import type { CachePoolRecord } from '../cache/cache-pool-store.js';
import type { JobRegistry } from '../jobs/job-registry.js';
import type { PresentDisk } from './pool-disks.js';
import type { PoolRecord } from './pool-record.js';
import type { PoolStore } from './pool-store.js';

/** What the confirm decision and repair need of the pool service. */
export interface PoolEngine {
  store: PoolStore;
  jobs: JobRegistry;
  log: Logger;
  /** The bays' write guard: throws unless the device is a disk in a bay. */
  guard: (device: string) => unknown;
  mountPoint(poolId: string): string;
  disks(): Promise<PresentDisk[]>;
  observe(pool: PoolRecord, disks: readonly PresentDisk[]): Promise<PoolInfo>;
  /** The SSD cache pools: their SSDs are in use, their names taken. */
  caches(): readonly CachePoolRecord[];
  /** Tells the disks' roles to follow a change of pool records made outside a job. */
  poolsChanged(): void;
}

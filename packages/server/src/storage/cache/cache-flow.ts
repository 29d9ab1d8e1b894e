import { Code } from '@coffer/contract';
import type { JobRegistry } from '../jobs/job-registry.js';
import { presentDisks, storageFacts, type PresentDisk } from '../pools/pool-disks.js';
import type { PoolRecord } from '../pools/pool-record.js';
import { StorageError } from '../storage-error.js';
import { checkCacheTarget, validateCacheCreate } from '../validation/cache.js';
import type { BayView } from '../bays/bay-views.js';
import type { StorageFacts } from '../validation/storage-facts.js';
import type { CacheCommands } from './cache-commands.js';
import type { CacheSupport } from './cache-support.js';

export type CacheAction = 'rcache' | 'rwcache';

export interface CacheRequest {
  action: CacheAction;
  /** The SATA pool the cache serves. */
  poolId: string;
  /** Serials of the SSDs. */
  disks: readonly string[];
  raidType: string;
  name: string;
}

export interface CacheFlowOptions {
  jobs: JobRegistry;
  bays: { list(): Promise<BayView[]> };
  pools: () => readonly PoolRecord[];
  /** The kernel check (cache-support.ts); replaced in a unit test. */
  support: () => CacheSupport;
  commands: CacheCommands;
}

/**
 * The rcache/rwcache actions of the format flow (spec 3 §5 "Cache modes"): validation first, then a
 * real check of the kernel, then the pool's members must be bcache backing devices, and only then a
 * job runs the cache commands. On a kernel without bcache the answer says what is missing.
 */
export class CacheFlow {
  constructor(private readonly options: CacheFlowOptions) {}

  /** `/zspool/format/prepare` for a cache: the target pool is valid and the kernel can cache. */
  async checkTarget(poolId: string): Promise<void> {
    const { facts } = await this.facts();
    const problems = checkCacheTarget(poolId, facts);
    if (problems.length > 0) throw StorageError.invalid(problems);
    this.requireSupport();
  }

  /** `/zspool/format/exec` rcache/rwcache: validates everything, then starts the cache job. */
  async start(request: CacheRequest): Promise<{ jobId: string; poolId: string }> {
    const { facts, disks, pools } = await this.facts();
    const problems = validateCacheCreate(
      {
        mode: request.action === 'rcache' ? 'read' : 'readwrite',
        raidType: request.raidType,
        name: request.name,
        disks: request.disks,
        poolId: request.poolId,
      },
      facts,
    );
    if (problems.length > 0) throw StorageError.invalid(problems);
    this.requireSupport();

    const pool = pools.find((candidate) => candidate.id === request.poolId)!;
    const deviceOf = (sn: string) => disks.find((disk) => disk.sn === sn)?.device;
    const backing: string[] = [];
    for (const member of pool.members) {
      const device = deviceOf(member.sn);
      const bcache = device ? await this.options.commands.bcacheOver(device) : null;
      if (!bcache) throw new StorageError(Code.cacheNeedsBcachePool);
      backing.push(bcache);
    }
    const ssds = request.disks.map((sn) => deviceOf(sn)!);
    const { commands, jobs } = this.options;
    const job = jobs.start(
      { kind: 'format', poolId: pool.id, description: 'cache', exclusive: true },
      async ({ progress }) => {
        try {
          const cacheDevice = await commands.assemble(request.name, request.raidType, ssds);
          progress(30, 'cache');
          const setUuid = await commands.makeCacheSet(cacheDevice);
          progress(60, 'cache');
          const mode = request.action === 'rcache' ? 'writethrough' : 'writeback';
          for (const device of backing) await commands.attach(device, setUuid, mode);
        } catch (error) {
          if (error instanceof StorageError) throw error;
          throw new StorageError(Code.cacheFailed, {
            reason: error instanceof Error ? error.message : String(error),
          });
        }
      },
    );
    return { jobId: job.id, poolId: pool.id };
  }

  /**
   * C109001 unless bcache is there. The device-mapper cache target alone is not used: Coffer's
   * cache is bcache (docs/decisions.md "SSD cache").
   */
  private requireSupport(): void {
    const support = this.options.support();
    if (support.bcache) return;
    const missing = support.dmCache
      ? 'this kernel has no bcache; Coffer does not set up a device-mapper cache'
      : support.missing || 'this kernel has neither bcache nor device-mapper cache';
    throw new StorageError(Code.cacheUnsupported, { missing });
  }

  private async facts(): Promise<{
    facts: StorageFacts;
    disks: PresentDisk[];
    pools: readonly PoolRecord[];
  }> {
    const disks = presentDisks(await this.options.bays.list());
    const pools = this.options.pools().filter((pool) => pool.state === 'ready');
    return { facts: storageFacts(disks, pools), disks, pools };
  }
}

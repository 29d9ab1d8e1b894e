import { randomBytes } from 'node:crypto';
import { Code } from '@coffer/contract';
import type { JobRegistry } from '../jobs/job-registry.js';
import { presentDisks, storageFacts, type PresentDisk } from '../pools/pool-disks.js';
import type { PoolRecord } from '../pools/pool-record.js';
import { StorageError } from '../storage-error.js';
import { checkCacheTarget, validateCacheCreate } from '../validation/cache.js';
import type { BayView } from '../bays/bay-views.js';
import type { StorageFacts } from '../validation/storage-facts.js';
import type { CacheCommands } from './cache-commands.js';
import type { CachePoolStore, CacheMode } from './cache-pool-store.js';
import { cacheRefusal, type CacheSupport } from './cache-support.js';
import { accepted, planOf, refused, wholeRequest, type Checked } from '../validation/checked.js';

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
  /** The recorded cache pools; a finished cache job records its own. */
  store: Pick<CachePoolStore, 'all' | 'insert'>;
  /** The kernel check (cache-support.ts); replaced in a unit test. */
  support: () => CacheSupport;
  commands: CacheCommands;
}

/** What a cache job runs: the pool's bcache devices, the SSDs and how the cache is recorded. */
export interface CachePlan {
  pool: PoolRecord;
  /** The bcache device over each member of the pool, in member order. */
  backing: string[];
  ssds: string[];
  request: CacheRequest;
  members: { sn: string; size: number }[];
}

/**
 * The rcache/rwcache actions of the format flow (spec 3 §5 "Cache modes"): validation first, then a
 * real check of the kernel, then the pool's members must be bcache backing devices, and only then a
 * job runs the cache commands and records the cache pool. On a kernel without bcache the answer
 * says what is missing.
 */
export class CacheFlow {
  constructor(private readonly options: CacheFlowOptions) {}

  /** `/zspool/format/prepare` for a cache: the target pool is valid and the kernel can cache. */
  async checkTarget(poolId: string): Promise<void> {
    const { facts } = await this.facts();
    const problems = checkCacheTarget(poolId, facts);
    if (problems.length > 0) throw StorageError.invalid(problems);
    const refusal = cacheRefusal(this.options.support());
    if (refusal) throw new StorageError(refusal.code, refusal.params);
  }

  /**
   * Every reason `/zspool/format/exec` rcache/rwcache refuses, in the order it finds them: the
   * request (every problem at once), then the kernel (C109001), then the pool's members, which must
   * be bcache backing devices (C109002; read from sysfs, nothing written). Or the job's plan.
   */
  async check(request: CacheRequest): Promise<Checked<CachePlan>> {
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
    if (problems.length > 0) return refused(problems);
    const refusal = cacheRefusal(this.options.support());
    if (refusal) return refused([wholeRequest(refusal.code, refusal.params)]);

    const pool = pools.find((candidate) => candidate.id === request.poolId)!;
    const deviceOf = (sn: string) => disks.find((disk) => disk.sn === sn);
    const backing: string[] = [];
    for (const member of pool.members) {
      const device = deviceOf(member.sn)?.device;
      const bcache = device ? await this.options.commands.bcacheOver(device) : null;
      if (!bcache) return refused([wholeRequest(Code.cacheNeedsBcachePool)]);
      backing.push(bcache);
    }
    const ssds = request.disks.map((sn) => deviceOf(sn)!);
    return accepted({
      pool,
      backing,
      ssds: ssds.map((disk) => disk.device),
      request,
      members: ssds.map((disk) => ({ sn: disk.sn, size: disk.size })),
    });
  }

  /** `/zspool/format/exec` rcache/rwcache: checks everything, then starts the cache job. */
  async start(request: CacheRequest): Promise<{ jobId: string; poolId: string }> {
    const plan = planOf(await this.check(request));
    const { commands, jobs, store } = this.options;
    const { pool, backing, ssds } = plan;
    const mode: CacheMode = request.action === 'rcache' ? 'read' : 'readwrite';
    const job = jobs.start(
      { kind: 'format', poolId: pool.id, description: 'cache', exclusive: true },
      async ({ progress }) => {
        try {
          const cacheDevice = await commands.assemble(request.name, request.raidType, ssds);
          progress(30, 'cache');
          const setUuid = await commands.makeCacheSet(cacheDevice);
          progress(60, 'cache');
          const bcacheMode = mode === 'read' ? 'writethrough' : 'writeback';
          for (const device of backing) await commands.attach(device, setUuid, bcacheMode);
          store.insert({
            id: `cache-${randomBytes(4).toString('hex')}`,
            name: request.name.trim(),
            poolId: pool.id,
            raidType: request.raidType,
            mode,
            members: plan.members,
            setUuid,
            cacheDevice,
            createdAt: Date.now(),
          });
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

  private async facts(): Promise<{
    facts: StorageFacts;
    disks: PresentDisk[];
    pools: readonly PoolRecord[];
  }> {
    const disks = presentDisks(await this.options.bays.list());
    const pools = this.options.pools().filter((pool) => pool.state === 'ready');
    return { facts: storageFacts(disks, pools, { caches: this.options.store.all() }), disks, pools };
  }
}

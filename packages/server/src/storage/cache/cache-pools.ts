import { Code } from '@coffer/contract';
import type { BayView } from '../bays/bay-views.js';
import type { JobRegistry } from '../jobs/job-registry.js';
import { presentDisks } from '../pools/pool-disks.js';
import type { PoolRecord } from '../pools/pool-record.js';
import { wipeMembers } from '../pools/wipe-members.js';
import { StorageError } from '../storage-error.js';
import { checkPoolName } from '../validation/pool-name.js';
import type { CacheCommands } from './cache-commands.js';
import type { CachePoolRecord, CachePoolStore } from './cache-pool-store.js';

export interface CachePoolsOptions {
  store: CachePoolStore;
  jobs: Pick<JobRegistry, 'withPoolLock'>;
  bays: { list(): Promise<BayView[]> };
  pools: () => readonly PoolRecord[];
  /** Names pools and cache pools hold, but the one named by `exceptId` (one name space). */
  takenNames: (exceptId?: string) => string[];
  commands: CacheCommands;
  /** The bays' write guard: throws unless the device is a disk in a bay. */
  guard: (device: string) => unknown;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
  /** Cache records changed (renamed, deleted); `written`: the SSDs wiped. */
  changed?: (written: readonly string[]) => void;
  /** Erases the SSDs' signatures after the guard (pools/wipe-members.ts); a unit test records it. */
  wipe?: typeof wipeMembers;
}

/**
 * The recorded SSD cache pools: rename and delete (`/zspool/rename/cache`, `/zspool/cache/delete`).
 * A cache pool is recorded only once its job attached the cache set (cache-flow.ts), which needs
 * bcache; an id no record has answers C109008 and changes nothing.
 */
export class CachePools {
  constructor(private readonly options: CachePoolsOptions) {}

  list(): CachePoolRecord[] {
    return this.options.store.all();
  }

  /** STOR-POOL-07's rules; the name space is shared with pools. */
  async rename(id: string, name: string): Promise<{ id: string; name: string }> {
    const cache = this.recorded(id);
    return this.options.jobs.withPoolLock(cache.id, async () => {
      const problems = checkPoolName('name', name, this.options.takenNames(cache.id));
      if (problems.length > 0) throw StorageError.invalid(problems);
      this.options.store.rename(cache.id, name.trim());
      this.options.changed?.([]);
      this.options.log.info({ event: 'cache.renamed', cacheId: cache.id }, 'cache pool renamed');
      return { id: cache.id, name: name.trim() };
    });
  }

  /**
   * Takes the cache off its pool and frees the SSDs, under the pool's lock (no expansion or repair
   * meanwhile): each bcache device of the pool detaches (a read-write cache writes its dirty data
   * back first), the cache set stops, an md device over several SSDs stops, and the SSDs are wiped
   * after the write guard. The pool keeps every byte: it never depended on a read cache, and a
   * read-write cache is flushed before it goes. A command that fails answers C109009 and keeps the
   * record, so the delete can be tried again.
   */
  async remove(id: string): Promise<{ id: string }> {
    const cache = this.recorded(id);
    const { commands, store, jobs, log } = this.options;
    return jobs.withPoolLock(cache.poolId, async () => {
      const disks = presentDisks(await this.options.bays.list());
      const deviceOf = (sn: string) => disks.find((disk) => disk.sn === sn)?.device;
      const pool = this.options.pools().find((candidate) => candidate.id === cache.poolId);
      const ssds = cache.members.flatMap((member) => deviceOf(member.sn) ?? []);
      try {
        for (const member of pool?.members ?? []) {
          const device = deviceOf(member.sn);
          const bcache = device ? await commands.bcacheOver(device) : null;
          if (bcache) await commands.detach(bcache);
        }
        await commands.unregisterCacheSet(cache.setUuid);
        await commands.disassemble(cache.cacheDevice, ssds);
      } catch (error) {
        throw new StorageError(Code.cacheDeleteFailed, {
          reason: error instanceof Error ? error.message : String(error),
        });
      }
      const failed = await (this.options.wipe ?? wipeMembers)(ssds, this.options.guard);
      if (failed.length > 0)
        log.warn({ event: 'cache.wipe-skipped', cacheId: cache.id, failed }, 'SSDs not wiped');
      store.remove(cache.id);
      this.options.changed?.(cache.members.map((member) => member.sn));
      log.info({ event: 'cache.deleted', cacheId: cache.id, poolId: cache.poolId }, 'cache pool deleted');
      return { id: cache.id };
    });
  }

  private recorded(id: string): CachePoolRecord {
    const cache = this.options.store.find(id);
    if (!cache) throw new StorageError(Code.cachePoolNotFound);
    return cache;
  }
}

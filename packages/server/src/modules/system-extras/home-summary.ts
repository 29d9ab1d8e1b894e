import type { HomeSummary, PoolInfo } from '@coffer/contract';
import type { FileCaller } from '../files/path-resolver.js';
import type { Files } from '../files/start-files.js';
import type { Quotas } from '../quota/quota-service.js';

export interface HomeSummaryDeps {
  files: Pick<Files, 'pools' | 'recycle'>;
  quotas: Pick<Quotas, 'entryOf'>;
  /** Every pool as last observed (whether the home's pool is mounted). */
  pools: () => Promise<PoolInfo[]>;
}

/**
 * `/system/home`: the caller's own storage: the default pool their home folder is on (or none: a
 * new device), the bytes their folder holds and their limit as the quota module measures them,
 * and the entries waiting in their own recycle bin.
 */
export async function homeSummary(deps: HomeSummaryDeps, caller: FileCaller): Promise<HomeSummary> {
  const recycle_count = deps.files.recycle.top(caller).find((bin) => bin.id === 'home')?.count ?? 0;
  const pool = await deps.files.pools.current();
  if (!pool) {
    return { has_pool: false, pool: null, used: null, limit: null, quota_state: 'nopool', recycle_count };
  }
  const [{ entry }, pools] = await Promise.all([deps.quotas.entryOf(caller.id), deps.pools()]);
  const mounted = pools.find((info) => info.id === pool.id)?.has_mount === 1;
  return {
    has_pool: true,
    pool: { id: pool.id, name: pool.name, mounted, usable: pool.usable },
    used: entry.used,
    limit: entry.limit,
    quota_state: entry.state,
    recycle_count,
  };
}

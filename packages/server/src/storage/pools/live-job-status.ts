import type { PoolInfo } from '@coffer/contract';
import type { JobRegistry } from '../jobs/job-registry.js';
import type { PoolsInfo } from './pool-service.js';
import { poolTaskOf, raidStatusOf } from './raid-status.js';

/**
 * The cached pools with each pool's rebuild state and running task read now from the job registry
 * (in memory, no command). A job's progress moves every second without changing the observation,
 * whose staleness follows job steps only, so these are read per answer like the free space.
 * Coffer keeps no system partition on its pools: `sys_raid_status` is the pool's own state.
 */
export function withJobStatus(
  info: PoolsInfo,
  jobs: Pick<JobRegistry, 'unfinished' | 'progressBaseline'>,
  now = Date.now(),
): PoolsInfo {
  const live = (pool: PoolInfo): PoolInfo => {
    const running = jobs.unfinished(pool.id);
    const raid = raidStatusOf(running, (id) => jobs.progressBaseline(id), now);
    return { ...pool, usr_raid_status: raid, sys_raid_status: raid, task: poolTaskOf(running) };
  };
  const { normal, super: superPools, cache } = info.zspool;
  return {
    ...info,
    zspool: { normal: normal.map(live), super: superPools.map(live), cache: cache.map(live) },
  };
}

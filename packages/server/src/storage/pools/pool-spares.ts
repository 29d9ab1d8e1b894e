import { Code } from '@coffer/contract';
import { accepted, planOf, refused, wholeRequest, type Checked } from '../validation/checked.js';
import { validateSpareConfig } from '../validation/spare-config.js';
import type { PoolEngine } from './pool-engine.js';
import { storageFacts } from './pool-disks.js';

export interface SpareAnswer {
  sn: string;
  protect_list: string[];
}

/**
 * `/zspool/spare/cfg`: the disk `sn` protects exactly the pools in `poolIds` (recorded in each
 * pool's `spares`). An empty list removes it as a spare; a disk that is no spare then is refused.
 * Validation (STOR-SPARE-01/02) runs first and reports every problem at once.
 */
export async function configureSpare(
  engine: PoolEngine,
  sn: string,
  poolIds: readonly string[],
): Promise<SpareAnswer> {
  planOf(await checkSpare(engine, sn, poolIds));
  const pools = engine.store.all().filter((pool) => pool.state === 'ready');
  for (const pool of pools) {
    const others = pool.spares.filter((spare) => spare !== sn);
    const spares = poolIds.includes(pool.id) ? [...others, sn] : others;
    if (spares.join() !== pool.spares.join()) engine.store.setSpares(pool.id, spares);
  }
  engine.poolsChanged();
  engine.log.info({ event: 'pool.spare.configured', sn, pools: poolIds }, 'hot spare configured');
  return { sn, protect_list: [...poolIds] };
}

/**
 * Every reason `/zspool/spare/cfg` refuses: with pools, STOR-SPARE-01/02 (every problem at once);
 * with none, the disk must be a spare to be removed as one (C106006).
 */
export async function checkSpare(
  engine: PoolEngine,
  sn: string,
  poolIds: readonly string[],
): Promise<Checked<void>> {
  if (poolIds.length === 0) {
    const spares = engine.store.all().filter((pool) => pool.state === 'ready' && pool.spares.includes(sn));
    return spares.length > 0 ? accepted(undefined) : refused([wholeRequest(Code.notASpare)]);
  }
  const facts = storageFacts(await engine.disks(), engine.store.all(), { caches: engine.caches() });
  const problems = validateSpareConfig({ spares: [sn], poolIds }, facts);
  return problems.length > 0 ? refused(problems) : accepted(undefined);
}

/** Takes a disk off every pool's spare list (it is about to become a member); answers the pools it protected. */
export function releaseSpare(engine: PoolEngine, sn: string): string[] {
  const protectedPools: string[] = [];
  for (const pool of engine.store.all()) {
    if (!pool.spares.includes(sn)) continue;
    protectedPools.push(pool.id);
    engine.store.setSpares(
      pool.id,
      pool.spares.filter((spare) => spare !== sn),
    );
  }
  engine.poolsChanged();
  return protectedPools;
}

/** Puts a spare back on the lists it was taken from (its replacement could not start). */
export function restoreSpare(engine: PoolEngine, sn: string, poolIds: readonly string[]): void {
  for (const id of poolIds) {
    const pool = engine.store.find(id);
    if (pool && !pool.spares.includes(sn)) engine.store.setSpares(id, [...pool.spares, sn]);
  }
  engine.poolsChanged();
}

import { Code } from '@coffer/contract';
import { assessPool } from '../profiles/pool-health.js';
import { wholeRequest } from './checked.js';
import type { StorageProblem } from './storage-problem.js';
import type { PoolFacts } from './storage-facts.js';

/** Available: made, mounted and usable (spec 3 §4 "Usability"): it can hold files now. */
export function isPoolAvailable(pool: PoolFacts): boolean {
  return (
    pool.ready &&
    pool.mounted === true &&
    assessPool(
      pool.type,
      pool.members.map((member) => member.state),
    ).usable
  );
}

/**
 * STOR-POOL-09: while pools exist and none of them is available, a new pool is refused: the owner
 * restores one first, or deletes them all and restarts. With no pool at all (first use) nothing is
 * refused; a pool still being created is no pool yet.
 */
export function checkSomePoolAvailable(pools: readonly PoolFacts[]): StorageProblem[] {
  const made = pools.filter((pool) => pool.ready);
  if (made.length === 0 || made.some(isPoolAvailable)) return [];
  return [wholeRequest(Code.noPoolAvailable)];
}

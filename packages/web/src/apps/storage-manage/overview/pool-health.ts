import type { PoolInfo } from '@coffer/contract';

export type HealthTone = 'success' | 'warning' | 'error' | 'default';

/** What the overview says of a pool's health: a colour and the advice that goes with it. */
export interface PoolHealth {
  tone: HealthTone;
  /** Key under `storage.overview.advice`, or null when nothing needs saying. */
  advice: 'degraded' | 'damageMounted' | 'suspended' | 'locked' | 'cacheDamaged' | null;
}

/**
 * STOR-HLTH-01: a damaged pool that is still mounted means "contact after-sales"; one that is not
 * mounted is suspended. A degraded pool still serves its data but has lost redundancy. A locked
 * encrypted pool is healthy but its files cannot be read until it is unlocked.
 */
export function poolHealth(pool: Pick<PoolInfo, 'status' | 'has_mount' | 'encrypted' | 'lock'>): PoolHealth {
  if (!pool.has_mount || pool.status === 'suspended') return { tone: 'default', advice: 'suspended' };
  if (pool.status === 'damage') return { tone: 'error', advice: 'damageMounted' };
  if (pool.status === 'cdamage') return { tone: 'error', advice: 'cacheDamaged' };
  if (pool.status === 'degraded') return { tone: 'warning', advice: 'degraded' };
  if (pool.encrypted && pool.lock) return { tone: 'success', advice: 'locked' };
  return { tone: 'success', advice: null };
}

/** A pool can serve files: mounted and not lost beyond what its mode tolerates (STOR-HLTH-02). */
export function isAvailable(pool: Pick<PoolInfo, 'status' | 'has_mount'>): boolean {
  return pool.has_mount === 1 && (pool.status === 'ok' || pool.status === 'degraded');
}

export type OverviewState = 'noPool' | 'noneAvailable' | 'pools';

/** STOR-NOPOOL-01/02: no pool at all; pools but none available; or pools to show. */
export function overviewState(pools: readonly Pick<PoolInfo, 'status' | 'has_mount'>[]): OverviewState {
  if (pools.length === 0) return 'noPool';
  return pools.some(isAvailable) ? 'pools' : 'noneAvailable';
}

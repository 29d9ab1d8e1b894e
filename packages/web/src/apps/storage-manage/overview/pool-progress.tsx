import type { PoolInfo } from '@coffer/contract';

/** Rebuild, resync and any other work under way on the pool, with its remaining time. */
export function PoolProgress(_props: { pool: PoolInfo }) {
  return null;
}

import type { PoolInfo } from '@coffer/contract';
import type { StorageInfo } from '../data/storage-by-bay';
import { PoolCard } from './pool-card';

/** Pools one under the other, as wide as the page. */
export function PoolCardList({ pools, info }: { pools: readonly PoolInfo[]; info: StorageInfo }) {
  return (
    <div className="pool-card-list">
      {pools.map((pool) => (
        <PoolCard key={pool.id} pool={pool} info={info} />
      ))}
    </div>
  );
}

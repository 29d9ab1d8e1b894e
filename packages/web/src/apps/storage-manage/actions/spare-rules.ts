import type { DiskInfo, PoolInfo } from '@coffer/contract';
import { diskRefusal, modeOf, type DiskRefusal } from './pool-growth';

type SparePool = Pick<PoolInfo, 'id' | 'name' | 'raid_type' | 'disk_list' | 'protocol' | 'diskMinSize'>;

/**
 * Step 1 of "add a hot spare" (STOR-SPARE-01/02): every free disk, and why one cannot protect this
 * pool (another kind of disk, or smaller than the pool's smallest member).
 */
export function spareChoices(
  pool: SparePool,
  disks: readonly DiskInfo[],
): { disk: DiskInfo; refusal: DiskRefusal | null }[] {
  return disks
    .filter((disk) => diskRefusal(pool, disk) !== 'notFree')
    .map((disk) => ({ disk, refusal: diskRefusal(pool, disk) }));
}

/**
 * Step 2: the pools the chosen disk could protect: of its kind, with redundancy to rebuild from, and
 * whose smallest member it is not smaller than ("当前选中的空闲盘小于存储池最小硬盘大小…" otherwise).
 */
export function poolsASpareCanProtect(
  spare: Pick<DiskInfo, 'role' | 'status' | 'dev_type' | 'total_size'>,
  pools: readonly SparePool[],
): { pool: SparePool; refusal: DiskRefusal | 'noRedundancy' | null }[] {
  return pools.map((pool) => {
    if (modeOf(pool.raid_type).tolerates(pool.disk_list.length) === 0) {
      return { pool, refusal: 'noRedundancy' as const };
    }
    return { pool, refusal: diskRefusal(pool, spare) };
  });
}

/** A refusal of the spare dialog's choice, as a key under `storage.actions.spare.problem`. */
export type SpareProblem = 'oneDisk' | 'noPool';

/** STOR-SPARE-01/02: exactly one disk, and at least one pool to protect. */
export function spareProblems(disks: readonly string[], pools: readonly string[]): SpareProblem[] {
  const problems: SpareProblem[] = [];
  if (disks.length !== 1) problems.push('oneDisk');
  if (pools.length === 0) problems.push('noPool');
  return problems;
}

import type { DiskInfo, PoolInfo } from '@coffer/contract';
import { diskRefusal, modeOf, roomToGrow, type DiskRefusal } from './pool-growth';

type ExpandPool = Pick<PoolInfo, 'raid_type' | 'disk_list' | 'protocol' | 'diskMinSize' | 'total_size'>;

/** A refusal of the disks chosen to add, as a key under `storage.actions.expand.problem`. */
export type ExpandProblem = 'noDisk' | 'raid10Odd' | 'tooMany';

/** STOR-EXP-01: at least one disk, RAID10 an even number, and no more than the mode allows. */
export function expandProblems(pool: ExpandPool, chosen: readonly string[]): ExpandProblem[] {
  if (chosen.length === 0) return ['noDisk'];
  if (chosen.length > roomToGrow(pool)) return ['tooMany'];
  if (modeOf(pool.raid_type).evenDisks && chosen.length % 2 !== 0) return ['raid10Odd'];
  return [];
}

/**
 * The pool's usable space once the disks are added: every member counts with the pool's smallest
 * member's size, as the engine resizes the new ones to it (docs/decisions.md "Expansion").
 */
export function capacityAfterExpansion(pool: ExpandPool, added: number): number {
  const sizes = Array.from({ length: pool.disk_list.length + added }, () => pool.diskMinSize);
  return modeOf(pool.raid_type).usableBytes(sizes);
}

/** Every free disk the dialog lists, with why one cannot be added. */
export function expansionChoices(
  pool: ExpandPool,
  disks: readonly DiskInfo[],
): { disk: DiskInfo; refusal: DiskRefusal | null }[] {
  return disks
    .filter((disk) => diskRefusal(pool, disk) !== 'notFree')
    .map((disk) => ({ disk, refusal: diskRefusal(pool, disk) }));
}

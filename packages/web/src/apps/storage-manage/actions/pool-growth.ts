import {
  PROTOCOL_RULES,
  RAID_MODES,
  isRaidModeType,
  type DiskInfo,
  type PoolInfo,
  type RaidMode,
} from '@coffer/contract';
import { diskUseOf } from '../data/storage-by-bay';

/** Whether a disk is of a kind the pool's protocol takes. */
export function fitsProtocol(pool: Pick<PoolInfo, 'protocol'>, disk: Pick<DiskInfo, 'dev_type'>): boolean {
  return PROTOCOL_RULES[pool.protocol].devTypes.includes(disk.dev_type);
}

/** A disk that is in no pool, spare, cache or external use, and reads sound. */
export function isFreeDisk(disk: Pick<DiskInfo, 'role' | 'status'>): boolean {
  return diskUseOf(disk.role) === 'free' && disk.status === 'ok';
}

/**
 * Why a free disk cannot join this pool (as a new member, a replacement or a spare), or null when
 * it can: same kind of disk, and at least the pool's smallest member (STOR-SPARE-02, STOR-EXP-01,
 * STOR-REP-04).
 */
export type DiskRefusal = 'notFree' | 'wrongKind' | 'tooSmall';

export function diskRefusal(
  pool: Pick<PoolInfo, 'protocol' | 'diskMinSize'>,
  disk: Pick<DiskInfo, 'role' | 'status' | 'dev_type' | 'total_size'>,
): DiskRefusal | null {
  if (!isFreeDisk(disk)) return 'notFree';
  if (!fitsProtocol(pool, disk)) return 'wrongKind';
  if (disk.total_size < minimumSize(pool)) return 'tooSmall';
  return null;
}

/** The smallest disk that can join the pool: its smallest member, and the kind's own minimum. */
export function minimumSize(pool: Pick<PoolInfo, 'protocol' | 'diskMinSize'>): number {
  return Math.max(pool.diskMinSize, PROTOCOL_RULES[pool.protocol].minDiskSize);
}

/** Free disks that can join the pool. */
export function disksForPool(
  pool: Pick<PoolInfo, 'protocol' | 'diskMinSize'>,
  disks: readonly DiskInfo[],
): DiskInfo[] {
  return disks.filter((disk) => diskRefusal(pool, disk) === null);
}

/** The pool's mode as the contract describes it (spec 3 §5); an unknown mode counts as Basic. */
export function modeOf(raidType: string): RaidMode {
  return RAID_MODES[isRaidModeType(raidType) ? raidType : 'basic'];
}

/** How many more members the pool's mode allows; Infinity when it sets no limit. */
export function roomToGrow(pool: Pick<PoolInfo, 'raid_type' | 'disk_list'>): number {
  const max = modeOf(pool.raid_type).maxDisks;
  return max === undefined ? Infinity : Math.max(0, max - pool.disk_list.length);
}

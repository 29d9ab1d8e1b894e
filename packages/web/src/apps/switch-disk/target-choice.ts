import {
  POOL_DISK_SIZE,
  PROTOCOL_RULES,
  SSD_DISK_MIN_SIZE,
  type DiskInfo,
  type PoolInfo,
} from '@coffer/contract';

/** Why a disk cannot take a member's place; the daemon checks the same again (`/migrate/diskready`). */
export type TargetReason = 'missing' | 'chosen' | 'inUse' | 'wrongType' | 'tooSmall' | 'faulty';

export interface TargetOption {
  disk: DiskInfo;
  /** null: the disk can be chosen. */
  reason: TargetReason | null;
}

/** The smallest disk that can take a member's place: the pool's smallest member, or its kind's minimum. */
export function smallestTarget(pool: PoolInfo): number {
  const kindMinimum = pool.protocol === 'protnvme' ? SSD_DISK_MIN_SIZE : POOL_DISK_SIZE.min;
  return Math.max(kindMinimum, pool.diskMinSize);
}

/** The first reason a disk cannot be chosen for this pool, or null. */
export function targetReason(
  pool: PoolInfo,
  disk: DiskInfo,
  chosenElsewhere: ReadonlySet<string>,
): TargetReason | null {
  if (disk.status === 'missing') return 'missing';
  if (chosenElsewhere.has(disk.sn)) return 'chosen';
  if (disk.role !== 0 || disk.pid !== '') return 'inUse';
  if (!PROTOCOL_RULES[pool.protocol].devTypes.includes(disk.dev_type)) return 'wrongType';
  if (disk.total_size < smallestTarget(pool)) return 'tooSmall';
  if (disk.isFault) return 'faulty';
  return null;
}

const KIND_ORDER: readonly DiskInfo['dev_type'][] = ['sata', 'esata', 'nvme', 'usb', 'type-c'];

/**
 * The disks offered for member `slot`: every disk but the pool's own, each with why it cannot be
 * chosen (a disk chosen for another member is `chosen`); the usable ones first, then by bay.
 */
export function targetOptions(
  pool: PoolInfo,
  disks: readonly DiskInfo[],
  chosen: readonly (string | undefined)[],
  slot: number,
): TargetOption[] {
  const elsewhere = new Set(chosen.filter((sn, index): sn is string => sn !== undefined && index !== slot));
  return disks
    .filter((disk) => !pool.disk_list.includes(disk.sn))
    .map((disk) => ({ disk, reason: targetReason(pool, disk, elsewhere) }))
    .sort(
      (a, b) =>
        Number(a.reason !== null) - Number(b.reason !== null) ||
        KIND_ORDER.indexOf(a.disk.dev_type) - KIND_ORDER.indexOf(b.disk.dev_type) ||
        a.disk.pos - b.disk.pos,
    );
}

/** How many disks could take members' places now, whatever is chosen. */
export function usableTargetCount(pool: PoolInfo, disks: readonly DiskInfo[]): number {
  return targetOptions(pool, disks, [], 0).filter((option) => option.reason === null).length;
}

import type { DiskInfo, PoolInfo } from '@coffer/contract';
import { diskUseOf } from '../data/storage-by-bay';

/** The disk kinds a pool of each protocol is built from (docs/decisions.md "Disk limits per pool kind"). */
const DEV_TYPES: Readonly<Record<PoolInfo['protocol'], readonly DiskInfo['dev_type'][]>> = {
  protsata: ['sata', 'esata'],
  protnvme: ['nvme'],
  protesata: ['esata'],
};

/** Whether a disk is of a kind the pool's protocol takes. */
export function fitsProtocol(pool: Pick<PoolInfo, 'protocol'>, disk: Pick<DiskInfo, 'dev_type'>): boolean {
  return DEV_TYPES[pool.protocol].includes(disk.dev_type);
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
  if (disk.total_size < pool.diskMinSize) return 'tooSmall';
  return null;
}

/** Free disks that can join the pool. */
export function disksForPool(
  pool: Pick<PoolInfo, 'protocol' | 'diskMinSize'>,
  disks: readonly DiskInfo[],
): DiskInfo[] {
  return disks.filter((disk) => diskRefusal(pool, disk) === null);
}

/**
 * The mode facts the pool's actions need: how many members it may lose, its most members and
 * whether it grows in pairs (spec 3 §5; docs/decisions.md "Storage pools": Basic and ZDR never grow,
 * RAID1 at most 4 disks, btrfs RAID10 survives one lost disk).
 */
export interface ModeFacts {
  tolerates: (disks: number) => number;
  maxDisks?: number;
  evenDisks: boolean;
  usableBytes: (sizes: readonly number[]) => number;
}

const smallest = (sizes: readonly number[]) => (sizes.length === 0 ? 0 : Math.min(...sizes));

const MODES: Readonly<Record<string, ModeFacts>> = {
  basic: { tolerates: () => 0, maxDisks: 1, evenDisks: false, usableBytes: (sizes) => sizes[0] ?? 0 },
  raid1: { tolerates: (disks) => disks - 1, maxDisks: 4, evenDisks: false, usableBytes: smallest },
  raid5: {
    tolerates: () => 1,
    evenDisks: false,
    usableBytes: (sizes) => smallest(sizes) * (sizes.length - 1),
  },
  raid6: {
    tolerates: () => 2,
    evenDisks: false,
    usableBytes: (sizes) => smallest(sizes) * (sizes.length - 2),
  },
  raid10: {
    tolerates: () => 1,
    evenDisks: true,
    usableBytes: (sizes) => smallest(sizes) * Math.floor(sizes.length / 2),
  },
  zdr: { tolerates: () => 1, maxDisks: 2, evenDisks: false, usableBytes: smallest },
};

export function modeOf(raidType: string): ModeFacts {
  return MODES[raidType] ?? MODES.basic!;
}

/** How many more members the pool's mode allows; Infinity when it sets no limit. */
export function roomToGrow(pool: Pick<PoolInfo, 'raid_type' | 'disk_list'>): number {
  const max = modeOf(pool.raid_type).maxDisks;
  return max === undefined ? Infinity : Math.max(0, max - pool.disk_list.length);
}

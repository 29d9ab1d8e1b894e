import { POOL_DISK_SIZE, SSD_DISK_MIN_SIZE, type DiskInfo, type PoolInfo } from '@coffer/contract';
import { diskUseOf, type DiskUse, type SpareInfo } from '../data/storage-by-bay';

/** What a disk is used for and the pools that use names: its pool, the pools it protects, its cache pool. */
export interface DiskRole {
  use: DiskUse;
  pools: PoolInfo[];
}

/**
 * A member's pool is its `pid`; a spare protects the pools of its `protect_list` (or, when the disk
 * list has not filled it, those `/zspool/info` lists it under); a cache disk serves its cache pool.
 */
export function diskRoleOf(
  disk: Pick<DiskInfo, 'sn' | 'role' | 'pid' | 'protect_list'>,
  info: { pools: readonly PoolInfo[]; cachePools: readonly PoolInfo[]; spares: readonly SpareInfo[] },
): DiskRole {
  const use = diskUseOf(disk.role);
  const byId = (ids: readonly string[], pools: readonly PoolInfo[]) =>
    pools.filter((pool) => ids.includes(pool.id));
  switch (use) {
    case 'member':
      return { use, pools: byId([disk.pid], info.pools) };
    case 'spare': {
      const listed = info.spares.find((spare) => spare.sn === disk.sn)?.protect_list ?? [];
      const ids = disk.protect_list.length > 0 ? disk.protect_list : listed;
      return { use, pools: byId(ids, info.pools) };
    }
    case 'cache':
      return { use, pools: byId([disk.pid], info.cachePools) };
    default:
      return { use, pools: [] };
  }
}

/** Why a disk cannot go into a new pool; keys of `storage.disks.blocker`. */
export type NewPoolBlocker =
  'missing' | 'faulty' | 'member' | 'spare' | 'cache' | 'external' | 'tooSmall' | 'tooLarge';

/** The smallest disk a pool of this disk's kind takes: M.2 SSDs from 32 GB, others from 100 GiB. */
export function minPoolDiskSize(devType: DiskInfo['dev_type']): number {
  return devType === 'nvme' ? SSD_DISK_MIN_SIZE : POOL_DISK_SIZE.min;
}

/**
 * The first reason a disk cannot be chosen for a new pool, or null when it can (STOR-POOL-06 sizes,
 * DECISIONS "Storage pools": a disk in use is refused, as is a missing or failing one).
 */
export function newPoolBlockerOf(
  disk: Pick<DiskInfo, 'status' | 'role' | 'abnormal' | 'isFault' | 'dev_type' | 'total_size'>,
): NewPoolBlocker | null {
  if (disk.status === 'missing') return 'missing';
  const use = diskUseOf(disk.role);
  if (use !== 'free') return use;
  if (disk.abnormal || disk.isFault || disk.status !== 'ok') return 'faulty';
  if (disk.total_size < minPoolDiskSize(disk.dev_type)) return 'tooSmall';
  if (disk.total_size > POOL_DISK_SIZE.max) return 'tooLarge';
  return null;
}

/** Advice for a disk; keys of `storage.disks.advice`. */
export type DiskAdvice = Exclude<DiskInfo['status'], 'ok'> | 'smart';

/**
 * STOR-ENT-02: every bad status has its own advice (replug or restart, format, or replace); a disk
 * whose status is fine but whose SMART advises replacement (STOR-SMART-05, the engine's `abnormal`)
 * is told so. Null when nothing needs doing.
 */
export function diskAdviceOf(disk: Pick<DiskInfo, 'status' | 'abnormal'>): DiskAdvice | null {
  if (disk.status !== 'ok') return disk.status;
  return disk.abnormal ? 'smart' : null;
}

/** The disk's temperature in °C, or null when the engine does not report one. */
export function temperatureOf(disk: DiskInfo): number | null {
  const reported = (disk as DiskInfo & { temperature?: number | null }).temperature;
  return typeof reported === 'number' ? reported : null;
}

import { PROTOCOL_RULES, type DiskInfo, type PoolInfo, type ProtocolRule } from '@coffer/contract';
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

/**
 * The rules of the pools a disk of this kind can join: an M.2 disk an SSD pool (from 32 GB), any
 * other bay disk a SATA pool (from 100 GiB), as the engine's PROTOCOL_RULES say.
 */
export function poolRuleOf(devType: DiskInfo['dev_type']): ProtocolRule {
  return devType === 'nvme' ? PROTOCOL_RULES.protnvme : PROTOCOL_RULES.protsata;
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
  const rule = poolRuleOf(disk.dev_type);
  if (disk.total_size < rule.minDiskSize) return 'tooSmall';
  if (disk.total_size > rule.maxDiskSize) return 'tooLarge';
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

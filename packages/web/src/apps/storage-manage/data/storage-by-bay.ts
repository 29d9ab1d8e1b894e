import type { DiskInfo, PoolInfo } from '@coffer/contract';

/** The bay kinds of the storage app's first child set (SHELL-14). */
export type BayKind = 'sata' | 'm2' | 'esata';

const POOL_PROTOCOL: Record<BayKind, PoolInfo['protocol']> = {
  sata: 'protsata',
  m2: 'protnvme',
  esata: 'protesata',
};

const DISK_TYPE: Record<BayKind, DiskInfo['dev_type']> = {
  sata: 'sata',
  m2: 'nvme',
  esata: 'esata',
};

export interface SpareInfo {
  sn: string;
  /** Ids of the pools this spare protects. */
  protect_list: string[];
}

/** What `/zspool/info` and `/zspool/disk/list` say together. */
export interface StorageInfo {
  /** Normal (SATA, eSATA) and super (M.2) pools. */
  pools: PoolInfo[];
  cachePools: PoolInfo[];
  spares: SpareInfo[];
  disks: DiskInfo[];
}

/** The pools and disks one bay kind shows: `sata` the normal pools, `m2` the super pools. */
export function storageOfBay(info: StorageInfo, bay: BayKind): StorageInfo {
  return {
    pools: info.pools.filter((pool) => pool.protocol === POOL_PROTOCOL[bay]),
    cachePools: info.cachePools.filter((pool) => pool.protocol === POOL_PROTOCOL[bay]),
    spares: info.spares,
    disks: info.disks.filter((disk) => disk.dev_type === DISK_TYPE[bay]),
  };
}

export type DiskUse = 'free' | 'member' | 'spare' | 'external' | 'cache';

/** zDisk roles: 0 free, 1 and 3 pool members, 2 and 4 spares, 5 and 6 external, 7 cache. */
export function diskUseOf(role: number): DiskUse {
  if (role === 1 || role === 3) return 'member';
  if (role === 2 || role === 4) return 'spare';
  if (role === 5 || role === 6) return 'external';
  if (role === 7) return 'cache';
  return 'free';
}

/** Bytes in use of a mounted pool; null when the pool is not mounted (free_size is then 0). */
export function usedBytesOf(pool: PoolInfo): number | null {
  if (!pool.has_mount) return null;
  return Math.max(0, pool.total_size - pool.free_size);
}

/** The spares protecting a pool, as the disk list describes them. */
export function sparesOf(pool: PoolInfo, info: Pick<StorageInfo, 'spares' | 'disks'>): DiskInfo[] {
  const serials = info.spares
    .filter((spare) => spare.protect_list.includes(pool.id))
    .map((spare) => spare.sn);
  return info.disks.filter((disk) => serials.includes(disk.sn));
}

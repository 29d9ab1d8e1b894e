import type { BayView } from '../bays/bay-views.js';
import type { DiskFacts, StorageFacts } from '../validation/storage-facts.js';
import type { CachePoolRecord } from '../cache/cache-pool-store.js';
import type { PoolRecord } from './pool-record.js';

/** A disk present in a bay now: its serial, size, type and block device. */
export interface PresentDisk {
  sn: string;
  size: number;
  devType: DiskFacts['devType'];
  device: string;
  faulty: boolean;
  /** The bay's position within its kind of bay (1–8 for SATA); absent where no bay says. */
  pos?: number;
  /** Marked external (`/zspool/confirm` extmountdisk): no pool takes it. */
  external?: boolean;
}

export function presentDisks(bays: readonly BayView[]): PresentDisk[] {
  return bays.flatMap((bay) =>
    bay.state === 'present' && bay.serial && bay.device && bay.sizeBytes !== null
      ? [
          {
            sn: bay.serial,
            size: bay.sizeBytes,
            devType: bay.devType,
            device: bay.device,
            faulty: bay.failModes.includes('smart-fault'),
            pos: bay.pos,
          },
        ]
      : [],
  );
}

/**
 * What validation judges a request against: the present disks, each `member` or `spare` when a
 * recorded pool (also one still being created) names it, and the pools' names. A disk a migration
 * under way moves a member onto counts as a member already: it is taken. Disks only reach the
 * engine through the bays, whose guard already refuses the host's own disk. `mounted`: the ids of
 * the pools mounted now, for the checks that need it (undefined: not read); `caches`: the SSD cache
 * pools, whose SSDs are in use and whose names pools share.
 */
export function storageFacts(
  disks: readonly PresentDisk[],
  pools: readonly PoolRecord[],
  { mounted, caches = [] }: { mounted?: ReadonlySet<string>; caches?: readonly CachePoolRecord[] } = {},
): StorageFacts {
  const members = new Set(
    pools.flatMap((pool) => [
      ...pool.members.map((member) => member.sn),
      ...(pool.moving ?? []).map((pair) => pair.to),
    ]),
  );
  const spares = new Set(pools.flatMap((pool) => pool.spares));
  const cacheDisks = new Set(caches.flatMap((cache) => cache.members.map((member) => member.sn)));
  const useOf = (sn: string): DiskFacts['use'] => {
    if (members.has(sn)) return 'member';
    if (spares.has(sn)) return 'spare';
    if (cacheDisks.has(sn)) return 'cache';
    return disks.find((disk) => disk.sn === sn)?.external ? 'external' : 'free';
  };
  return {
    disks: disks.map((disk) => ({
      sn: disk.sn,
      size: disk.size,
      devType: disk.devType,
      use: useOf(disk.sn),
      hostSystem: false,
      faulty: disk.faulty,
    })),
    pools: pools.map((pool) => ({
      id: pool.id,
      name: pool.name,
      protocol: pool.protocol,
      type: pool.raidType,
      hasCache: caches.some((cache) => cache.poolId === pool.id),
      ready: pool.state === 'ready',
      ...(mounted ? { mounted: mounted.has(pool.id) } : {}),
      members: pool.members.map((member) => {
        const disk = disks.find((candidate) => candidate.sn === member.sn);
        return {
          sn: member.sn,
          size: member.size,
          devType: disk?.devType ?? 'sata',
          state: !disk ? 'missing' : disk.faulty ? 'fault' : 'ok',
        };
      }),
    })),
    cacheNames: caches.map((cache) => cache.name),
  };
}

import { Role, type DiskInfo, type HotplugPushData, type MainRole, type StorageSync } from '@coffer/contract';

/** The disk a hotplug push names, read defensively. */
export interface HotplugDisk {
  sn: string;
  pos: number;
  devType: string;
  /** Bytes; 0 when the push did not say. */
  size: number;
}

/**
 * BOOT-DLG-07's variants of a removed disk: `recovering` (its pool was recovering), `member` (a
 * pool's disk, the master's shut-down-and-check), `memberOps` (the same, read-only), `noDisks` (none
 * left), `wait` (ordinary users wait for the administrator), `free` (a disk no pool used).
 */
export type RemovedVariant = 'recovering' | 'member' | 'memberOps' | 'noDisks' | 'wait' | 'free';

export type HotplugNotice =
  { kind: 'added'; disk: HotplugDisk } | { kind: 'removed'; disk: HotplugDisk; variant: RemovedVariant };

/** External disks come and go through the external-devices page, not as disk changes. */
const EXTERNAL = new Set(['usb', 'type-c']);
/** Roles of a disk a pool uses: member, spare, SSD member, SSD spare, cache. */
const POOL_ROLES = new Set([1, 2, 3, 4, 7]);

function diskOf(data: Partial<HotplugPushData>): HotplugDisk | null {
  if (typeof data.sn !== 'string' || data.sn === '') return null;
  return {
    sn: data.sn,
    pos: typeof data.pos === 'number' ? data.pos : 0,
    devType: typeof data.dev_type === 'string' ? data.dev_type : '',
    size: typeof data.total_size === 'number' ? data.total_size : 0,
  };
}

export interface HotplugFacts {
  role: MainRole;
  /** The poll's disks as they were when the push came (administrators; empty for ordinary users). */
  disks: readonly DiskInfo[];
  sync: StorageSync;
}

/**
 * Pure: what a disk coming or going tells this viewer (spec 2 §2.2 push notices, BOOT-DLG-06/07),
 * or null. The super administrator is told of a new disk by the offer card and the storage manager,
 * so an inserted disk is news to the others only. A removed disk reads, the first that applies:
 * ordinary users wait; no disk left; its pool was recovering onto or from it; it was a pool's; free.
 */
export function hotplugNoticeOf(
  type: 'storage_hotplug_hdd_add' | 'storage_hotplug_hdd_remove',
  data: unknown,
  facts: HotplugFacts,
): HotplugNotice | null {
  const disk = diskOf((data ?? {}) as Partial<HotplugPushData>);
  if (!disk || EXTERNAL.has(disk.devType)) return null;
  if (type === 'storage_hotplug_hdd_add') return facts.role === Role.master ? null : { kind: 'added', disk };
  if (facts.role === Role.user) return { kind: 'removed', disk, variant: 'wait' };
  const known = facts.disks.find((candidate) => candidate.sn === disk.sn);
  const left = facts.disks.filter(
    (candidate) =>
      candidate.sn !== disk.sn && candidate.status !== 'missing' && !EXTERNAL.has(candidate.dev_type),
  );
  if (left.length === 0) return { kind: 'removed', disk, variant: 'noDisks' };
  const pool = known && POOL_ROLES.has(known.role) ? known.pid : '';
  if (!pool) return { kind: 'removed', disk, variant: 'free' };
  const recovering = facts.sync.usr.some((entry) => entry.id === pool && entry.action === 'recover');
  if (recovering) return { kind: 'removed', disk, variant: 'recovering' };
  return { kind: 'removed', disk, variant: facts.role === Role.master ? 'member' : 'memberOps' };
}

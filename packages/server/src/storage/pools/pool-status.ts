import type { PoolInfo } from '@coffer/contract';
import { assessPool, type MemberState } from '../profiles/pool-health.js';
import { poolCapacity, type AvailableSpace } from '../btrfs/pool-capacity.js';
import type { PresentDisk } from './pool-disks.js';
import type { PoolRecord } from './pool-record.js';

export interface PoolObservation {
  disks: readonly PresentDisk[];
  mounted: boolean;
  /** I/O and checksum errors btrfs counted per member device (only known while mounted). */
  errorsByDevice: ReadonlyMap<string, number>;
  /** statfs of the mounted pool; null while it is not mounted. */
  space: AvailableSpace | null;
}

/** Each member's state: missing when no bay holds it, faulty on a SMART fault or btrfs errors. */
export function memberStates(pool: PoolRecord, seen: PoolObservation): MemberState[] {
  return pool.members.map((member) => {
    const disk = seen.disks.find((candidate) => candidate.sn === member.sn);
    if (!disk) return 'missing';
    return disk.faulty || (seen.errorsByDevice.get(disk.device) ?? 0) > 0 ? 'fault' : 'ok';
  });
}

/**
 * spec 3 §3 Pool from what the device recorded and observes. A pool that is not mounted is
 * `suspended`; a mounted one is ok, degraded or damaged by its profile's tolerance. The total is
 * the profile's usable space over the sizes recorded at creation, so a degraded pool still reports
 * it; the free space is what btrfs will still accept.
 */
export function poolStatus(pool: PoolRecord, seen: PoolObservation): PoolInfo {
  const states = memberStates(pool, seen);
  const health = assessPool(pool.raidType, states).health;
  const sizes = pool.members.map((member) => member.size);
  const capacity = poolCapacity(pool.raidType, sizes, seen.space ?? { bavail: 0, bsize: 0 });
  const count = (state: MemberState) => states.filter((value) => value === state).length;
  return {
    id: pool.id,
    name: pool.name,
    pid: '',
    protocol: pool.protocol,
    raid_type: pool.raidType,
    status: seen.mounted ? health : 'suspended',
    encrypted: 0,
    lock: 0,
    disk_count: pool.members.length,
    disk_list: pool.members.map((member) => member.sn),
    cache_list: [],
    system_disks: pool.members.map((member, index) => ({
      sn: member.sn,
      status: states[index]!,
      raid10_gid: pool.raidType === 'raid10' ? Math.floor(index / 2) + 1 : 0,
    })),
    total_size: capacity.totalSize,
    free_size: seen.mounted ? capacity.freeSize : 0,
    has_mount: seen.mounted ? 1 : 0,
    diskMinSize: sizes.length === 0 ? 0 : Math.min(...sizes),
    missingNum: count('missing'),
    errorNum: count('fault'),
    okNum: count('ok'),
    hasErrorDisk: count('fault') > 0,
  };
}

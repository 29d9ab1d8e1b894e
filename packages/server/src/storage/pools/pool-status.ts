import type { PoolInfo } from '@coffer/contract';
import { assessPool, type MemberState } from '../profiles/pool-health.js';
import { poolCapacity, type AvailableSpace } from '../btrfs/pool-capacity.js';
import type { PresentDisk } from './pool-disks.js';
import type { PoolRecord } from './pool-record.js';
import { ACTIVE } from './raid-status.js';

/** The devid btrfs gives the target of a running `replace`. */
const REPLACE_TARGET = 0;

/** One device a mounted btrfs lists (`filesystem show`), with what the host says of it now. */
export interface UsedDevice {
  devid: number;
  /** null when btrfs lists it missing. */
  path: string | null;
  /** Bytes of the block device now (sysfs); 0 for a disk emptied or gone under the mount. */
  bytes: number;
  /** Its btrfs error counters added up; counters are zeroed by every repair. */
  errors: number;
}

export interface PoolObservation {
  disks: readonly PresentDisk[];
  mounted: boolean;
  /**
   * The devices the mounted btrfs really uses; null while not mounted (or unreadable), when only the
   * bays are known.
   */
  used: readonly UsedDevice[] | null;
  /** statfs of the mounted pool; null while it is not mounted. */
  space: AvailableSpace | null;
  /** Uncorrectable errors the last finished scrub found; 0 after a clean one. */
  scrubUncorrectable?: number;
  /** A replace job (repair or re-attach) is under way, its conversion included. */
  rebuilding?: boolean;
}

/**
 * Each member's state. Missing: no bay holds it, or (mounted) btrfs does not use its disk's block
 * device, or the device it uses has no size any more: a disk pulled and put back answers on a new
 * device while btrfs still holds the dead one. Faulty: a SMART fault, or btrfs counted errors on
 * it since the last repair. Otherwise ok.
 */
export function memberStates(pool: PoolRecord, seen: PoolObservation): MemberState[] {
  return pool.members.map((member) => {
    const disk = seen.disks.find((candidate) => candidate.sn === member.sn);
    if (!disk) return 'missing';
    if (!seen.used) return disk.faulty ? 'fault' : 'ok';
    // devid 0 is the target of a replace under way: no member until the replace finishes.
    const used = seen.used.find((device) => device.path === disk.device && device.devid !== REPLACE_TARGET);
    if (!used || used.bytes === 0) return 'missing';
    return disk.faulty || used.errors > 0 ? 'fault' : 'ok';
  });
}

/**
 * spec 3 §3 Pool from what the device recorded and observes. A pool that is not mounted is
 * `suspended`; a mounted one is ok, degraded or damaged by its profile's tolerance, degraded while
 * a rebuild is under way, and damaged while its last scrub left uncorrectable errors (docs/decisions.md "Health is what btrfs says").
 * The total is the profile's usable space over the sizes recorded at creation, so a degraded pool
 * still reports it; the free space is what btrfs will still accept.
 */
export function poolStatus(pool: PoolRecord, seen: PoolObservation): PoolInfo {
  const states = memberStates(pool, seen);
  const assessed = assessPool(pool.raidType, states).health;
  // A pool is whole only once its rebuild is done: until then some chunks may have one copy.
  const rebuilt = assessed === 'ok' && seen.rebuilding ? 'degraded' : assessed;
  const health = (seen.scrubUncorrectable ?? 0) > 0 ? 'damage' : rebuilt;
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
    // What jobs do to a pool is read per answer (live-job-status.ts), not observed.
    usr_raid_status: ACTIVE,
    sys_raid_status: ACTIVE,
    task: null,
  };
}

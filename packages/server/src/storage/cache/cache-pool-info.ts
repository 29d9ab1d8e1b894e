import { RAID_MODES, isRaidModeType, type PoolInfo } from '@coffer/contract';
import { assessPool, type MemberState } from '../profiles/pool-health.js';
import type { PresentDisk } from '../pools/pool-disks.js';
import { ACTIVE } from '../pools/raid-status.js';
import type { CachePoolRecord } from './cache-pool-store.js';

/**
 * Pure: spec 3 §3 Pool for an SSD cache pool, listed under `zspool.cache` with `pid` the pool it
 * caches. Its SSDs are judged by their bays (a cache is no filesystem: nothing is mounted, nothing
 * is free to write); it counts as mounted (`has_mount` 1) while it can still serve.
 */
export function cachePoolInfo(cache: CachePoolRecord, disks: readonly PresentDisk[]): PoolInfo {
  const states: MemberState[] = cache.members.map((member) => {
    const disk = disks.find((candidate) => candidate.sn === member.sn);
    if (!disk) return 'missing';
    return disk.faulty ? 'fault' : 'ok';
  });
  const type = isRaidModeType(cache.raidType) ? cache.raidType : 'basic';
  const { health, usable } = assessPool(type, states);
  const sizes = cache.members.map((member) => member.size);
  const count = (state: MemberState) => states.filter((value) => value === state).length;
  return {
    id: cache.id,
    name: cache.name,
    pid: cache.poolId,
    protocol: 'protnvme',
    raid_type: cache.raidType,
    status: usable ? health : 'damage',
    encrypted: 0,
    lock: 0,
    disk_count: cache.members.length,
    disk_list: cache.members.map((member) => member.sn),
    cache_list: [],
    system_disks: cache.members.map((member, index) => ({
      sn: member.sn,
      status: states[index]!,
      raid10_gid: type === 'raid10' ? Math.floor(index / 2) + 1 : 0,
    })),
    total_size: RAID_MODES[type].usableBytes(sizes),
    free_size: 0,
    has_mount: usable ? 1 : 0,
    diskMinSize: sizes.length === 0 ? 0 : Math.min(...sizes),
    missingNum: count('missing'),
    errorNum: count('fault'),
    okNum: count('ok'),
    hasErrorDisk: count('fault') > 0,
    usr_raid_status: ACTIVE,
    sys_raid_status: ACTIVE,
    task: null,
  };
}

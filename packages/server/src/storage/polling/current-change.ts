import type { Disk } from '../disks/disk.js';
import type { PoolRecord } from '../pools/pool-record.js';
import { diskChangeMode, type CurrentDisk, type DiskChange, type OldDisk } from './disk-change-mode.js';

export interface CurrentChangeLookups {
  /** A present disk carries a filesystem, RAID signature or partition table. */
  carriesData: (serial: string) => boolean;
  /** An administrator dismissed this disk from a disk-change message. */
  dismissed: (serial: string) => boolean;
  /** A running job is writing a pool onto this disk (a repair's target): it is taken, not new. */
  inUse?: (serial: string) => boolean;
}

/** External disks plug in from outside and are never part of a disk change. */
const EXTERNAL = new Set<Disk['dev_type']>(['usb', 'type-c']);

/**
 * The disk change of the device now: the pools' recorded members and spares (where the disk list
 * last saw them) against the disks present. Disks a pool is migrating or being repaired onto,
 * cache disks and dismissed disks take no part; a recorded disk always does.
 */
export function currentChange(
  records: readonly PoolRecord[],
  disks: readonly Disk[],
  lookups: CurrentChangeLookups,
): DiskChange | undefined {
  const bySerial = new Map(disks.map((disk) => [disk.sn, disk]));
  const old: OldDisk[] = records.flatMap((pool) => [
    ...pool.members.map((member) => ({
      sn: member.sn,
      position: bySerial.get(member.sn)?.pos ?? 0,
      size: member.size,
      pool: pool.id,
      raidType: pool.raidType,
      spare: false,
    })),
    ...pool.spares.map((sn) => ({
      sn,
      position: bySerial.get(sn)?.pos ?? 0,
      size: bySerial.get(sn)?.total_size ?? 0,
      pool: pool.id,
      raidType: pool.raidType,
      spare: true,
    })),
  ]);
  const recorded = new Set(old.map((disk) => disk.sn));
  const moving = new Set(records.flatMap((pool) => (pool.moving ?? []).map((pair) => pair.to)));
  const taken = { has: (serial: string) => moving.has(serial) || (lookups.inUse?.(serial) ?? false) };
  const current: CurrentDisk[] = disks
    .filter((disk) => disk.status !== 'missing' && !EXTERNAL.has(disk.dev_type))
    .filter(
      (disk) =>
        recorded.has(disk.sn) || (disk.role === 0 && !taken.has(disk.sn) && !lookups.dismissed(disk.sn)),
    )
    .map((disk) => ({
      sn: disk.sn,
      position: disk.pos,
      size: disk.total_size,
      devType: disk.dev_type,
      used: recorded.has(disk.sn) || lookups.carriesData(disk.sn),
    }));
  return diskChangeMode(old, current);
}

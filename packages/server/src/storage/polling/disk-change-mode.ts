import { POOL_DISK_SIZE, SSD_DISK_MIN_SIZE } from '@coffer/contract';
import { profileOf, type PoolType } from '../profiles/raid-profiles.js';
import type { DevType } from '../validation/storage-facts.js';

/** spec 2 §4.1 modes; E and I are never answered: they are computed as D and H (DECISIONS "Storage"). */
export type DiskChangeMode = 'A' | 'B' | 'C' | 'D' | 'F' | 'G' | 'H' | 'J';

/** The choices of each mode that `/zspool/confirm` takes (spec 2 §4.1, BOOT-MODE-14). */
export type DiskChangeOption =
  'recover' | 'ignore' | 'dilate' | 'init' | 'mount' | 'mountpool' | 'extmountdisk';

/** Modes whose choice is guidance, not a call: what the person is told to do with the hardware. */
export type DiskChangeGuidance = 'replace' | 'insert-equal-disk' | 'insert-disk';

/** One disk the pools recorded: a member or a spare, where it was last seen. */
export interface OldDisk {
  sn: string;
  /** The bay slot it was last seen in; 0 when unknown. */
  position: number;
  size: number;
  pool: string;
  raidType: PoolType;
  spare: boolean;
}

/** One disk present now. */
export interface CurrentDisk {
  sn: string;
  position: number;
  size: number;
  devType: DevType;
  /** It carries a filesystem or belongs to a pool (spec's `isused` 1); a blank disk is new (0). */
  used: boolean;
}

/** spec 2 §3 disk-group entry, as the overlay's step 0 lays old and new side by side. */
export interface GroupDisk {
  position: number;
  sn: string;
  size: number;
  isused: 0 | 1;
  pool: string;
  /** A recorded hot spare rather than a member. */
  spare: boolean;
  error: 'ok' | 'disk_lost' | 'disk_size_limit';
}

/** BOOT-MODE-17: the four change notes. */
export type ChangeNote = 'new_disk_inserted' | 'slot_changed' | 'disk_missing' | 'no_change';

export interface ChangeRow {
  position: number;
  /** 1 when a disk is in this slot now. */
  has: 0 | 1;
  text: ChangeNote;
  sn: string;
  /** For a moved disk, the slot it was recorded in. */
  oldPosition?: number;
}

export interface DiskChange {
  mode: DiskChangeMode;
  options: DiskChangeOption[];
  guidance?: DiskChangeGuidance;
  old: { disksGroup: GroupDisk[] };
  new: { disksGroup: GroupDisk[] };
  changeGroup: ChangeRow[];
  /** Serials present now that no pool recorded: what `ignore` dismisses and `dilate` adds. */
  newDisks: string[];
  /** Recorded serials that are not present. */
  missing: string[];
}

/** spec 2 §4.1 "User options", per mode (BOOT-MODE-02…11). */
export const MODE_OPTIONS: Readonly<Record<DiskChangeMode, readonly DiskChangeOption[]>> = {
  A: [],
  B: ['recover', 'extmountdisk', 'ignore'],
  C: ['recover', 'init'],
  D: ['init', 'ignore'],
  F: ['mountpool', 'ignore'],
  G: ['init'],
  H: ['dilate', 'mount', 'ignore'],
  J: [],
};

const GUIDANCE: Partial<Record<DiskChangeMode, DiskChangeGuidance>> = {
  A: 'replace',
  G: 'insert-equal-disk',
  J: 'insert-disk',
};

/** spec 2 §5 and DECISIONS "Storage": 100 GiB to 0x640000000000 bytes; an M.2 SSD over 32 GB. */
export function violatesSizeLimit(disk: Pick<CurrentDisk, 'size' | 'devType'>): boolean {
  if (disk.devType === 'nvme') return disk.size <= SSD_DISK_MIN_SIZE;
  return disk.size < POOL_DISK_SIZE.min || disk.size > POOL_DISK_SIZE.max;
}

/** A pool lost more than its profile tolerates: RAID5/6 is mode G, any other C (BOOT-MODE-04, -08). */
function damagedMode(old: readonly OldDisk[], present: ReadonlySet<string>): 'C' | 'G' | undefined {
  const pools = new Map<string, OldDisk[]>();
  for (const disk of old) {
    if (disk.spare) continue;
    pools.set(disk.pool, [...(pools.get(disk.pool) ?? []), disk]);
  }
  let mode: 'C' | 'G' | undefined;
  for (const members of pools.values()) {
    const lost = members.filter((member) => !present.has(member.sn)).length;
    const type = members[0]!.raidType;
    if (lost === 0 || lost <= profileOf(type).tolerates(members.length)) continue;
    if (type === 'raid5' || type === 'raid6') return 'G';
    mode = 'C';
  }
  return mode;
}

function changeRows(old: readonly OldDisk[], current: readonly CurrentDisk[]): ChangeRow[] {
  const recorded = new Map(old.map((disk) => [disk.sn, disk]));
  const here = new Set(current.map((disk) => disk.sn));
  const rows: ChangeRow[] = current.map((disk) => {
    const was = recorded.get(disk.sn);
    if (!was) return { position: disk.position, has: 1, text: 'new_disk_inserted', sn: disk.sn };
    if (was.position !== 0 && was.position !== disk.position) {
      return {
        position: disk.position,
        has: 1,
        text: 'slot_changed',
        sn: disk.sn,
        oldPosition: was.position,
      };
    }
    return { position: disk.position, has: 1, text: 'no_change', sn: disk.sn };
  });
  for (const disk of old) {
    if (!here.has(disk.sn)) rows.push({ position: disk.position, has: 0, text: 'disk_missing', sn: disk.sn });
  }
  return rows.sort((a, b) => a.position - b.position || a.sn.localeCompare(b.sn));
}

/**
 * Pure: spec 2 §4.1's disk-change mode from the disks the pools recorded (`old`) and the disks
 * present now (`current`), with the mode's options and the per-slot change rows; undefined when
 * nothing changed. The first that applies:
 *
 * | mode | when |
 * |---|---|
 * | J | no disk at all |
 * | A | a present disk violates a size limit |
 * | G / C | a pool lost more members than it tolerates (RAID5/6: G, others: C) |
 * | B | blank disks present and recorded disks missing |
 * | D | recorded disks missing, every present disk used, as many disks as recorded |
 * | F | recorded disks missing, every present disk used, fewer disks than recorded |
 * | H | disks no pool recorded present, every recorded disk present (used counts equal) |
 * | D | nothing missing or new, but a recorded disk sits in another slot |
 *
 * A foreign disk (it carries a filesystem no pool recorded) counts as used for B, D and F and as
 * an added disk for H; `dilate` adds blank disks only. A moved disk is noted in the rows of every mode.
 */
export function diskChangeMode(
  old: readonly OldDisk[],
  current: readonly CurrentDisk[],
): DiskChange | undefined {
  const recorded = new Set(old.map((disk) => disk.sn));
  const present = new Set(current.map((disk) => disk.sn));
  const missing = old.filter((disk) => !present.has(disk.sn)).map((disk) => disk.sn);
  const newDisks = current.filter((disk) => !recorded.has(disk.sn));
  const blank = newDisks.filter((disk) => !disk.used);
  const rows = changeRows(old, current);
  const moved = rows.some((row) => row.text === 'slot_changed');

  let mode: DiskChangeMode | undefined;
  if (current.length === 0) mode = 'J';
  else if (current.some(violatesSizeLimit)) mode = 'A';
  else mode = damagedMode(old, present);
  if (!mode && missing.length > 0) {
    if (blank.length > 0) mode = 'B';
    else mode = current.length >= old.length ? 'D' : 'F';
  } else if (!mode) {
    if (newDisks.length > 0) mode = 'H';
    else if (moved) mode = 'D';
  }
  if (!mode) return undefined;

  const limitOf = (disk: CurrentDisk): GroupDisk['error'] =>
    violatesSizeLimit(disk) ? 'disk_size_limit' : 'ok';
  const poolOf = new Map(old.map((disk) => [disk.sn, disk.pool]));
  const spareOf = new Set(old.filter((disk) => disk.spare).map((disk) => disk.sn));
  return {
    mode,
    options: [...MODE_OPTIONS[mode]],
    ...(GUIDANCE[mode] ? { guidance: GUIDANCE[mode] } : {}),
    old: {
      disksGroup: old.map((disk) => ({
        position: disk.position,
        sn: disk.sn,
        size: disk.size,
        isused: 1,
        pool: disk.pool,
        spare: disk.spare,
        error: present.has(disk.sn) ? 'ok' : 'disk_lost',
      })),
    },
    new: {
      disksGroup: current.map((disk) => ({
        position: disk.position,
        sn: disk.sn,
        size: disk.size,
        isused: disk.used || recorded.has(disk.sn) ? 1 : 0,
        pool: poolOf.get(disk.sn) ?? '',
        spare: spareOf.has(disk.sn),
        error: limitOf(disk),
      })),
    },
    changeGroup: rows,
    newDisks: newDisks.map((disk) => disk.sn),
    missing,
  };
}

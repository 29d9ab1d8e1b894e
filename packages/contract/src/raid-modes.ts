/**
 * The RAID modes of spec 3 §5 as facts both halves read: the page's mode table (mode, minimum disks,
 * redundancy, usable space over the chosen disks, "还需要N块硬盘组成存储池") and the daemon's
 * validation, capacity and health. The daemon adds the btrfs layout of each mode on top
 * (server/src/storage/profiles/raid-profiles.ts); nothing here is written twice.
 */
export const RAID_MODE_TYPES = ['basic', 'raid1', 'raid5', 'raid6', 'raid10', 'zdr'] as const;
export type RaidModeType = (typeof RAID_MODE_TYPES)[number];

export interface RaidMode {
  type: RaidModeType;
  /** The mode's name as the page shows it, the same in both languages. */
  label: string;
  minDisks: number;
  /** No value: no limit of the mode itself. */
  maxDisks?: number;
  evenDisks: boolean;
  /**
   * Members contribute the smallest disk's size (the daemon creates them so), as the spec's formulas
   * assume. ZDR is the one mode meant for disks of different sizes.
   */
  equalMembers: boolean;
  /** How many members may be missing or faulty while the pool can still be read. */
  tolerates(disks: number): number;
  /** Usable bytes over members of these sizes (spec 3 §5 "Usable space", STOR-POOL-04). */
  usableBytes(sizes: readonly number[]): number;
}

const smallest = (sizes: readonly number[]) => (sizes.length === 0 ? 0 : Math.min(...sizes));
const sum = (sizes: readonly number[]) => sizes.reduce((total, size) => total + size, 0);

export const RAID_MODES: Readonly<Record<RaidModeType, RaidMode>> = {
  basic: {
    type: 'basic',
    label: 'Basic',
    minDisks: 1,
    maxDisks: 1,
    evenDisks: false,
    equalMembers: true,
    tolerates: () => 0,
    usableBytes: (sizes) => sizes[0] ?? 0,
  },
  // btrfs keeps at most four copies, one per disk: hence at most four disks (DECISIONS "Storage").
  raid1: {
    type: 'raid1',
    label: 'RAID1',
    minDisks: 2,
    maxDisks: 4,
    evenDisks: false,
    equalMembers: true,
    tolerates: (disks) => disks - 1,
    usableBytes: smallest,
  },
  raid5: {
    type: 'raid5',
    label: 'RAID5',
    minDisks: 3,
    evenDisks: false,
    equalMembers: true,
    tolerates: () => 1,
    usableBytes: (sizes) => smallest(sizes) * (sizes.length - 1),
  },
  raid6: {
    type: 'raid6',
    label: 'RAID6',
    minDisks: 4,
    evenDisks: false,
    equalMembers: true,
    tolerates: () => 2,
    usableBytes: (sizes) => smallest(sizes) * (sizes.length - 2),
  },
  raid10: {
    type: 'raid10',
    label: 'RAID10',
    minDisks: 4,
    evenDisks: true,
    equalMembers: true,
    // btrfs raid10 places copies per chunk, not per fixed pair: it survives one missing disk, not
    // one per pair (DECISIONS "Storage").
    tolerates: () => 1,
    usableBytes: (sizes) => smallest(sizes) * Math.floor(sizes.length / 2),
  },
  zdr: {
    type: 'zdr',
    label: 'ZDR',
    minDisks: 2,
    maxDisks: 2,
    evenDisks: false,
    equalMembers: false,
    tolerates: () => 1,
    // A mirror over mixed sizes: every chunk needs two disks, so the largest disk can only pair with
    // what the others hold.
    usableBytes: (sizes) => Math.min(Math.floor(sum(sizes) / 2), sum(sizes) - Math.max(0, ...sizes)),
  },
};

export function isRaidModeType(value: string): value is RaidModeType {
  return (RAID_MODE_TYPES as readonly string[]).includes(value);
}

/** Whether a number of disks fits the mode: range and parity (STOR-POOL-03). */
export function fitsDiskCount(type: RaidModeType, disks: number): boolean {
  const mode = RAID_MODES[type];
  return (
    disks >= mode.minDisks &&
    (mode.maxDisks === undefined || disks <= mode.maxDisks) &&
    (!mode.evenDisks || disks % 2 === 0)
  );
}

/**
 * The one table of pool types (ARCHITECTURE "Storage engine", DECISIONS "Storage"). Validation,
 * usable space, health and mkfs arguments all read it; nothing else knows a profile's rules.
 */
export const POOL_TYPES = ['basic', 'raid1', 'raid5', 'raid6', 'raid10', 'zdr'] as const;
export type PoolType = (typeof POOL_TYPES)[number];

/** btrfs block-group profiles as `mkfs.btrfs -d/-m` and `balance -dconvert` spell them. */
export type BtrfsProfile = 'single' | 'dup' | 'raid1' | 'raid1c3' | 'raid1c4' | 'raid5' | 'raid6' | 'raid10';

export interface RaidProfile {
  type: PoolType;
  /** The mode's name as the page shows it, in both languages. */
  label: string;
  minDisks: number;
  /** No value: no limit of the mode itself. */
  maxDisks?: number;
  evenDisks: boolean;
  /**
   * Members are created with `mkfs.btrfs -b <smallest>`, so each contributes the smallest disk's
   * size and the spec's formulas hold. ZDR is the one mode meant for disks of different sizes.
   */
  equalMembers: boolean;
  dataProfile(disks: number): BtrfsProfile;
  metadataProfile(disks: number): BtrfsProfile;
  /** How many members may be missing or faulty while btrfs still mounts the pool. */
  tolerates(disks: number): number;
  /** Usable bytes over members of these sizes (spec 3 §5 "Usable space"). */
  usableBytes(sizes: readonly number[]): number;
}

/** One copy per disk: btrfs keeps at most four copies, hence the RAID1 limit of four disks. */
function mirrorOf(disks: number): BtrfsProfile {
  if (disks >= 4) return 'raid1c4';
  return disks === 3 ? 'raid1c3' : 'raid1';
}

const smallest = (sizes: readonly number[]) => (sizes.length === 0 ? 0 : Math.min(...sizes));
const sum = (sizes: readonly number[]) => sizes.reduce((total, size) => total + size, 0);

export const RAID_PROFILES: Readonly<Record<PoolType, RaidProfile>> = {
  basic: {
    type: 'basic',
    label: 'Basic',
    minDisks: 1,
    maxDisks: 1,
    evenDisks: false,
    equalMembers: true,
    dataProfile: () => 'single',
    metadataProfile: () => 'dup',
    tolerates: () => 0,
    usableBytes: (sizes) => sizes[0] ?? 0,
  },
  raid1: {
    type: 'raid1',
    label: 'RAID1',
    minDisks: 2,
    maxDisks: 4,
    evenDisks: false,
    equalMembers: true,
    dataProfile: mirrorOf,
    metadataProfile: mirrorOf,
    tolerates: (disks) => disks - 1,
    usableBytes: smallest,
  },
  raid5: {
    type: 'raid5',
    label: 'RAID5',
    minDisks: 3,
    evenDisks: false,
    equalMembers: true,
    dataProfile: () => 'raid5',
    metadataProfile: () => 'raid1',
    tolerates: () => 1,
    usableBytes: (sizes) => smallest(sizes) * (sizes.length - 1),
  },
  raid6: {
    type: 'raid6',
    label: 'RAID6',
    minDisks: 4,
    evenDisks: false,
    equalMembers: true,
    dataProfile: () => 'raid6',
    // Metadata must survive the same two lost disks as the data.
    metadataProfile: () => 'raid1c3',
    tolerates: () => 2,
    usableBytes: (sizes) => smallest(sizes) * (sizes.length - 2),
  },
  raid10: {
    type: 'raid10',
    label: 'RAID10',
    minDisks: 4,
    evenDisks: true,
    equalMembers: true,
    dataProfile: () => 'raid10',
    metadataProfile: () => 'raid1',
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
    dataProfile: () => 'raid1',
    metadataProfile: () => 'raid1',
    tolerates: () => 1,
    // raid1 over mixed sizes: every chunk needs two disks, so the largest disk can only pair with
    // what the others hold.
    usableBytes: (sizes) => Math.min(Math.floor(sum(sizes) / 2), sum(sizes) - Math.max(0, ...sizes)),
  },
};

export function isPoolType(value: string): value is PoolType {
  return (POOL_TYPES as readonly string[]).includes(value);
}

export function profileOf(type: PoolType): RaidProfile {
  return RAID_PROFILES[type];
}

/** Whether a number of disks fits the mode: range and parity. */
export function fitsDiskCount(type: PoolType, disks: number): boolean {
  const profile = RAID_PROFILES[type];
  return (
    disks >= profile.minDisks &&
    (profile.maxDisks === undefined || disks <= profile.maxDisks) &&
    (!profile.evenDisks || disks % 2 === 0)
  );
}

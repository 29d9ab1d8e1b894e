import {
  RAID_MODE_TYPES,
  RAID_MODES,
  isRaidModeType,
  type RaidMode,
  type RaidModeType,
} from '@coffer/contract';

/**
 * The one table of pool types (ARCHITECTURE "Storage engine", DECISIONS "Storage"): the spec's facts
 * of each mode come from the contract (`RAID_MODES`, shared with the page); the btrfs layout is the
 * daemon's own. Validation, usable space, health and mkfs arguments all read it.
 */
export const POOL_TYPES = RAID_MODE_TYPES;
export type PoolType = RaidModeType;

/** btrfs block-group profiles as `mkfs.btrfs -d/-m` and `balance -dconvert` spell them. */
export type BtrfsProfile = 'single' | 'dup' | 'raid1' | 'raid1c3' | 'raid1c4' | 'raid5' | 'raid6' | 'raid10';

export interface RaidProfile extends RaidMode {
  dataProfile(disks: number): BtrfsProfile;
  metadataProfile(disks: number): BtrfsProfile;
}

/** One copy per disk: btrfs keeps at most four copies, hence the RAID1 limit of four disks. */
function mirrorOf(disks: number): BtrfsProfile {
  if (disks >= 4) return 'raid1c4';
  return disks === 3 ? 'raid1c3' : 'raid1';
}

type Layout = Pick<RaidProfile, 'dataProfile' | 'metadataProfile'>;

const LAYOUTS: Readonly<Record<PoolType, Layout>> = {
  basic: { dataProfile: () => 'single', metadataProfile: () => 'dup' },
  raid1: { dataProfile: mirrorOf, metadataProfile: mirrorOf },
  raid5: { dataProfile: () => 'raid5', metadataProfile: () => 'raid1' },
  // Metadata must survive the same two lost disks as the data.
  raid6: { dataProfile: () => 'raid6', metadataProfile: () => 'raid1c3' },
  raid10: { dataProfile: () => 'raid10', metadataProfile: () => 'raid1' },
  // raid1 across mixed sizes.
  zdr: { dataProfile: () => 'raid1', metadataProfile: () => 'raid1' },
};

export const RAID_PROFILES: Readonly<Record<PoolType, RaidProfile>> = Object.fromEntries(
  POOL_TYPES.map((type) => [type, { ...RAID_MODES[type], ...LAYOUTS[type] }]),
) as Record<PoolType, RaidProfile>;

export const isPoolType = isRaidModeType;

export function profileOf(type: PoolType): RaidProfile {
  return RAID_PROFILES[type];
}

export { fitsDiskCount } from '@coffer/contract';

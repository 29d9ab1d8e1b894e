import { fitsDiskCount, profileOf, type PoolType } from './raid-profiles.js';

export interface NewMember {
  path: string;
  /** Bytes the device holds. */
  size: number;
}

/** btrfs sizes are counted in 4 KiB sectors; `-b` must not ask for a partial one. */
const SECTOR = 4096;

/**
 * The arguments of `mkfs.btrfs` for a new pool: the profile's data and metadata layout for this
 * many disks and, where members are made equal, `-b` with the smallest disk's size so every member
 * contributes the same bytes.
 */
export function mkfsArguments(type: PoolType, label: string, members: readonly NewMember[]): string[] {
  if (!fitsDiskCount(type, members.length)) {
    throw new Error(`a ${type} pool cannot be made of ${members.length} disks`);
  }
  const profile = profileOf(type);
  const args = [
    '-f',
    '-L',
    label,
    '-d',
    profile.dataProfile(members.length),
    '-m',
    profile.metadataProfile(members.length),
  ];
  if (profile.equalMembers) {
    const smallest = Math.min(...members.map((member) => member.size));
    args.push('-b', String(Math.floor(smallest / SECTOR) * SECTOR));
  }
  return [...args, ...members.map((member) => member.path)];
}

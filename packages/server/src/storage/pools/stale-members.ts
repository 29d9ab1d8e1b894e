import type { Superblock } from '../btrfs/parse-dump-super.js';

export interface MemberSuperblock {
  device: string;
  /** null when the device holds no readable btrfs superblock. */
  superblock: Superblock | null;
}

/**
 * The members that missed writes while they were out: a generation older than the newest member's.
 * A disk pulled from a mounted pool and put back while the device was off still carries the
 * filesystem, but btrfs would read its stale copies as if they were current (only checksums would
 * catch some of it), so it must not be mounted as a whole member (docs/decisions.md "Health is what
 * btrfs says"). A device without a superblock is not judged here: the mount reports it.
 */
export function staleMembers(members: readonly MemberSuperblock[]): string[] {
  const generations = members.flatMap((member) => (member.superblock ? [member.superblock.generation] : []));
  if (generations.length === 0) return [];
  const newest = Math.max(...generations);
  return members
    .filter((member) => member.superblock && member.superblock.generation < newest)
    .map((member) => member.device);
}

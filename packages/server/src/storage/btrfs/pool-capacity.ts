import { statfs } from 'node:fs/promises';
import { profileOf, type PoolType } from '../profiles/raid-profiles.js';

export interface PoolCapacity {
  /** Bytes the pool can hold: the profile's usable space over its members. */
  totalSize: number;
  /** Bytes that can really still be written. */
  freeSize: number;
}

/** What statfs says about the mounted pool; only "available" is used. */
export interface AvailableSpace {
  bavail: number;
  bsize: number;
}

/**
 * `total_size` and `free_size` of a pool (ARCHITECTURE "Storage engine"). statfs totals count raw
 * bytes for raid5/6, so the total comes from the profile; statfs "available" is what btrfs will
 * still accept for data under the pool's profile, unlike `fi usage` "Free (estimated)".
 * `memberSizes` are the bytes btrfs uses on each member (`fi show` sizes, equal under `-b`).
 */
export function poolCapacity(
  type: PoolType,
  memberSizes: readonly number[],
  space: AvailableSpace,
): PoolCapacity {
  const totalSize = profileOf(type).usableBytes(memberSizes);
  const available = space.bavail * space.bsize;
  return { totalSize, freeSize: Math.max(0, Math.min(totalSize, available)) };
}

export async function readPoolCapacity(
  mountPoint: string,
  type: PoolType,
  memberSizes: readonly number[],
): Promise<PoolCapacity> {
  return poolCapacity(type, memberSizes, await statfs(mountPoint));
}

import { profileOf, type PoolType } from './raid-profiles.js';

/** What the engine knows of one member: present and sound, gone, or present but failing. */
export type MemberState = 'ok' | 'missing' | 'fault';

export type PoolHealth = 'ok' | 'degraded' | 'damage';

export interface PoolAssessment {
  /** The pool can be mounted and read (spec 3 §4 "Usability"). */
  usable: boolean;
  health: PoolHealth;
  /** Members missing or faulty. */
  lost: number;
  /** Members the profile can lose. */
  tolerated: number;
}

/**
 * Spec 3 §4: a pool stays usable while it has lost no more members than its profile tolerates.
 * A faulty member counts as lost: its data cannot be trusted (basic "no bad or missing disks").
 * RAID10 follows btrfs, which survives one lost disk in all, not one per group.
 */
export function assessPool(type: PoolType, members: readonly MemberState[]): PoolAssessment {
  const tolerated = profileOf(type).tolerates(members.length);
  const lost = members.filter((state) => state !== 'ok').length;
  const usable = members.length > 0 && lost <= tolerated && lost < members.length;
  const health: PoolHealth = !usable ? 'damage' : lost === 0 ? 'ok' : 'degraded';
  return { usable, health, lost, tolerated };
}

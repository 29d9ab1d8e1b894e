import { Code } from '@coffer/contract';
import { profileOf, type PoolType } from '../profiles/raid-profiles.js';
import { problem, type StorageProblem } from './storage-problem.js';

/** STOR-POOL-03: how many disks a new pool of this mode needs; one problem at most. */
export function checkDiskCount(field: string, type: PoolType, count: number): StorageProblem[] {
  const profile = profileOf(type);
  if (count < profile.minDisks) {
    return [problem(field, Code.disksNeeded, { n: profile.minDisks - count })];
  }
  if (profile.maxDisks !== undefined && count > profile.maxDisks) return [tooMany(field, type)];
  if (profile.evenDisks && count % 2 !== 0) return [problem(field, Code.raid10OddDisks)];
  return [];
}

export function tooMany(field: string, type: PoolType): StorageProblem {
  const profile = profileOf(type);
  const max = profile.maxDisks ?? 0;
  return type === 'raid1'
    ? problem(field, Code.raid1TooManyDisks, { max })
    : problem(field, Code.tooManyDisks, { mode: profile.label, max });
}

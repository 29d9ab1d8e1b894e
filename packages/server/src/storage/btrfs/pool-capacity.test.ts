import { describe, expect, it } from 'vitest';
import type { PoolType } from '../profiles/raid-profiles.js';
import { parseFilesystemShow } from './parse-filesystem-show.js';
import { parseFilesystemUsage } from './parse-filesystem-usage.js';
import { poolCapacity } from './pool-capacity.js';
import { recordedOutput } from './recorded-output.js';

const GiB = 1024 ** 3;

/** The recorded pools: member sizes from `fi show`, statfs available from `fi usage` "Free (statfs, df)". */
function recordedCapacity(name: string, type: PoolType) {
  const [shown] = parseFilesystemShow(recordedOutput(`fi-show-${name}`).output);
  const usage = parseFilesystemUsage(recordedOutput(`fi-usage-${name}`).output);
  const sizes = shown!.devices.map((device) => device.size);
  return { capacity: poolCapacity(type, sizes, { bavail: usage.freeStatfs / 4096, bsize: 4096 }), usage };
}

describe('poolCapacity', () => {
  it.each<[string, PoolType, number]>([
    ['basic', 'basic', 2],
    ['raid1-2', 'raid1', 2],
    ['raid1-3', 'raid1', 2],
    ['raid5', 'raid5', 4],
    ['raid6', 'raid6', 4],
    ['raid10', 'raid10', 4],
    ['zdr', 'zdr', 2],
  ])('gives the recorded %s pool its profile’s usable total and statfs free space', (name, type, gib) => {
    const { capacity, usage } = recordedCapacity(name, type);
    expect(capacity.totalSize).toBe(gib * GiB);
    expect(capacity.freeSize).toBe(usage.freeStatfs);
  });

  it('does not take the raw device total of raid5 for its capacity', () => {
    const { capacity, usage } = recordedCapacity('raid5', 'raid5');
    expect(usage.deviceSize).toBe(6 * GiB);
    expect(capacity.totalSize).toBe(4 * GiB);
  });

  it('never reports more free than total, nor less than nothing', () => {
    expect(poolCapacity('raid1', [GiB, GiB], { bavail: 10 * GiB, bsize: 1 }).freeSize).toBe(GiB);
    expect(poolCapacity('raid1', [GiB, GiB], { bavail: 0, bsize: 4096 }).freeSize).toBe(0);
  });
});

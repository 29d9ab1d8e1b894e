import { describe, expect, it } from 'vitest';
import { assessPool, type MemberState } from './pool-health.js';
import type { PoolType } from './raid-profiles.js';

const states = (text: string) =>
  [...text].map((letter) => ({ o: 'ok', m: 'missing', f: 'fault' })[letter] as MemberState);

describe('assessPool (spec 3 §4 usability)', () => {
  it.each<[PoolType, string, boolean, string]>([
    ['basic', 'o', true, 'ok'],
    ['basic', 'm', false, 'damage'],
    ['basic', 'f', false, 'damage'],
    ['raid1', 'oo', true, 'ok'],
    ['raid1', 'om', true, 'degraded'],
    ['raid1', 'mm', false, 'damage'],
    ['raid1', 'omf', true, 'degraded'],
    ['raid1', 'mmfo', true, 'degraded'],
    ['raid5', 'ooo', true, 'ok'],
    ['raid5', 'oom', true, 'degraded'],
    ['raid5', 'ofm', false, 'damage'],
    ['raid6', 'oomf', true, 'degraded'],
    ['raid6', 'ommm', false, 'damage'],
    ['raid10', 'ooom', true, 'degraded'],
    // One disk from each pair would be fine for md raid10, not for btrfs.
    ['raid10', 'omom', false, 'damage'],
    ['zdr', 'mo', true, 'degraded'],
    ['zdr', 'mf', false, 'damage'],
  ])('judges %s with members %s usable: %s (%s)', (type, members, usable, health) => {
    expect(assessPool(type, states(members))).toMatchObject({ usable, health });
  });

  it('counts lost and tolerated members', () => {
    expect(assessPool('raid6', states('ooooof'))).toEqual({
      usable: true,
      health: 'degraded',
      lost: 1,
      tolerated: 2,
    });
  });

  it('calls a pool without members damaged', () => {
    expect(assessPool('raid1', [])).toMatchObject({ usable: false, health: 'damage' });
  });
});

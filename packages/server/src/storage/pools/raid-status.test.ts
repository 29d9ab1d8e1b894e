import { describe, expect, it } from 'vitest';
import type { JobView } from '../jobs/job.js';
import { ACTIVE, poolTaskOf, raidStatusOf, remainingSeconds } from './raid-status.js';

const job = (id: string, overrides: Partial<JobView> = {}): JobView => ({
  id,
  kind: 'replace',
  poolId: 'pool-1',
  state: 'running',
  percent: 0,
  description: 'replacing',
  errorCode: null,
  errorMessage: null,
  createdAt: 1_000,
  finishedAt: null,
  ...overrides,
});

describe('remainingSeconds', () => {
  it.each([
    ['no baseline yet', undefined, 50, 10_000, 0],
    ['under 1 % done', { at: 0, percent: 0 }, 0, 60_000, 0],
    ['10 % in 60 s from 0', { at: 0, percent: 0 }, 10, 60_000, 540],
    ['half way in 100 s', { at: 0, percent: 0 }, 50, 100_000, 100],
    ['a resumed job: 40 → 60 in 20 s', { at: 10_000, percent: 40 }, 60, 30_000, 40],
    ['no progress since the baseline', { at: 0, percent: 40 }, 40, 30_000, 0],
    ['no time passed', { at: 5_000, percent: 0 }, 10, 5_000, 0],
    ['done', { at: 0, percent: 0 }, 100, 60_000, 0],
  ])('with %s answers %d s', (_label, baseline, percent, now, expected) => {
    expect(remainingSeconds(baseline, percent, now)).toBe(expected);
  });
});

describe('raidStatusOf', () => {
  const baselines: Record<string, { at: number; percent: number }> = { r: { at: 0, percent: 0 } };
  const baselineOf = (id: string) => baselines[id];

  it('is active with no job, or only a scrub or format', () => {
    expect(raidStatusOf([], baselineOf, 0)).toEqual(ACTIVE);
    expect(raidStatusOf([job('s', { kind: 'scrub', percent: 50 })], baselineOf, 0)).toEqual(ACTIVE);
    expect(ACTIVE).toEqual({ status: 'active', remain_time: 0, rate: 1 });
  });

  it('is recovery while a replace job runs, with its rate and the time left', () => {
    expect(raidStatusOf([job('r', { percent: 25 })], baselineOf, 100_000)).toEqual({
      status: 'recovery',
      remain_time: 300,
      rate: 0.25,
    });
  });

  it('is resync while a balance runs; the time left unknown without a baseline', () => {
    expect(raidStatusOf([job('b', { kind: 'balance', percent: 40 })], baselineOf, 100_000)).toEqual({
      status: 'resync',
      remain_time: 0,
      rate: 0.4,
    });
  });

  it('puts a recovery before a resync, and ignores finished jobs', () => {
    const jobs = [
      job('b', { kind: 'balance', percent: 40 }),
      job('r', { percent: 10 }),
      job('old', { state: 'done', percent: 100 }),
    ];
    expect(raidStatusOf(jobs, baselineOf, 10_000).status).toBe('recovery');
    expect(raidStatusOf([jobs[2]!], baselineOf, 10_000)).toEqual(ACTIVE);
  });
});

describe('poolTaskOf', () => {
  it('answers the newest unfinished job, or null', () => {
    expect(poolTaskOf([])).toBeNull();
    expect(poolTaskOf([job('done', { state: 'failed' })])).toBeNull();
    const older = job('older', { kind: 'scrub', createdAt: 1 });
    const newer = job('newer', { kind: 'format', state: 'queued', createdAt: 2 });
    expect(poolTaskOf([older, newer, job('x', { state: 'done', createdAt: 3 })])).toBe(newer);
  });
});

import { describe, expect, it } from 'vitest';
import type { JobView } from '../jobs/job.js';
import { isFailedRebuild, poolSync, type PoolSyncFacts } from './pool-sync.js';

const job = (id: string, fields: Partial<JobView> = {}): JobView => ({
  id,
  kind: 'replace',
  poolId: 'p1',
  state: 'running',
  percent: 40,
  description: 'replacing',
  errorCode: null,
  errorMessage: null,
  createdAt: 1_000,
  finishedAt: null,
  ...fields,
});

const base: PoolSyncFacts = {
  pools: [
    { id: 'p1', name: 'Mirror' },
    { id: 'p2', name: 'Archive' },
  ],
  running: [],
  failed: [],
  baselineOf: () => ({ at: 0, percent: 0 }),
  now: 40_000,
  details: true,
};

describe('poolSync', () => {
  it('reads ok with no entry when nothing rebuilds', () => {
    expect(poolSync(base)).toEqual({ status: 'ok', usr: [] });
  });

  it('shows a replace as recover with its percent and the seconds left at its pace', () => {
    // 40 % in 40 s: 60 s to go.
    expect(poolSync({ ...base, running: [job('r')] })).toEqual({
      status: 'busy',
      usr: [{ id: 'p1', name: 'Mirror', action: 'recover', kind: 'recover', progress: 40, remain: 60 }],
    });
  });

  it('shows a balance as resync, a replace first when both run, and ignores other jobs', () => {
    const running = [
      job('b', { kind: 'balance', percent: 10 }),
      job('r', { percent: 20 }),
      job('s', { kind: 'scrub', poolId: 'p2' }),
      job('b2', { kind: 'balance', poolId: 'p2', percent: 50 }),
    ];
    const { usr } = poolSync({ ...base, running });
    expect(usr.map((entry) => [entry.name, entry.action, entry.progress])).toEqual([
      ['Mirror', 'recover', 20],
      ['Archive', 'resync', 50],
    ]);
  });

  it('gives no remaining time before the pace is known', () => {
    const { usr } = poolSync({ ...base, running: [job('r', { percent: 0 })], baselineOf: () => undefined });
    expect(usr[0]).toMatchObject({ progress: 0, remain: 0 });
  });

  it('reads fail for a pool whose last rebuild failed, with its code to administrators', () => {
    const failed = [job('r', { state: 'failed', errorCode: 'C106004', finishedAt: 9_000 })];
    expect(poolSync({ ...base, failed })).toEqual({
      status: 'ok',
      usr: [
        {
          id: 'p1',
          name: 'Mirror',
          action: 'fail',
          kind: 'recover',
          progress: 40,
          remain: 0,
          code: 'C106004',
        },
      ],
    });
    expect(poolSync({ ...base, failed, details: false }).usr[0]).toEqual({
      name: 'Mirror',
      action: 'fail',
      kind: 'recover',
      progress: 40,
      remain: 0,
    });
  });

  it('shows the running rebuild rather than an older failure of the same pool', () => {
    const failed = [job('old', { state: 'failed', errorCode: 'C106004' })];
    expect(poolSync({ ...base, failed, running: [job('new', { percent: 5 })] }).usr).toMatchObject([
      { action: 'recover', progress: 5 },
    ]);
  });

  it('leaves out the jobs of a pool the poll does not know (deleted)', () => {
    expect(poolSync({ ...base, running: [job('r', { poolId: 'gone' })] }).usr).toEqual([]);
  });
});

describe('isFailedRebuild', () => {
  it.each([
    ['a failed replace', job('a', { state: 'failed', errorCode: 'C106004' }), true],
    ['a failed balance', job('a', { kind: 'balance', state: 'failed', errorCode: 'C106004' }), true],
    ['a replace cut off by a power-off', job('a', { state: 'failed', errorCode: 'C104003' }), false],
    ['a cancelled replace', job('a', { state: 'cancelled', errorCode: 'C104004' }), false],
    ['a failed scrub', job('a', { kind: 'scrub', state: 'failed' }), false],
    ['a running replace', job('a'), false],
  ])('%s: %s', (_label, candidate, expected) => {
    expect(isFailedRebuild(candidate)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import type { JobInfo } from '@coffer/contract';
import { poolWorkOf } from './pool-work';

const job = (kind: JobInfo['kind'], percent: number, state: JobInfo['state'] = 'running'): JobInfo => ({
  id: `job-${kind}`,
  kind,
  poolId: 'pool-1',
  state,
  percent,
  description: kind,
  errorCode: null,
  errorMessage: null,
  createdAt: 0,
  finishedAt: null,
});
const active = { status: 'active' as const, remain_time: 0, rate: 1 };

describe('poolWorkOf', () => {
  it('shows nothing for a pool at rest', () => {
    expect(poolWorkOf({ usr_raid_status: active, task: null })).toBeNull();
  });

  it('shows a rebuild as data recovery with its rate and remaining time', () => {
    const work = poolWorkOf({
      usr_raid_status: { status: 'recovery', remain_time: 3600, rate: 0.426 },
      task: job('replace', 43),
    });
    expect(work).toEqual({
      label: { group: 'rebuild', key: 'recovery' },
      percent: 43,
      remaining: 3600,
      jobId: 'job-replace',
    });
  });

  it('shows an expansion as data sync, with no remaining time while the engine cannot tell', () => {
    const work = poolWorkOf({ usr_raid_status: { status: 'resync', remain_time: 0, rate: 0 }, task: null });
    expect(work).toMatchObject({ label: { group: 'rebuild', key: 'resync' }, percent: 0, remaining: null });
  });

  it('shows another running job by its kind and percent', () => {
    expect(poolWorkOf({ usr_raid_status: active, task: job('scrub', 12) })).toEqual({
      label: { group: 'task', key: 'scrub' },
      percent: 12,
      remaining: null,
      jobId: 'job-scrub',
    });
  });

  it('ignores a job that has ended', () => {
    expect(poolWorkOf({ usr_raid_status: active, task: job('scrub', 100, 'done') })).toBeNull();
  });
});

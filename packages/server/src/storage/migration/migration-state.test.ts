import { Code } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import type { JobView } from '../jobs/job.js';
import type { MigrationPair, MigrationRecord } from './migration-plan.js';
import { IDLE_STATE, migrationState, migrationTasks } from './migration-state.js';

const GiB = 2 ** 30;

function pair(from: string, to: string, pos: number, done = false): MigrationPair {
  return {
    from,
    to,
    fromPos: pos,
    fromDevType: 'sata',
    fromSize: 100 * GiB,
    deviceBytes: 100 * GiB,
    allocated: 12 * GiB,
    bytes: 10 * GiB,
    done,
  };
}

function record(pairs: MigrationPair[], acknowledged = false): MigrationRecord {
  return { jobId: 'job1', poolId: 'pool-1', pairs, error: null, acknowledged, createdAt: 1 };
}

function job(state: JobView['state'], percent: number): JobView {
  return {
    id: 'job1',
    kind: 'migrate',
    poolId: 'pool-1',
    state,
    percent,
    description: state === 'done' ? 'done' : 'migrating',
    errorCode: state === 'failed' ? Code.migrateFailed : null,
    errorMessage: null,
    createdAt: 1,
    finishedAt: null,
  };
}

const twoPairs = (firstDone = false) => [pair('A', 'C', 1, firstDone), pair('B', 'D', 2)];

describe('migrationState', () => {
  it('is idle without a migration, and once its end was acknowledged', () => {
    expect(migrationState(undefined, undefined, 'en')).toEqual(IDLE_STATE);
    expect(migrationState(record(twoPairs(true), true), job('done', 100), 'en')).toEqual(IDLE_STATE);
  });

  it.each<[string, MigrationPair[], JobView, object]>([
    [
      'halfway through the first pair',
      twoPairs(),
      job('running', 25),
      { step: 'migrating', old_sn: 'A', old_position: 1, statistics_size: 5 * GiB, warning_size: 15 * GiB },
    ],
    [
      'halfway through the second pair',
      twoPairs(true),
      job('running', 75),
      { step: 'migrating', old_sn: 'B', old_position: 2, statistics_size: 15 * GiB, warning_size: 5 * GiB },
    ],
    [
      'at the start of the second pair, its percent not moved yet',
      twoPairs(true),
      job('running', 50),
      { step: 'migrating', old_sn: 'B', statistics_size: 10 * GiB, warning_size: 10 * GiB },
    ],
    [
      'queued, before anything moved',
      twoPairs(),
      job('queued', 0),
      { step: 'migrating', old_sn: 'A', statistics_size: 0, warning_size: 20 * GiB },
    ],
    [
      'done',
      [pair('A', 'C', 1, true), pair('B', 'D', 2, true)],
      job('done', 100),
      { step: 'done', old_sn: '', old_position: 0, statistics_size: 20 * GiB, warning_size: 0 },
    ],
    [
      'failed at the second pair: what moved stays counted',
      twoPairs(true),
      job('failed', 70),
      { step: 'failed', old_sn: 'B', statistics_size: 10 * GiB, warning_size: 10 * GiB },
    ],
    [
      'cancelled during the first pair',
      twoPairs(),
      job('cancelled', 30),
      { step: 'cancelled', old_sn: 'A', statistics_size: 0, warning_size: 20 * GiB },
    ],
  ])('reports a migration %s', (_, pairs, current, expected) => {
    expect(migrationState(record(pairs), current, 'en')).toMatchObject({ ...expected, pid: 'pool-1' });
  });

  it('reads a migration whose job is gone as failed', () => {
    expect(migrationState(record(twoPairs()), undefined, 'en')).toMatchObject({ step: 'failed', job: null });
  });

  it('says why a migration failed, in the reader’s language, and nothing otherwise', () => {
    const failed = {
      ...record(twoPairs(true)),
      error: { code: Code.migrateFailed, params: { reason: 'ERROR: target busy' } },
    };
    expect(migrationState(failed, job('failed', 60), 'zh-CN').error).toEqual({
      code: Code.migrateFailed,
      message: '数据迁移失败：ERROR: target busy',
    });
    expect(migrationState(failed, job('failed', 60), 'en').error?.message).toBe(
      'The data migration failed: ERROR: target busy',
    );
    const cutOff = { ...job('failed', 30), errorCode: Code.jobInterrupted };
    expect(migrationState(record(twoPairs()), cutOff, 'en').error).toEqual({
      code: Code.jobInterrupted,
      message: 'The task was interrupted by a restart',
    });
    expect(migrationState(record(twoPairs()), job('running', 30), 'en').error).toBeNull();
    expect(migrationState(record(twoPairs()), job('cancelled', 30), 'en').error).toBeNull();
  });

  it('says which pair moves, which are done and which wait', () => {
    const three = [pair('A', 'D', 1, true), pair('B', 'E', 2), pair('C', 'F', 3)];
    expect(migrationState(record(three), job('running', 50), 'en').pairs).toEqual([
      { from: 'A', to: 'D', state: 'done' },
      { from: 'B', to: 'E', state: 'moving' },
      { from: 'C', to: 'F', state: 'waiting' },
    ]);
    expect(migrationState(record(three), job('failed', 50), 'en').pairs.map((p) => p.state)).toEqual([
      'done',
      'waiting',
      'waiting',
    ]);
  });
});

describe('migrationTasks', () => {
  it.each<[string, JobView | undefined, string]>([
    ['running', job('running', 40), 'running'],
    ['queued', job('queued', 0), 'running'],
    ['failed', job('failed', 40), 'failed'],
    ['done', job('done', 100), 'done'],
    ['cancelled', job('cancelled', 10), 'cancelled'],
    ['without its job', undefined, 'failed'],
  ])('lists a %s migration as type 1', (_, current, status) => {
    expect(migrationTasks(1, record(twoPairs()), current)).toEqual([
      { id: 'job1', type: 1, status, pid: 'pool-1', percent: current?.percent ?? 0 },
    ]);
  });

  it('lists nothing without a migration, after the acknowledgement, or for another type', () => {
    expect(migrationTasks(1, undefined, undefined)).toEqual([]);
    expect(migrationTasks(1, record(twoPairs(), true), job('done', 100))).toEqual([]);
    expect(migrationTasks(2, record(twoPairs()), job('running', 10))).toEqual([]);
  });
});

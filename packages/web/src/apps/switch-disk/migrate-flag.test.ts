import { describe, expect, it } from 'vitest';
import {
  INITIAL_MIGRATE_FLAG,
  nextMigrateFlag,
  type MigrateFlag,
  type MigrateTaskAnswer,
} from './migrate-flag';

const up: MigrateFlag = { isMigrate: true, polling: true };
const task = (status: string) => ({ status });

describe('the isMigrate flag (MIG-01/02)', () => {
  it('starts up, reading the tasks', () => {
    expect(INITIAL_MIGRATE_FLAG).toEqual({ isMigrate: true, polling: true });
  });

  it.each<[string, MigrateTaskAnswer, MigrateFlag]>([
    ['no task', { ok: true, list: [] }, { isMigrate: false, polling: false }],
    ['a first task that finished', { ok: true, list: [task('done')] }, { isMigrate: false, polling: false }],
    [
      'a first task that was cancelled',
      { ok: true, list: [task('cancelled')] },
      { isMigrate: false, polling: false },
    ],
    ['a first task in progress', { ok: true, list: [task('running')] }, { isMigrate: true, polling: true }],
    ['a first task that failed', { ok: true, list: [task('failed')] }, { isMigrate: true, polling: true }],
    [
      'a finished first task before one in progress (only the first counts)',
      { ok: true, list: [task('done'), task('running')] },
      { isMigrate: false, polling: false },
    ],
    ['an error', { ok: false }, { isMigrate: true, polling: false }],
  ])('after %s', (_, answer, next) => {
    expect(nextMigrateFlag(up, answer)).toEqual(next);
  });

  it('keeps a lowered flag down when a later read fails', () => {
    expect(nextMigrateFlag({ isMigrate: false, polling: true }, { ok: false })).toEqual({
      isMigrate: false,
      polling: false,
    });
  });
});

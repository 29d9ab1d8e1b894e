import { describe, expect, it } from 'vitest';
import { scheduleFormOf, scrubOutcome, timerPayload, type ScheduleForm } from './scrub-schedule';

const timer = { enabled: true, interval: 'weekly' as const, weekday: 3, day: 5, hour: 2, next_run: 1 };

describe('scheduleFormOf', () => {
  it('reads a disabled schedule as off and keeps its other fields', () => {
    expect(scheduleFormOf({ ...timer, enabled: false })).toEqual({
      interval: 'off',
      weekday: 3,
      day: 5,
      hour: 2,
    });
    expect(scheduleFormOf(timer).interval).toBe('weekly');
  });
});

describe('timerPayload', () => {
  const form = (interval: ScheduleForm['interval'], day = 5): ScheduleForm => ({
    interval,
    weekday: 3,
    day,
    hour: 4,
  });
  it.each<[ScheduleForm, object]>([
    [form('off'), { pid: 'p', enabled: 0 }],
    [form('daily'), { pid: 'p', enabled: 1, interval: 'daily', hour: 4 }],
    [form('weekly'), { pid: 'p', enabled: 1, interval: 'weekly', hour: 4, weekday: 3 }],
    [form('monthly'), { pid: 'p', enabled: 1, interval: 'monthly', hour: 4, day: 5 }],
    [form('monthly', 31), { pid: 'p', enabled: 1, interval: 'monthly', hour: 4, day: 28 }],
  ])('%j', (input, payload) => {
    expect(timerPayload('p', input)).toEqual(payload);
  });
});

describe('scrubOutcome', () => {
  const errors = (found: number, corrected: number, uncorrectable: number) => ({
    found,
    corrected,
    uncorrectable,
  });
  it.each<[string, Parameters<typeof scrubOutcome>[0], string]>([
    ['never run', { state: 'never', errors: errors(0, 0, 0) }, 'none'],
    ['clean', { state: 'finished', errors: errors(0, 0, 0) }, 'clean'],
    ['repaired', { state: 'finished', errors: errors(4, 4, 0) }, 'repaired'],
    ['data lost', { state: 'finished', errors: errors(4, 2, 2) }, 'uncorrectable'],
  ])('%s', (_name, status, outcome) => {
    expect(scrubOutcome(status)).toBe(outcome);
  });
});

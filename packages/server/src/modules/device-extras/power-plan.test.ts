import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Code } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from '../../db/open-database.js';
import { AppError } from '../../http/app-error.js';
import { PowerSwitch } from '../../platform/power.js';
import { AuditLog } from '../audit/audit-log.js';
import { PowerPlan } from './power-plan.js';
import { duplicateOf, nextOccurrence } from './power-plan-times.js';

// Wednesday 2026-11-25 10:00 local time.
const WEDNESDAY_10 = new Date(2026, 10, 25, 10, 0, 0).getTime();

describe('nextOccurrence', () => {
  it('finds the next matching day and time, strictly after now', () => {
    const at = (days: number[], time: string) =>
      new Date(nextOccurrence({ action: 'shutdown', days, time }, WEDNESDAY_10));
    expect(at([3], '22:30')).toEqual(new Date(2026, 10, 25, 22, 30));
    expect(at([3], '10:00')).toEqual(new Date(2026, 11, 2, 10, 0));
    expect(at([0, 5], '01:00')).toEqual(new Date(2026, 10, 27, 1, 0));
  });

  it('tells two entries planned at the same time apart from different ones', () => {
    expect(
      duplicateOf([
        { action: 'shutdown', days: [1, 2], time: '23:00' },
        { action: 'shutdown', days: [2], time: '23:00' },
      ]),
    ).toBe('shutdown');
    expect(
      duplicateOf([
        { action: 'shutdown', days: [1], time: '23:00' },
        { action: 'wake', days: [1], time: '23:00' },
      ]),
    ).toBeUndefined();
  });
});

let dir: string;
let db: Db;
let power: PowerSwitch;
let requested: string[];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'coffer-rtc-'));
  db = openDatabase(':memory:');
  power = new PowerSwitch();
  requested = [];
  power.onRequest((action) => requested.push(action));
});
afterEach(() => {
  vi.useRealTimers();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function refusal(work: () => unknown): AppError {
  try {
    work();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('PowerPlan', () => {
  it('refuses a wake-up where the machine cannot wake itself, and keeps the schedule it had', () => {
    const plan = new PowerPlan({
      db,
      power,
      audit: new AuditLog(db),
      wakeAlarm: join(dir, 'wakealarm'),
      clock: () => WEDNESDAY_10,
    });
    plan.set([{ action: 'shutdown', days: [3], time: '23:00' }]);
    const refused = refusal(() => plan.set([{ action: 'wake', days: [4], time: '07:00' }]));
    expect(refused.code).toBe(Code.ppsNoWake);
    expect(plan.load()).toMatchObject({
      entries: [{ action: 'shutdown', days: [3], time: '23:00' }],
      canWake: false,
      nextShutdown: new Date(2026, 10, 25, 23, 0).getTime() / 1000,
      nextWake: null,
    });
    plan.stop();
  });

  it('refuses more than ten entries, the same shutdown twice, and shutdowns nothing could carry out', () => {
    const plan = new PowerPlan({ db, power, audit: new AuditLog(db), wakeAlarm: join(dir, 'none') });
    const many = Array.from({ length: 11 }, (_, index) => ({
      action: 'shutdown' as const,
      days: [index % 7],
      time: `0${index % 10}:00`,
    }));
    expect(refusal(() => plan.set(many)).code).toBe(Code.ppsTooMany);
    const bare = new PowerPlan({ db, power: new PowerSwitch(), audit: new AuditLog(db) });
    expect(refusal(() => bare.set([{ action: 'shutdown', days: [1], time: '01:00' }])).code).toBe(
      Code.powerUnavailable,
    );
    const twice = [
      { action: 'shutdown' as const, days: [1, 2], time: '23:00' },
      { action: 'shutdown' as const, days: [2], time: '23:00' },
    ];
    expect(refusal(() => plan.set(twice)).code).toBe(Code.ppsDuplicate);
    expect(plan.entries()).toEqual([]);
  });

  it('shuts down at the planned time, writing the next wake-up to the clock first, and audits it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(WEDNESDAY_10);
    const alarm = join(dir, 'wakealarm');
    writeFileSync(alarm, '');
    chmodSync(alarm, 0o600);
    const audit = new AuditLog(db);
    const plan = new PowerPlan({ db, power, audit, wakeAlarm: alarm });
    const state = plan.set([
      { action: 'shutdown', days: [3], time: '10:30' },
      { action: 'wake', days: [4], time: '07:15' },
    ]);
    expect(state.canWake).toBe(true);
    // Another daemon start re-arms the same schedule from SQLite.
    plan.stop();
    const again = new PowerPlan({ db, power, audit, wakeAlarm: alarm });
    again.boot();
    vi.advanceTimersByTime(29 * 60_000);
    expect(requested).toEqual([]);
    vi.advanceTimersByTime(60_000);
    expect(requested).toEqual(['shutdown']);
    expect(readFileSync(alarm, 'utf8')).toBe(String(new Date(2026, 10, 26, 7, 15).getTime() / 1000));
    expect(audit.latest().filter((row) => row.action === 'power.schedule.shutdown')).toHaveLength(1);
    again.stop();
  });
});

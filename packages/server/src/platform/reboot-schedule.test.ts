import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/open-database.js';
import { PowerSwitch } from './power.js';
import { RebootSchedule } from './reboot-schedule.js';

let db: Db;
let power: PowerSwitch;
let requested: string[];
beforeEach(() => {
  db = openDatabase(':memory:');
  power = new PowerSwitch();
  requested = [];
  power.onRequest((action) => requested.push(action));
});
afterEach(() => db.close());

describe('RebootSchedule', () => {
  it('keeps the time across a restart, and re-arms it', () => {
    const now = 1_800_000_000_000;
    new RebootSchedule({ db, power, clock: () => now }).set(1_800_000_600);
    const again = new RebootSchedule({ db, power, clock: () => now });
    again.boot();
    expect(again.at()).toBe(1_800_000_600);
    again.stop();
  });

  it('drops a time that passed while the daemon was down', () => {
    let now = 1_800_000_000_000;
    new RebootSchedule({ db, power, clock: () => now }).set(1_800_000_600);
    now += 3_600_000;
    const later = new RebootSchedule({ db, power, clock: () => now });
    later.boot();
    expect(later.at()).toBe(0);
    expect(requested).toEqual([]);
  });

  it('refuses a scheduled reboot nothing could carry out', () => {
    const bare = new RebootSchedule({ db, power: new PowerSwitch(), clock: () => 0 });
    expect(() => bare.set(100)).toThrow();
    expect(bare.at()).toBe(0);
  });
});

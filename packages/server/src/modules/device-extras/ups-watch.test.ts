import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UpsPolicy, UpsUnit } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/open-database.js';
import { PowerSwitch } from '../../platform/power.js';
import { AuditLog } from '../audit/audit-log.js';
import { upsVerdict } from './ups-decision.js';
import { UpsPolicyStore } from './ups-policy-store.js';
import { readUpsUnits } from './ups-readings.js';
import { UpsWatch } from './ups-watch.js';

const unit = (status: string, capacity: number | null): UpsUnit => ({
  name: 'ups',
  type: 'UPS',
  status,
  onBattery: status === 'Discharging',
  capacity,
  model: null,
  manufacturer: null,
});
const policy = (change: Partial<UpsPolicy>): UpsPolicy => ({
  mode: 'minutes',
  minutes: 5,
  level: 20,
  enabled: true,
  ...change,
});

describe('upsVerdict', () => {
  const since = 1_000_000;
  it('shuts down after the minutes on battery, not before', () => {
    const reading = {
      units: [unit('Discharging', 90)],
      policy: policy({ minutes: 5 }),
      onBatterySince: since,
    };
    expect(upsVerdict({ ...reading, now: since + 4 * 60_000 }).shutdown).toBe(false);
    expect(upsVerdict({ ...reading, now: since + 5 * 60_000 })).toEqual({
      shutdown: true,
      reason: 'minutes',
      minutes: 5,
    });
  });

  it('shuts down at the battery level, by the lowest unit on battery', () => {
    const base = { policy: policy({ mode: 'level', level: 30 }), onBatterySince: since, now: since + 1000 };
    expect(upsVerdict({ ...base, units: [unit('Discharging', 31)] }).shutdown).toBe(false);
    expect(upsVerdict({ ...base, units: [unit('Discharging', 80), unit('Discharging', 30)] })).toEqual({
      shutdown: true,
      reason: 'level',
      level: 30,
    });
    // A unit that does not tell its charge never triggers a level policy.
    expect(upsVerdict({ ...base, units: [unit('Discharging', null)] }).shutdown).toBe(false);
  });

  it('does nothing on mains power or with the watch off', () => {
    const now = since + 3_600_000;
    expect(
      upsVerdict({ units: [unit('Charging', 5)], policy: policy({}), onBatterySince: since, now }).shutdown,
    ).toBe(false);
    expect(
      upsVerdict({
        units: [unit('Discharging', 5)],
        policy: policy({ enabled: false }),
        onBatterySince: since,
        now,
      }).shutdown,
    ).toBe(false);
  });
});

let root: string;
let db: Db;
let power: PowerSwitch;
let requested: string[];

function supply(name: string, files: Record<string, string>): void {
  mkdirSync(join(root, name), { recursive: true });
  for (const [file, value] of Object.entries(files)) writeFileSync(join(root, name, file), `${value}\n`);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'coffer-ups-'));
  db = openDatabase(':memory:');
  power = new PowerSwitch();
  requested = [];
  power.onRequest((action) => requested.push(action));
});
afterEach(() => {
  db.close();
  rmSync(root, { recursive: true, force: true });
});

describe('readUpsUnits', () => {
  it('reads UPS and system batteries, not a mouse battery or the mains adapter', () => {
    supply('AC', { type: 'Mains', online: '1' });
    supply('hidpp_battery_0', { type: 'Battery', scope: 'Device', status: 'Discharging', capacity: '50' });
    supply('ups', { type: 'UPS', status: 'Discharging', capacity: '64', model_name: 'Back-UPS 700' });
    supply('BAT0', { type: 'Battery', status: 'Full' });
    expect(readUpsUnits(root)).toEqual([
      {
        name: 'BAT0',
        type: 'Battery',
        status: 'Full',
        onBattery: false,
        capacity: null,
        model: null,
        manufacturer: null,
      },
      {
        name: 'ups',
        type: 'UPS',
        status: 'Discharging',
        onBattery: true,
        capacity: 64,
        model: 'Back-UPS 700',
        manufacturer: null,
      },
    ]);
    expect(readUpsUnits(join(root, 'missing'))).toEqual([]);
  });
});

describe('UpsWatch', () => {
  it('answers present: false where there is no UPS', () => {
    const watch = new UpsWatch({
      policy: new UpsPolicyStore(db),
      power,
      audit: new AuditLog(db),
      sysfsRoot: root,
    });
    watch.tick();
    expect(watch.info()).toMatchObject({ present: false, looked: root, units: [], watching: false });
    expect(requested).toEqual([]);
  });

  it('shuts down once, with an audit row, after the policy minutes on battery', () => {
    let now = 1_800_000_000_000;
    const store = new UpsPolicyStore(db);
    store.change({ mode: 'minutes', minutes: 2 });
    const audit = new AuditLog(db);
    const watch = new UpsWatch({ policy: store, power, audit, sysfsRoot: root, clock: () => now });
    supply('ups', { type: 'UPS', status: 'Discharging', capacity: '90' });
    watch.tick();
    now += 3 * 60_000;
    watch.tick();
    // The watch is off: nothing happens however long the battery runs.
    expect(requested).toEqual([]);
    store.switch(true);
    expect(watch.info()).toMatchObject({ present: true, watching: true, onBatterySince: 1_800_000_000 });
    watch.tick();
    watch.tick();
    expect(requested).toEqual(['shutdown']);
    const rows = audit.latest().filter((row) => row.action === 'ups.shutdown');
    expect(rows).toHaveLength(1);
  });

  it('forgets the time on battery when mains power comes back', () => {
    let now = 1_800_000_000_000;
    const store = new UpsPolicyStore(db);
    store.change({ mode: 'minutes', minutes: 2 });
    store.switch(true);
    const watch = new UpsWatch({
      policy: store,
      power,
      audit: new AuditLog(db),
      sysfsRoot: root,
      clock: () => now,
    });
    supply('ups', { type: 'UPS', status: 'Discharging', capacity: '90' });
    watch.tick();
    now += 90_000;
    supply('ups', { status: 'Charging' });
    watch.tick();
    supply('ups', { status: 'Discharging' });
    watch.tick();
    now += 90_000;
    watch.tick();
    expect(requested).toEqual([]);
  });
});

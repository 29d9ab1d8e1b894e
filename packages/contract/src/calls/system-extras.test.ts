import { describe, expect, it } from 'vitest';
import { zSystemAlert } from './alert-types.js';
import { closePopupMsg, systemDelay, systemRecent } from './system-extras.js';
import { zDeviceSummary, zHomeSummary } from './system-extras-types.js';

describe('the remaining system calls (issue 17)', () => {
  it('postpones a reboot by 1 to 1440 whole minutes, taken from form text', () => {
    expect(systemDelay.payload.parse({ minutes: '30' })).toEqual({ minutes: 30 });
    for (const minutes of ['0', '1441', '1.5', '-5', 'soon']) {
      expect(systemDelay.payload.safeParse({ minutes }).success, minutes).toBe(false);
    }
    expect(systemDelay.payload.safeParse({}).success).toBe(false);
  });

  it('lists at most 100 recent files; the limit may be left out', () => {
    expect(systemRecent.payload.parse({})).toEqual({});
    expect(systemRecent.payload.parse({ limit: '100' })).toEqual({ limit: 100 });
    expect(systemRecent.payload.safeParse({ limit: '101' }).success).toBe(false);
    expect(systemRecent.payload.safeParse({ limit: '0' }).success).toBe(false);
  });

  it('closes a popup by a non-empty id of at most 64 characters', () => {
    expect(closePopupMsg.payload.safeParse({ id: '' }).success).toBe(false);
    expect(closePopupMsg.payload.safeParse({ id: 'x'.repeat(65) }).success).toBe(false);
    expect(closePopupMsg.response.safeParse({ id: 'a', closed: 2 }).success).toBe(false);
  });

  it('carries whether the person closed an alert', () => {
    const alert = {
      id: 'temperature-x-1',
      kind: 'temperature',
      level: 'warning',
      area: 'main',
      subject: null,
      measured: 61,
      limit: 60,
      needsRisk: true,
      acknowledged: false,
      since: 1,
    };
    expect(zSystemAlert.safeParse(alert).success).toBe(false);
    expect(zSystemAlert.parse({ ...alert, closed: true }).closed).toBe(true);
  });

  it('gives an ordinary user the summary without hardware, and a new device no pool', () => {
    const summary = {
      name: 'Coffer-AB12',
      model: 'CF-4',
      nasid: 'AB12',
      version: '1.0.0',
      now: 1,
      zone: 'Asia/Shanghai',
      machine_uptime: 10,
      daemon_uptime: 5,
      hardware: null,
    };
    expect(zDeviceSummary.parse(summary).hardware).toBeNull();
    expect(
      zHomeSummary.parse({
        has_pool: false,
        pool: null,
        used: null,
        limit: null,
        quota_state: 'nopool',
        recycle_count: 0,
      }).has_pool,
    ).toBe(false);
  });
});

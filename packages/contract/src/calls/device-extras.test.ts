import { describe, expect, it } from 'vitest';
import { deviceRemove, ppsSet, upsSetting, upsSwitch } from './device-extras.js';
import { sambaConfig, sambaEnable, sambaMappingList } from './file-services.js';
import { networkChange, networkRead } from './network.js';
import { timeLoad, timeSet } from './device-settings.js';
import { subAdminAreaOf } from './sub-admin-areas.js';

describe('the UPS policy payloads', () => {
  it('reads form strings within the limits and refuses the rest', () => {
    expect(upsSetting.payload.parse({ mode: 'minutes', minutes: '120' })).toEqual({
      mode: 'minutes',
      minutes: 120,
    });
    expect(upsSetting.payload.parse({ mode: 'level', level: '5' })).toEqual({ mode: 'level', level: 5 });
    expect(upsSetting.payload.safeParse({ mode: 'minutes', minutes: '0' }).success).toBe(false);
    expect(upsSetting.payload.safeParse({ mode: 'minutes', minutes: '121' }).success).toBe(false);
    expect(upsSetting.payload.safeParse({ mode: 'level', level: '96' }).success).toBe(false);
    expect(upsSetting.payload.safeParse({ mode: 'soon' }).success).toBe(false);
    expect(upsSwitch.payload.parse({ enable: '1' })).toEqual({ enable: true });
  });
});

describe('the power schedule payload', () => {
  it('takes the entries as a JSON array string, each with days once and a 24-hour time', () => {
    const entries = [{ action: 'shutdown', days: [1, 2, 3], time: '23:30' }];
    expect(ppsSet.payload.parse({ entries: JSON.stringify(entries) })).toEqual({ entries });
    for (const bad of [
      { action: 'shutdown', days: [], time: '23:30' },
      { action: 'shutdown', days: [1, 1], time: '23:30' },
      { action: 'shutdown', days: [7], time: '23:30' },
      { action: 'shutdown', days: [1], time: '24:00' },
      { action: 'reboot', days: [1], time: '01:00' },
    ])
      expect(ppsSet.payload.safeParse({ entries: JSON.stringify([bad]) }).success).toBe(false);
  });
});

describe('device removal', () => {
  it('names the disk by its device or a partition UUID', () => {
    expect(deviceRemove.payload.safeParse({}).success).toBe(false);
    expect(deviceRemove.payload.safeParse({ dev: 'sdb' }).success).toBe(false);
    expect(deviceRemove.payload.parse({ dev: '/dev/sdb' })).toEqual({ dev: '/dev/sdb' });
    expect(deviceRemove.payload.parse({ uuid: 'A1B2-C3D4' })).toEqual({ uuid: 'A1B2-C3D4' });
  });
});

describe('subAdminAreaOf', () => {
  it('names the area of a settings change and leaves reads open', () => {
    expect(subAdminAreaOf(networkChange)).toBe('network');
    expect(subAdminAreaOf(networkRead)).toBeUndefined();
    expect(subAdminAreaOf(timeSet)).toBe('time');
    expect(subAdminAreaOf(timeLoad)).toBeUndefined();
    expect(subAdminAreaOf(upsSetting)).toBe('hardware');
    expect(subAdminAreaOf(sambaEnable)).toBe('fileServices');
    expect(subAdminAreaOf(sambaMappingList)).toBeUndefined();
    // A service's config call only reads unless it carries the new configuration.
    expect(subAdminAreaOf(sambaConfig, {})).toBeUndefined();
    expect(subAdminAreaOf(sambaConfig, { data: '{}' })).toBe('fileServices');
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSmartFixture, type SmartHealth } from '../bays/smart-fixture.js';
import { smartResultOfReading, smartResultOfSmartctl } from './smart-health-read.js';

/** Recorded from smartctl 7.3 on a loop device: `smartctl -j -H -i -A -l error /dev/loop5` (exit 1). */
const LOOP_DEVICE = readFileSync(join(import.meta.dirname, 'fixtures', 'smartctl-health-loop.txt'), 'utf8');

const disk = {
  serial: 'WD-WCC7K0123456',
  model: 'WDC WD40EFRX',
  sizeBytes: 4 * 1024 ** 4,
  devType: 'sata' as const,
  deviceName: '/dev/sdb',
};

describe('smartResultOfSmartctl', () => {
  it('reads a device smartctl cannot use (a loop device) as notsupported', () => {
    expect(smartResultOfSmartctl(LOOP_DEVICE)).toBe('notsupported');
  });

  it.each([
    ['no output', ''],
    ['output that is not JSON', 'smartctl: command not found'],
  ])('reads %s as notsupported', (_, stdout) => {
    expect(smartResultOfSmartctl(stdout)).toBe('notsupported');
  });

  it.each<[SmartHealth, string]>([
    ['healthy', 'ok'],
    ['warning', 'warning'],
    ['failing', 'fault'],
  ])('reads a %s disk as %s, as a SMART check does', (health, result) => {
    expect(smartResultOfSmartctl(JSON.stringify(buildSmartFixture(disk, health)))).toBe(result);
  });
});

describe('smartResultOfReading', () => {
  it.each([
    ['ok', 'ok'],
    ['warning', 'warning'],
    ['fault', 'fault'],
    ['notsupported', 'notsupported'],
    ['cmderr', undefined],
    ['timeout', undefined],
    ['nonpresent', undefined],
  ])('takes a check reading %s as the disk result %s', (label, result) => {
    expect(smartResultOfReading(label)).toBe(result);
  });
});

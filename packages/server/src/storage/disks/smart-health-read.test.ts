import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSmartFixture, type SmartHealth } from '../bays/smart-fixture.js';
import { smartReadingOfSmartctl, smartResultOfReading } from './smart-health-read.js';

/** Recorded from smartctl 7.3 on a loop device: `smartctl -j -H -i -A -l error /dev/loop5` (exit 1). */
const LOOP_DEVICE = readFileSync(join(import.meta.dirname, 'fixtures', 'smartctl-health-loop.txt'), 'utf8');

const disk = {
  serial: 'WD-WCC7K0123456',
  model: 'WDC WD40EFRX',
  sizeBytes: 4 * 1024 ** 4,
  devType: 'sata' as const,
  deviceName: '/dev/sdb',
};

describe('smartReadingOfSmartctl', () => {
  it('reads a device smartctl cannot use (a loop device) as notsupported', () => {
    expect(smartReadingOfSmartctl(LOOP_DEVICE)).toEqual({ result: 'notsupported', temperature: null });
  });

  it.each([
    ['no output', ''],
    ['output that is not JSON', 'smartctl: command not found'],
  ])('reads %s as notsupported', (_, stdout) => {
    expect(smartReadingOfSmartctl(stdout)).toEqual({ result: 'notsupported', temperature: null });
  });

  it.each<[SmartHealth, string]>([
    ['healthy', 'ok'],
    ['warning', 'warning'],
    ['failing', 'fault'],
  ])('reads a %s disk as %s, as a SMART check does, with its temperature', (health, result) => {
    expect(smartReadingOfSmartctl(JSON.stringify(buildSmartFixture(disk, health)))).toEqual({
      result,
      temperature: 36,
    });
  });

  it('reads an NVMe drive’s temperature from the same field', () => {
    const nvme = { ...disk, devType: 'nvme' as const };
    expect(smartReadingOfSmartctl(JSON.stringify(buildSmartFixture(nvme, 'healthy'))).temperature).toBe(38);
  });

  it.each([
    ['no temperature object', {}],
    ['a temperature without a number', { temperature: { current: 'hot' } }],
  ])('reads %s as an unknown temperature', (_label, extra) => {
    const json = { smart_status: { passed: true }, ...extra };
    expect(smartReadingOfSmartctl(JSON.stringify(json))).toEqual({ result: 'ok', temperature: null });
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

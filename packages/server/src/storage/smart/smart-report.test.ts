import { describe, expect, it } from 'vitest';
import { buildSmartFixture, type SmartHealth } from '../bays/smart-fixture.js';
import {
  ATA_ATTRIBUTE_NAMES,
  smartAdvisesReplacement,
  smartClassV2,
  smartHealthV3,
  smartReportOf,
  smartSummaryV2,
} from './smart-report.js';
import { selfTestInProgress } from './smart-service.js';

const fixture = (devType: 'sata' | 'nvme', health: SmartHealth) =>
  buildSmartFixture(
    { serial: 'SN1', model: 'Coffer Virtual', sizeBytes: 2 ** 40, devType, deviceName: '/dev/loop7' },
    health,
  );

describe('SMART summary v2 (nonpresent, fault, abnormal, warning, normal)', () => {
  it.each([
    [['ok', 'ok'], 'normal'],
    [[], 'normal'],
    [['ok', 'skip'], 'normal'],
    [['ok', 'warning'], 'warning'],
    [['notpassed', 'ok'], 'warning'],
    [['warning', 'notsupported'], 'abnormal'],
    [['timeout', 'warning'], 'abnormal'],
    [['nottest'], 'abnormal'],
    [['cmderr', 'fault', 'warning'], 'fault'],
    [['critical_warning'], 'fault'],
    [['fault', 'nonpresent', 'abnormal'], 'nonpresent'],
  ])('%j → %s', (labels, summary) => {
    expect(smartSummaryV2(labels)).toBe(summary);
  });

  it('puts every label of spec 3 in one class', () => {
    const labels = ['ok', 'warning', 'fault', 'skip', 'abort', 'abnormal', 'nonpresent', 'critical_warning'];
    expect(labels.map(smartClassV2)).toEqual([
      'normal',
      'warning',
      'fault',
      'normal',
      'abnormal',
      'abnormal',
      'nonpresent',
      'fault',
    ]);
  });
});

describe('SMART v3 mapping', () => {
  it.each([
    ['fault', 'damaged'],
    ['notpassed', 'warning'],
    ['warning', 'warning'],
    ['timeout', 'abnormal'],
    ['cmderr', 'abnormal'],
    ['notest', 'abnormal'],
    ['nottest', 'abnormal'],
    ['notsupported', 'abnormal'],
    ['ok', 'healthy'],
    ['skip', 'healthy'],
    ['abort', 'healthy'],
  ])('%s → %s', (label, health) => {
    expect(smartHealthV3(label)).toBe(health);
  });

  it.each([
    ['warning', true],
    ['fault', true],
    ['notpassed', true],
    ['timeout', true],
    ['ok', false],
    ['notsupported', false],
    ['cmderr', false],
  ])('%s advises replacement: %s', (label, advised) => {
    expect(smartAdvisesReplacement(label)).toBe(advised);
  });
});

describe('smartReportOf (smartctl -j -a shapes)', () => {
  it('reads a healthy ATA disk: named attributes, no warning', () => {
    const report = smartReportOf(fixture('sata', 'healthy'), 1700);
    expect(report).toMatchObject({ health: 'ok', ctime: 1700, warningReason: '', warning: [] });
    for (const id of [1, 5, 9, 12, 194, 196, 197, 198, 199]) {
      const attribute = report.attributes.find((entry) => entry.id === id)!;
      expect(attribute.en_us).toBe(ATA_ATTRIBUTE_NAMES[id]!.en);
      expect(attribute.zh_cn).toBe(ATA_ATTRIBUTE_NAMES[id]!.zh);
      expect(attribute.health).toBe('ok');
    }
    expect(report.attributes.find((entry) => entry.id === 194)).toMatchObject({
      now_value: 114,
      worst: 105,
      thresh: 0,
      raw_value: '36 (Min/Max 21/45)',
    });
  });

  it('warns on counted bad sectors and errors in the log', () => {
    const report = smartReportOf(fixture('sata', 'warning'), 1);
    expect(report.health).toBe('warning');
    expect(report.attributes.filter((entry) => entry.health === 'warning').map((entry) => entry.id)).toEqual([
      5, 196, 197, 198,
    ]);
    expect(report.warning.map((entry) => entry.reason)).toContain('3 errors in the error log');
    expect(report.warningReason).toContain('Reallocated sector count');
  });

  it('reports a failing ATA disk as fault, the attribute below its threshold too', () => {
    const report = smartReportOf(fixture('sata', 'failing'), 1);
    expect(report.health).toBe('fault');
    expect(report.warning[0]).toEqual({ level: 'fault', reason: 'overall health self-assessment failed' });
    expect(report.attributes.find((entry) => entry.id === 5)).toMatchObject({
      health: 'fault',
      now_value: 100,
      thresh: 140,
      raw_value: '1656',
    });
  });

  it('reads NVMe health fields as attributes', () => {
    const healthy = smartReportOf(fixture('nvme', 'healthy'), 1);
    expect(healthy.health).toBe('ok');
    expect(healthy.attributes.find((entry) => entry.en_us === 'Percentage used')).toMatchObject({
      raw_value: '3',
      health: 'ok',
    });
    const failing = smartReportOf(fixture('nvme', 'failing'), 1);
    expect(failing.health).toBe('fault');
    expect(
      failing.attributes.filter((entry) => entry.health !== 'ok').map((entry) => [entry.en_us, entry.health]),
    ).toEqual([
      ['Critical warning', 'fault'],
      ['Available spare', 'fault'],
      ['Percentage used', 'warning'],
      ['Media and data integrity errors', 'warning'],
    ]);
  });

  it('answers notsupported without SMART data', () => {
    expect(smartReportOf(undefined, 5)).toEqual({
      health: 'notsupported',
      ctime: 5,
      warningReason: 'no SMART data',
      warning: [],
      attributes: [],
    });
    expect(smartReportOf({ smartctl: { exit_status: 4 } }, 5).health).toBe('notsupported');
  });

  it('tells a running self-test from `smartctl -j -c`', () => {
    expect(
      selfTestInProgress(
        JSON.stringify({ ata_smart_data: { self_test: { status: { value: 249, remaining_percent: 90 } } } }),
      ),
    ).toBe(true);
    expect(
      selfTestInProgress(JSON.stringify({ ata_smart_data: { self_test: { status: { value: 0 } } } })),
    ).toBe(false);
    expect(
      selfTestInProgress(
        JSON.stringify({ nvme_self_test_log: { current_self_test_operation: { value: 1 } } }),
      ),
    ).toBe(true);
    expect(selfTestInProgress('not json')).toBe(false);
  });
});

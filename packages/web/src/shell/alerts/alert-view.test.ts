import type { SystemAlertInfo } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { bodyValues, firstOpenAlert, formatMeasured, mayAcknowledge, storagePathOf } from './alert-view';

const GIB = 1024 ** 3;

function alert(fields: Partial<SystemAlertInfo> = {}): SystemAlertInfo {
  return {
    id: 'temperature-x-1',
    kind: 'temperature',
    level: 'warning',
    area: 'main',
    subject: { type: 'disk', sn: 'CVD0001', pos: 3, model: 'HDD' },
    measured: 61.1,
    limit: 60,
    needsRisk: true,
    acknowledged: false,
    closed: false,
    since: 1,
    ...fields,
  };
}

const label = (text: string) => `<${text}>`;

describe('firstOpenAlert', () => {
  it('skips acknowledged alerts and those closed on this page', () => {
    const alerts = [alert({ id: 'a', acknowledged: true }), alert({ id: 'b' }), alert({ id: 'c' })];
    expect(firstOpenAlert(alerts, new Set())?.id).toBe('b');
    expect(firstOpenAlert(alerts, new Set(['b']))?.id).toBe('c');
    expect(firstOpenAlert(alerts, new Set(['b', 'c']))).toBeUndefined();
  });

  it('skips an alert the person closed before (the poll says so), until a new occurrence', () => {
    const alerts = [alert({ id: 'a', closed: true }), alert({ id: 'b' })];
    expect(firstOpenAlert(alerts, new Set())?.id).toBe('b');
    expect(firstOpenAlert([alert({ id: 'a', closed: true })], new Set())).toBeUndefined();
  });
});

describe('formatMeasured', () => {
  it.each([
    ['temperature', 61.1, '61.1 °C'],
    ['capacity', 9 * GIB, '9GB'],
    ['raidsync', 0.425, '43%'],
    ['smart', 'warning', '<warning>'],
    ['smart', null, ''],
  ] as const)('%s %s', (kind, value, expected) => {
    expect(formatMeasured(alert({ kind }), value, label)).toBe(expected);
  });
});

describe('bodyValues', () => {
  it('names the disk for a disk alert', () => {
    expect(bodyValues(alert(), label)).toEqual({
      measured: '61.1 °C',
      limit: '60 °C',
      sn: 'CVD0001',
      pos: 3,
    });
  });

  it('names the pool for a pool alert', () => {
    const pool = alert({
      kind: 'capacity',
      subject: { type: 'pool', id: 'p1', name: 'tank' },
      measured: GIB,
      limit: 10 * GIB,
    });
    expect(bodyValues(pool, label)).toEqual({ measured: '1GB', limit: '10GB', name: 'tank' });
  });

  it('has neither in the user variant', () => {
    expect(bodyValues(alert({ subject: null }), label)).toEqual({ measured: '61.1 °C', limit: '60 °C' });
  });
});

describe('mayAcknowledge', () => {
  it.each([
    ['needs the risk ticked', true, false, false, false],
    ['ticked', true, true, false, true],
    ['no risk asked', false, false, false, true],
    ['busy acknowledging', false, true, true, false],
  ])('%s', (_name, needsRisk, ticked, busy, expected) => {
    expect(mayAcknowledge(alert({ needsRisk }), ticked, busy)).toBe(expected);
  });
});

describe('storagePathOf', () => {
  it('leads disk alerts to the disk page and pool alerts to the overview', () => {
    expect(storagePathOf(alert())).toBe('/storageManage/diskPage');
    expect(storagePathOf(alert({ kind: 'raidsync' }))).toBe('/storageManage/storageOverview');
    expect(storagePathOf(alert({ kind: 'capacity', area: 'esata' }))).toBe('/storageManage/esataStorageInfo');
  });
});

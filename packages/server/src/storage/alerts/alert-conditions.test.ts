import type { PoolInfo } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { buildDisk, type DiskFactsInput } from '../disks/disk.js';
import { alertConditions, capacityLimit } from './alert-conditions.js';

const GIB = 1024 ** 3;

function disk(fields: Partial<DiskFactsInput> = {}) {
  return buildDisk({
    sn: 'SN1',
    pos: 2,
    model: 'Coffer Virtual HDD',
    devType: 'sata',
    sizeBytes: 120 * GIB,
    label: '',
    smart: 'ok',
    temperature: 36,
    present: true,
    ...fields,
  });
}

function pool(fields: Partial<PoolInfo> = {}): PoolInfo {
  const active = { status: 'active' as const, remain_time: 0, rate: 1 };
  return {
    id: 'p1',
    name: 'tank',
    pid: '',
    protocol: 'protsata',
    raid_type: 'basic',
    status: 'ok',
    encrypted: 0,
    lock: 0,
    disk_count: 1,
    disk_list: ['SN1'],
    cache_list: [],
    system_disks: [],
    total_size: 1000 * GIB,
    free_size: 500 * GIB,
    has_mount: 1,
    diskMinSize: 1000 * GIB,
    missingNum: 0,
    errorNum: 0,
    okNum: 1,
    hasErrorDisk: false,
    usr_raid_status: active,
    sys_raid_status: active,
    task: null,
    ...fields,
  };
}

const kindsOf = (disks: ReturnType<typeof disk>[], pools: PoolInfo[], average: number | null) =>
  alertConditions({ disks, pools, averageOf: () => average }).map((found) => `${found.kind}:${found.level}`);

describe('alertConditions', () => {
  it.each([
    ['a SATA disk at 60 °C on average is not too hot', 'sata', 60, []],
    ['a SATA disk above 60 °C on average is', 'sata', 60.1, ['temperature:warning']],
    ['an eSATA disk above 60 °C is', 'esata', 61, ['temperature:warning']],
    ['an M.2 SSD at 80 °C is not: its limit is 85', 'nvme', 80, []],
    ['an M.2 SSD above 85 °C is', 'nvme', 86, ['temperature:warning']],
    ['a USB disk raises no system alert', 'usb', 90, []],
    ['no average yet, no alert', 'sata', null, []],
  ] as const)('%s', (_name, devType, average, expected) => {
    expect(kindsOf([disk({ devType })], [], average)).toEqual(expected);
  });

  it('carries the average, the limit, the disk and the risk checkbox', () => {
    const [found] = alertConditions({
      disks: [disk({ devType: 'nvme' })],
      pools: [],
      averageOf: () => 90.04,
    });
    expect(found).toEqual({
      key: 'temperature:SN1',
      kind: 'temperature',
      level: 'warning',
      area: 'm2',
      subject: { type: 'disk', sn: 'SN1', pos: 2, model: 'Coffer Virtual HDD' },
      measured: 90,
      limit: 85,
      needsRisk: true,
    });
  });

  it.each([
    ['ok', []],
    ['notsupported', []],
    ['warning', ['smart:warning']],
    ['fault', ['smart:error']],
  ] as const)('SMART %s', (smart, expected) => {
    expect(kindsOf([disk({ smart })], [], null)).toEqual(expected);
  });

  it('says nothing of a missing disk', () => {
    expect(kindsOf([disk({ smart: 'fault', present: false })], [], 90)).toEqual([]);
  });

  it.each([
    ['plenty free', 500 * GIB, 1, []],
    ['below 5 % of the size', 49 * GIB, 1, ['capacity:warning']],
    ['exactly at the threshold', 50 * GIB, 1, []],
    ['not mounted: nothing measured', 1 * GIB, 0, []],
  ] as const)('capacity: %s', (_name, free, mounted, expected) => {
    expect(kindsOf([], [pool({ free_size: free, has_mount: mounted })], null)).toEqual(expected);
  });

  it('uses the floor for small pools: a 120 GiB pool is low under 10 GiB free', () => {
    expect(capacityLimit(120 * GIB, 'main')).toBe(10 * GIB);
    expect(capacityLimit(120 * GIB, 'm2')).toBe(6 * GIB);
    expect(capacityLimit(4096 * GIB, 'esata')).toBe(Math.round(4096 * GIB * 0.05));
    const [found] = alertConditions({
      disks: [],
      pools: [pool({ total_size: 120 * GIB, free_size: 9 * GIB })],
      averageOf: () => null,
    });
    expect(found).toMatchObject({ kind: 'capacity', measured: 9 * GIB, limit: 10 * GIB, needsRisk: false });
  });

  it.each([
    ['resync', ['raidsync:info']],
    ['recovery', ['raidsync:info']],
    ['active', []],
  ] as const)('RAID %s', (status, expected) => {
    const raid = { status, remain_time: 60, rate: 0.4 };
    expect(kindsOf([], [pool({ usr_raid_status: raid })], null)).toEqual(expected);
  });
});

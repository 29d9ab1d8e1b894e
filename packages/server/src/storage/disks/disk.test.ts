import { describe, expect, it } from 'vitest';
import { buildDisk, buildDiskList, DISK_ROLE, splitSize, type DiskFactsInput } from './disk.js';

const TIB = 1024 ** 4;

function facts(fields: Partial<DiskFactsInput> = {}): DiskFactsInput {
  return {
    sn: 'CVD000000001',
    pos: 3,
    model: 'Coffer Virtual HDD 4T',
    devType: 'sata',
    sizeBytes: 4 * TIB,
    label: '',
    smart: 'notsupported',
    temperature: null,
    present: true,
    ...fields,
  };
}

describe('buildDisk', () => {
  it('reports a free SATA disk as the spec shapes it', () => {
    expect(buildDisk(facts({ label: 'tank' }))).toEqual({
      sn: 'CVD000000001',
      pos: 3,
      size: '4TB',
      total_size: 4 * TIB,
      sizeNum: 4,
      sizeSymbol: 'TB',
      status: 'ok',
      role: 0,
      pid: '',
      model: 'Coffer Virtual HDD 4T',
      dev_type: 'sata',
      rate: 0,
      protect_list: [],
      label: 'tank',
      smart_test: { status: 'idle', result: 'notsupported' },
      system_part: [],
      user_part: [],
      abnormal: false,
      isFault: false,
      temperature: null,
    });
  });

  it.each([
    ['healthy SMART', facts({ smart: 'ok' }), { status: 'ok', abnormal: false, isFault: false }],
    ['a SMART warning', facts({ smart: 'warning' }), { status: 'ok', abnormal: true, isFault: false }],
    ['a SMART fault', facts({ smart: 'fault' }), { status: 'fault', abnormal: true, isFault: true }],
    ['absence', facts({ present: false }), { status: 'missing', abnormal: false, isFault: false }],
  ])('derives status and flags from %s', (_, input, expected) => {
    expect(buildDisk(input)).toMatchObject(expected);
  });

  it.each([
    ['sata', 0],
    ['nvme', 0],
    ['esata', 0],
    ['usb', 5],
    ['type-c', 5],
  ] as const)('gives a %s disk in no pool role %d', (devType, role) => {
    expect(buildDisk(facts({ devType })).role).toBe(role);
  });

  it('takes role, pool, group and rebuild rate from the pool service', () => {
    const disk = buildDisk(facts(), { role: DISK_ROLE.sataMember, pid: 'p1', raid10_gid: 2, rate: 0.4 });
    expect(disk).toMatchObject({ role: 1, pid: 'p1', raid10_gid: 2, rate: 0.4 });
    const spare = buildDisk(facts(), { role: DISK_ROLE.spare, pid: '', protect_list: ['p1', 'p2'] });
    expect(spare).toMatchObject({ role: 2, protect_list: ['p1', 'p2'] });
    expect('raid10_gid' in buildDisk(facts())).toBe(false);
  });
});

describe('splitSize', () => {
  it.each([
    ['3.5TB', 3.5, 'TB'],
    ['100GB', 100, 'GB'],
    ['0B', 0, 'B'],
    ['29.8GB', 29.8, 'GB'],
  ])('splits %s', (size, sizeNum, sizeSymbol) => {
    expect(splitSize(size)).toEqual({ sizeNum, sizeSymbol });
  });
});

describe('a disk’s temperature', () => {
  it('is the newest SMART reading’s while the disk is present', () => {
    expect(buildDisk(facts({ temperature: 36 })).temperature).toBe(36);
    expect(buildDisk(facts({ temperature: null })).temperature).toBeNull();
  });

  it('is unknown for a disk that is not present, whatever it last read', () => {
    expect(buildDisk(facts({ temperature: 36, present: false })).temperature).toBeNull();
  });
});

describe('buildDiskList', () => {
  it('adds a missing entry for each expected disk that is absent, once', () => {
    const pulled = facts({ sn: 'GONE', pos: 5, sizeBytes: TIB });
    const member = { role: DISK_ROLE.sataMember, pid: 'p1' } as const;
    const disks = buildDiskList(
      [facts({ sn: 'HERE' })],
      (sn) => (sn === 'HERE' ? undefined : member),
      ['HERE', 'GONE', 'GONE', 'UNKNOWN'],
      (sn) => (sn === 'GONE' ? pulled : undefined),
    );
    expect(disks.map((disk) => [disk.sn, disk.status, disk.pos, disk.role, disk.pid])).toEqual([
      ['HERE', 'ok', 3, 0, ''],
      ['GONE', 'missing', 5, 1, 'p1'],
      ['UNKNOWN', 'missing', 0, 1, 'p1'],
    ]);
    expect(disks[1]).toMatchObject({ size: '1TB', total_size: TIB });
  });
});

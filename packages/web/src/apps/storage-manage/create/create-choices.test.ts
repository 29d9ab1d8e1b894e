import { describe, expect, it } from 'vitest';
import { POOL_DISK_SIZE, SSD_DISK_MIN_SIZE } from '@coffer/contract';
import { diskFixture } from '../data/storage-fixtures';
import {
  defaultMode,
  defaultNameCandidate,
  diskChoices,
  diskCountStatus,
  diskRefusal,
  kindChoices,
  modeChoices,
  spareChoices,
  spareMinimum,
  usableEstimate,
} from './create-choices';
import { PROTOCOL_RULES } from '@coffer/contract';

const TiB = 1024 ** 4;
const GiB = 1024 ** 3;
const sata = (sn: string, pos: number, extra: Parameters<typeof diskFixture>[0] = {}) =>
  diskFixture({ sn, pos, dev_type: 'sata', total_size: 4 * TiB, ...extra });

describe('diskRefusal', () => {
  const rule = PROTOCOL_RULES.protsata;
  it.each([
    ['a free, sound disk', {}, null],
    ['a missing disk', { status: 'missing' as const }, 'missing'],
    ['a faulty disk', { status: 'fault' as const, isFault: true }, 'faulty'],
    ['a disk whose SMART fails', { smart_test: { status: 'idle' as const, result: 'fault' } }, 'faulty'],
    ['a member of a SATA pool', { role: 1 }, 'inPool'],
    ['a member of an SSD pool', { role: 3 }, 'inPool'],
    ['a hot spare', { role: 2 }, 'spare'],
    ['an external disk', { role: 5 }, 'external'],
    ['a cache disk', { role: 7 }, 'cache'],
    ['a disk waiting for a decision', { status: 'sysdelayed' as const }, 'state'],
    ['a disk 1 MiB under 100 GiB', { total_size: POOL_DISK_SIZE.min - 1024 ** 2 }, 'tooSmall'],
    ['a disk of exactly 100 GiB', { total_size: POOL_DISK_SIZE.min }, null],
    ['a disk over the maximum', { total_size: POOL_DISK_SIZE.max + 1 }, 'tooLarge'],
    ['a small pool member', { role: 1, total_size: GiB }, 'inPool'],
  ])('%s: %s', (_, extra, refusal) => {
    expect(diskRefusal(sata('S1', 1, extra), rule)).toBe(refusal);
  });

  it('takes SSDs from 32 GB (decimal) for SSD pools', () => {
    const ssd = (size: number) => diskFixture({ dev_type: 'nvme', total_size: size });
    expect(diskRefusal(ssd(SSD_DISK_MIN_SIZE), PROTOCOL_RULES.protnvme)).toBeNull();
    expect(diskRefusal(ssd(SSD_DISK_MIN_SIZE - 1), PROTOCOL_RULES.protnvme)).toBe('tooSmall');
  });
});

describe('diskChoices', () => {
  const disks = [
    sata('S2', 2),
    diskFixture({ sn: 'E1', pos: 1, dev_type: 'esata' }),
    sata('S1', 1),
    diskFixture({ sn: 'N1', pos: 1, dev_type: 'nvme', total_size: 512 * GiB }),
    diskFixture({ sn: 'U1', pos: 1, dev_type: 'usb', role: 5 }),
  ];

  it('offers a SATA pool the SATA disks, then the eSATA ones, by slot', () => {
    expect(diskChoices(disks, 'protsata').map((choice) => choice.disk.sn)).toEqual(['S1', 'S2', 'E1']);
  });

  it('offers an SSD pool the M.2 disks and an eSATA pool the eSATA disks only', () => {
    expect(diskChoices(disks, 'protnvme').map((choice) => choice.disk.sn)).toEqual(['N1']);
    expect(diskChoices(disks, 'protesata').map((choice) => choice.disk.sn)).toEqual(['E1']);
  });
});

describe('kindChoices', () => {
  it('lets a kind be chosen only when it has a free disk that fits', () => {
    const disks = [
      sata('S1', 1),
      sata('S2', 2, { role: 1 }),
      diskFixture({ sn: 'N1', dev_type: 'nvme', total_size: 512 * GiB, role: 3 }),
    ];
    expect(kindChoices(disks)).toEqual([
      { protocol: 'protsata', freeDisks: 1, refusal: null },
      { protocol: 'protnvme', freeDisks: 0, refusal: 'noFreeDisk' },
      { protocol: 'protesata', freeDisks: 0, refusal: 'noFreeDisk' },
    ]);
  });
});

describe('modeChoices', () => {
  const refusals = (protocol: Parameters<typeof modeChoices>[0], free: number) =>
    Object.fromEntries(modeChoices(protocol, free, []).map((mode) => [mode.type, mode.refusal]));

  it('offers an eSATA pool ZDR and RAID5 only (STOR-POOL-12)', () => {
    expect(refusals('protesata', 4)).toEqual({
      basic: { reason: 'notForKind' },
      raid1: { reason: 'notForKind' },
      raid5: null,
      raid6: { reason: 'notForKind' },
      raid10: { reason: 'notForKind' },
      zdr: null,
    });
  });

  it('offers an SSD pool every mode but ZDR', () => {
    expect(refusals('protnvme', 4).zdr).toEqual({ reason: 'notForKind' });
    expect(refusals('protnvme', 4).raid10).toBeNull();
  });

  it('says which modes need more free disks than there are', () => {
    expect(refusals('protsata', 2)).toEqual({
      basic: null,
      raid1: null,
      raid5: { reason: 'fewDisks', min: 3, free: 2 },
      raid6: { reason: 'fewDisks', min: 4, free: 2 },
      raid10: { reason: 'fewDisks', min: 4, free: 2 },
      zdr: null,
    });
  });

  it.each([
    ['basic', [], 0, null],
    ['raid1', [], 1, null],
    ['raid1', [4, 4], 1, 4],
    ['raid1', [4, 4, 4], 2, 4],
    ['raid5', [4, 4, 4], 1, 8],
    ['raid5', [4, 4], 1, null],
    ['raid6', [4, 4, 4, 4], 2, 8],
    ['raid10', [4, 4, 4, 4], 1, 8],
    ['raid10', [4, 4, 4, 4, 4], 1, null],
    ['zdr', [4, 2], 1, 2],
  ] as const)('%s over %j TiB: loses %i disk(s), %s TiB usable', (type, sizes, tolerates, usable) => {
    const row = modeChoices(
      'protsata',
      8,
      sizes.map((size) => size * TiB),
    ).find((mode) => mode.type === type)!;
    expect(row.tolerates).toBe(tolerates);
    expect(row.usableBytes).toBe(usable === null ? null : usable * TiB);
  });
});

describe('defaultMode', () => {
  it.each([
    ['protsata', 2, 'raid1'],
    ['protsata', 1, 'basic'],
    ['protsata', 0, null],
    ['protesata', 3, 'zdr'],
    ['protesata', 1, null],
    ['protnvme', 1, 'basic'],
  ] as const)('%s with %i free disk(s) starts with %s', (protocol, free, mode) => {
    expect(defaultMode(protocol, free)).toBe(mode);
  });
});

describe('diskCountStatus', () => {
  it.each([
    ['basic', 0, { kind: 'needMore', n: 1 }],
    ['basic', 1, { kind: 'ok' }],
    ['basic', 2, { kind: 'tooMany', max: 1 }],
    ['raid1', 1, { kind: 'needMore', n: 1 }],
    ['raid1', 4, { kind: 'ok' }],
    ['raid1', 5, { kind: 'tooMany', max: 4 }],
    ['raid5', 2, { kind: 'needMore', n: 1 }],
    ['raid5', 3, { kind: 'ok' }],
    ['raid6', 3, { kind: 'needMore', n: 1 }],
    ['raid10', 2, { kind: 'needMore', n: 2 }],
    ['raid10', 5, { kind: 'even' }],
    ['raid10', 6, { kind: 'ok' }],
    ['zdr', 3, { kind: 'tooMany', max: 2 }],
  ] as const)('%s with %i disk(s): %j', (type, count, status) => {
    expect(diskCountStatus(type, count)).toEqual(status);
  });
});

describe('usableEstimate', () => {
  it.each([
    ['basic', [3], 3],
    ['raid1', [4, 3], 3],
    ['raid5', [4, 4, 3], 6],
    ['raid6', [4, 4, 4, 4, 4], 12],
    ['raid10', [4, 4, 4, 2], 4],
    ['zdr', [4, 1], 1],
    ['raid5', [4, 4], null],
  ] as const)('%s over %j is %s (STOR-POOL-04)', (type, sizes, usable) => {
    expect(usableEstimate(type, sizes)).toBe(usable);
  });
});

describe('spareChoices', () => {
  const disks = [
    sata('S1', 1),
    sata('S2', 2),
    sata('S3', 3, { total_size: 2 * TiB }),
    sata('S4', 4, { total_size: 5 * TiB }),
    sata('S5', 5, { role: 2 }),
  ];

  it('offers the free disks that are not members and at least the smallest member', () => {
    expect(
      spareChoices(disks, 'protsata', ['S1', 'S2']).map(({ disk, refusal }) => [disk.sn, refusal]),
    ).toEqual([
      ['S3', 'smallerThanMembers'],
      ['S4', null],
      ['S5', 'spare'],
    ]);
  });

  it('needs at least the smallest member, and never less than the kind allows', () => {
    expect(spareMinimum('protsata', [4 * TiB, 2 * TiB])).toBe(2 * TiB);
    expect(spareMinimum('protsata', [])).toBe(POOL_DISK_SIZE.min);
  });
});

describe('defaultNameCandidate', () => {
  it.each([
    ['protsata', [], 'SATA1'],
    ['protsata', ['SATA1', 'sata2'], 'SATA3'],
    ['protesata', ['SATA1'], 'SATA2'],
    ['protnvme', ['SATA1', 'SSD1'], 'SSD2'],
  ] as const)('%s with pools %j asks about %s', (protocol, names, name) => {
    expect(
      defaultNameCandidate(
        protocol,
        names.map((n) => ({ name: n })),
      ),
    ).toBe(name);
  });
});

import { Code, messageOf } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { validatePoolCreate, type PoolCreateRequest } from './pool-create.js';
import { GiB, TiB, codes, disk, facts, pool } from './test-facts.js';

const sata = ['a', 'b', 'c', 'd', 'e', 'f'].map((sn) => disk(sn));
const world = facts(
  [
    ...sata,
    disk('small', { size: 99 * GiB }),
    disk('min', { size: 107_374_182_400 }),
    disk('huge', { size: 0x640000000000 + 1 }),
    disk('ssd', { devType: 'nvme', size: 512 * GiB }),
    disk('used', { use: 'member' }),
    disk('root', { hostSystem: true }),
    disk('sick', { faulty: true }),
    disk('esata', { devType: 'esata' }),
    disk('usb', { devType: 'usb' }),
    disk('tiny-ssd', { devType: 'nvme', size: 31_999_000_000 }),
    disk('spare2', { size: 1 * TiB }),
  ],
  [pool('p1', 'raid1', 'oo')],
  ['SSD缓存1'],
);

const request = (overrides: Partial<PoolCreateRequest>): PoolCreateRequest => ({
  protocol: 'protsata',
  raidType: 'raid1',
  name: 'SATA2',
  disks: ['a', 'b'],
  ...overrides,
});

describe('validatePoolCreate', () => {
  it.each<[string, Partial<PoolCreateRequest>]>([
    ['a basic pool of one disk', { raidType: 'basic', disks: ['a'] }],
    ['a raid1 of four disks', { disks: ['a', 'b', 'c', 'd'] }],
    ['a raid5 of three disks', { raidType: 'raid5', disks: ['a', 'b', 'c'] }],
    ['a raid6 of four disks', { raidType: 'raid6', disks: ['a', 'b', 'c', 'd'] }],
    ['a raid10 of six disks', { raidType: 'raid10', disks: ['a', 'b', 'c', 'd', 'e', 'f'] }],
    ['a zdr of two disks', { raidType: 'zdr', disks: ['a', 'esata'] }],
    ['a disk of exactly 100 GiB', { raidType: 'basic', disks: ['min'] }],
    ['an SSD pool of M.2 disks', { protocol: 'protnvme', raidType: 'basic', name: 'SSD1', disks: ['ssd'] }],
    [
      'an eSATA raid5',
      { protocol: 'protesata', raidType: 'raid5', disks: ['esata', 'esata', 'esata'].slice(0, 1) },
    ],
  ])('accepts %s', (_, overrides) => {
    const problems = validatePoolCreate(request(overrides), world);
    // The eSATA case only checks the mode is allowed; its disk count is tested below.
    expect(codes(problems).filter((code) => code !== Code.disksNeeded)).toEqual([]);
  });

  it.each<[string, Partial<PoolCreateRequest>, string, Record<string, unknown>?]>([
    ['an unknown mode', { raidType: 'raid0' }, Code.poolTypeUnknown],
    ['a basic pool of two disks', { raidType: 'basic' }, Code.tooManyDisks, { mode: 'Basic', max: 1 }],
    ['a raid1 of one disk', { disks: ['a'] }, Code.disksNeeded, { n: 1 }],
    ['a raid1 of five disks', { disks: ['a', 'b', 'c', 'd', 'e'] }, Code.raid1TooManyDisks, { max: 4 }],
    ['a raid5 of two disks', { raidType: 'raid5' }, Code.disksNeeded, { n: 1 }],
    ['a raid6 of two disks', { raidType: 'raid6' }, Code.disksNeeded, { n: 2 }],
    [
      'a raid10 with an odd number of disks',
      { raidType: 'raid10', disks: ['a', 'b', 'c', 'd', 'e'] },
      Code.raid10OddDisks,
    ],
    [
      'a zdr of three disks',
      { raidType: 'zdr', disks: ['a', 'b', 'c'] },
      Code.tooManyDisks,
      { mode: 'ZDR', max: 2 },
    ],
    [
      'a raid6 on an eSATA pool',
      { protocol: 'protesata', raidType: 'raid6', disks: ['esata'] },
      Code.poolTypeNotForProtocol,
    ],
    ['a disk below 100 GiB', { disks: ['a', 'small'] }, Code.diskTooSmall, { size: '100GB', disk: 'small' }],
    ['a disk above 0x640000000000 bytes', { disks: ['a', 'huge'] }, Code.diskTooLarge, { size: '100TB' }],
    ['a disk already in a pool', { disks: ['a', 'used'] }, Code.diskNotFree, { disk: 'used' }],
    ['the host system disk', { disks: ['a', 'root'] }, Code.diskHoldsSystem],
    ['a faulty disk', { disks: ['a', 'sick'] }, Code.diskFaulty],
    ['a disk that is not there', { disks: ['a', 'gone'] }, Code.diskNotFound],
    ['a disk chosen twice', { disks: ['a', 'a'] }, Code.diskChosenTwice],
    ['an M.2 disk in a SATA pool', { disks: ['a', 'ssd'] }, Code.diskWrongType],
    ['a USB disk in a SATA pool', { disks: ['a', 'usb'] }, Code.diskWrongType],
    [
      'a SATA disk in an SSD pool',
      { protocol: 'protnvme', raidType: 'basic', disks: ['a'] },
      Code.diskWrongType,
    ],
    [
      'an M.2 disk under 32 GB',
      { protocol: 'protnvme', raidType: 'basic', disks: ['tiny-ssd'] },
      Code.diskTooSmall,
      { size: '29.8GB' },
    ],
    ['a missing name', { name: '  ' }, Code.poolNameMissing],
    ['a name with a slash', { name: 'a/b' }, Code.poolNameInvalid],
    ['a name of 33 characters', { name: 'x'.repeat(33) }, Code.poolNameInvalid, { max: 32 }],
    ['a name in use, whatever its case', { name: 'p1' }, Code.poolNameTaken],
    ['the name of a cache pool', { name: 'SSD缓存1' }, Code.poolNameTaken],
    ['two spares', { spares: ['c', 'd'] }, Code.spareNotOneDisk],
    ['a spare smaller than the smallest member', { spares: ['spare2'] }, Code.spareTooSmall, { size: '4TB' }],
    ['a spare that is also a member', { spares: ['a'] }, Code.diskChosenTwice],
  ])('refuses %s', (_, overrides, code, params) => {
    const problems = validatePoolCreate(request(overrides), world);
    expect(codes(problems)).toContain(code);
    if (params) expect(problems.find((item) => item.code === code)?.params).toMatchObject(params);
  });

  it('refuses a raid10 pool with an odd number of disks', () => {
    const problems = validatePoolCreate(
      request({ raidType: 'raid10', disks: ['a', 'b', 'c', 'd', 'e'] }),
      world,
    );
    expect(problems).toEqual([{ field: 'sys', code: Code.raid10OddDisks }]);
  });

  it('returns every problem at once, each on its field', () => {
    const problems = validatePoolCreate(
      request({ raidType: 'raid5', name: '', disks: ['a', 'small', 'used'], spares: ['ssd'] }),
      world,
    );
    expect(problems.map(({ field, code }) => [field, code])).toEqual([
      ['sys.1', Code.diskTooSmall],
      ['sys.2', Code.diskNotFree],
      ['name', Code.poolNameMissing],
      ['spare.0', Code.diskWrongType],
    ]);
  });

  it('words the missing-disk count as the spec does', () => {
    const [first] = validatePoolCreate(request({ raidType: 'raid6', disks: ['a'] }), world);
    expect(messageOf(first!.code, 'zh-CN', first!.params)).toBe('还需要3块硬盘组成存储池');
    const [small] = validatePoolCreate(request({ disks: ['a', 'small'] }), world);
    expect(messageOf(small!.code, 'zh-CN', small!.params)).toBe('所选硬盘容量应大于等于100GB');
  });
});

import { describe, expect, it } from 'vitest';
import { diskFixture } from '../data/storage-fixtures';
import { bayGroupsOf, bayPicture, bayStateOf, poolColourOf, POOL_PALETTE, sortedDisks } from './bay-layout';

const sata = (sn: string, pos: number, extra = {}) => diskFixture({ sn, pos, dev_type: 'sata', ...extra });

describe('bayStateOf', () => {
  it.each([
    [{ role: 0 }, 'free'],
    [{ role: 1 }, 'member'],
    [{ role: 3 }, 'member'],
    [{ role: 2 }, 'spare'],
    [{ role: 4 }, 'spare'],
    [{ role: 5 }, 'external'],
    [{ role: 6 }, 'external'],
    [{ role: 7 }, 'cache'],
    [{ role: 1, status: 'missing' as const }, 'missing'],
    [{ role: 1, status: 'missing' as const, abnormal: true }, 'missing'],
    [{ role: 1, status: 'fault' as const, isFault: true, abnormal: true }, 'faulty'],
    [{ role: 0, abnormal: true }, 'faulty'],
    [{ role: 2, status: 'fserr' as const, abnormal: true }, 'faulty'],
  ])('draws %o as %s', (fields, state) => {
    expect(bayStateOf(diskFixture(fields))).toBe(state);
  });
});

describe('bayGroupsOf', () => {
  it.each([
    ['all', ['sata', 'nvme', 'esata', 'usb']],
    ['sata', ['sata']],
    ['m2', ['nvme']],
    ['esata', ['esata']],
  ] as const)('shows %s as %o', (bay, kinds) => {
    expect(bayGroupsOf(bay)).toEqual(kinds);
  });
});

describe('bayPicture', () => {
  it('draws 8 SATA bays, 4 M.2 slots, 4 eSATA bays and 2 USB ports', () => {
    const picture = bayPicture([], bayGroupsOf('all'));
    expect(picture.groups.map((group) => [group.kind, group.bays.length])).toEqual([
      ['sata', 8],
      ['nvme', 4],
      ['esata', 4],
      ['usb', 2],
    ]);
    expect(picture.groups.every((group) => group.bays.every((bay) => bay.state === 'empty'))).toBe(true);
  });

  it('puts each disk in the bay of its kind and slot number', () => {
    const disks = [
      sata('A', 1, { role: 1, pid: 'p' }),
      sata('B', 2),
      diskFixture({ sn: 'M', pos: 1, dev_type: 'nvme' }),
    ];
    const { groups, loose } = bayPicture(disks, bayGroupsOf('all'));
    const held = groups.flatMap((group) =>
      group.bays.filter((bay) => bay.disk).map((bay) => [group.kind, bay.pos, bay.disk?.sn, bay.state]),
    );
    expect(held).toEqual([
      ['sata', 1, 'A', 'member'],
      ['sata', 2, 'B', 'free'],
      ['nvme', 1, 'M', 'free'],
    ]);
    expect(loose).toEqual([]);
  });

  it('shows only the kinds a page asks for', () => {
    const disks = [sata('A', 1), diskFixture({ sn: 'M', pos: 1, dev_type: 'nvme' })];
    const picture = bayPicture(disks, bayGroupsOf('m2'));
    expect(picture.groups).toHaveLength(1);
    expect(picture.groups[0]?.bays[0]?.disk?.sn).toBe('M');
    expect(picture.loose).toEqual([]);
  });

  it('draws a missing disk in its empty bay', () => {
    const { groups } = bayPicture([sata('GONE', 3, { status: 'missing', role: 1 })], ['sata']);
    expect(groups[0]?.bays[2]).toMatchObject({ pos: 3, state: 'missing', disk: { sn: 'GONE' } });
  });

  it('lists a missing disk as loose when another disk now sits in its bay', () => {
    const disks = [sata('GONE', 3, { status: 'missing', role: 1 }), sata('NEW', 3)];
    const { groups, loose } = bayPicture(disks, ['sata']);
    expect(groups[0]?.bays[2]?.disk?.sn).toBe('NEW');
    expect(loose.map((bay) => [bay.disk?.sn, bay.state])).toEqual([['GONE', 'missing']]);
  });

  it('lists a disk beyond the model bays and a USB-C disk as loose', () => {
    const disks = [sata('FAR', 9), diskFixture({ sn: 'C', pos: 1, dev_type: 'type-c', role: 5 })];
    const { loose } = bayPicture(disks, bayGroupsOf('all'));
    expect(loose.map((bay) => [bay.disk?.sn, bay.state])).toEqual([
      ['FAR', 'free'],
      ['C', 'external'],
    ]);
  });

  it('leaves a USB-C disk out of a bay page of another kind', () => {
    const disks = [diskFixture({ sn: 'C', pos: 1, dev_type: 'type-c', role: 5 })];
    expect(bayPicture(disks, ['sata']).loose).toEqual([]);
  });
});

describe('poolColourOf', () => {
  const pools = Array.from({ length: 7 }, (_, index) => ({ id: `p${index}` }));

  it('gives each pool its own colour and repeats after the palette', () => {
    expect(poolColourOf('p0', pools)).toBe(POOL_PALETTE[0]);
    expect(poolColourOf('p1', pools)).toBe(POOL_PALETTE[1]);
    expect(poolColourOf('p6', pools)).toBe(POOL_PALETTE[0]);
  });

  it('has none for a pool it does not know', () => {
    expect(poolColourOf('gone', pools)).toBeNull();
  });
});

describe('sortedDisks', () => {
  it('orders the disks as the picture draws them: by kind of bay, slot, present before missing', () => {
    const disks = [
      diskFixture({ sn: 'U1', pos: 1, dev_type: 'usb' }),
      diskFixture({ sn: 'M1', pos: 1, dev_type: 'nvme' }),
      sata('S3', 3),
      diskFixture({ sn: 'E1', pos: 1, dev_type: 'esata' }),
      sata('GONE', 1, { status: 'missing' }),
      sata('S1', 1),
      diskFixture({ sn: 'C1', pos: 1, dev_type: 'type-c' }),
    ];
    expect(sortedDisks(disks).map((disk) => disk.sn)).toEqual(['S1', 'GONE', 'S3', 'M1', 'E1', 'U1', 'C1']);
  });
});

import { describe, expect, it } from 'vitest';
import type { PoolType } from '../profiles/raid-profiles.js';
import {
  diskChangeMode,
  MODE_OPTIONS,
  type CurrentDisk,
  type DiskChangeMode,
  type DiskChangeOption,
  type OldDisk,
} from './disk-change-mode.js';

const TB = 2 ** 40;

function old(sn: string, position: number, raidType: PoolType = 'raid1', pool = 'pool-1'): OldDisk {
  return { sn, position, size: 4 * TB, pool, raidType, spare: false };
}

function now(sn: string, position: number, fields: Partial<CurrentDisk> = {}): CurrentDisk {
  return { sn, position, size: 4 * TB, devType: 'sata', used: true, ...fields };
}

const blank = (sn: string, position: number, size = 4 * TB) => now(sn, position, { used: false, size });

const raid1 = [old('A', 1), old('B', 2)];
const raid5 = [old('A', 1, 'raid5'), old('B', 2, 'raid5'), old('C', 3, 'raid5')];

const cases: [string, OldDisk[], CurrentDisk[], DiskChangeMode, DiskChangeOption[]][] = [
  [
    'BOOT-MODE-02 A: a disk under 100 GiB must be replaced',
    raid1,
    [now('A', 1), now('B', 2), blank('N', 3, 99 * 2 ** 30)],
    'A',
    [],
  ],
  [
    'BOOT-MODE-02 A: a disk over 0x640000000000 bytes',
    raid1,
    [now('A', 1), now('B', 2), blank('N', 3, 0x640000000000 + 1)],
    'A',
    [],
  ],
  [
    'BOOT-MODE-02 A: an M.2 SSD of 32 GB or less',
    [],
    [now('S', 1, { devType: 'nvme', size: 32_000_000_000, used: false })],
    'A',
    [],
  ],
  [
    'BOOT-MODE-03 B: a member replaced by a blank disk',
    raid1,
    [now('A', 1), blank('N', 2)],
    'B',
    ['recover', 'extmountdisk', 'ignore'],
  ],
  [
    'BOOT-MODE-04 C: a basic pool lost its only disk, another disk is present',
    [old('A', 1, 'basic')],
    [blank('N', 2)],
    'C',
    ['recover', 'init'],
  ],
  ['BOOT-MODE-04 C: a RAID1 lost both members', raid1, [blank('N', 3)], 'C', ['recover', 'init']],
  [
    'BOOT-MODE-05 D: the recorded disks swapped for as many used ones',
    raid1,
    [now('A', 1), now('X', 2)],
    'D',
    ['init', 'ignore'],
  ],
  [
    'BOOT-MODE-05 D: every disk present but two changed slots',
    raid1,
    [now('A', 2), now('B', 1)],
    'D',
    ['init', 'ignore'],
  ],
  ['BOOT-MODE-06 E is computed as D', [old('A', 1, 'basic')], [now('A', 4)], 'D', ['init', 'ignore']],
  [
    'BOOT-MODE-07 F: a RAID1 member missing, the other present',
    raid1,
    [now('A', 1)],
    'F',
    ['mountpool', 'ignore'],
  ],
  [
    'BOOT-MODE-07 F: a RAID5 member missing (within tolerance)',
    raid5,
    [now('A', 1), now('B', 2)],
    'F',
    ['mountpool', 'ignore'],
  ],
  ['BOOT-MODE-08 G: a RAID5 lost two members', raid5, [now('A', 1)], 'G', ['init']],
  [
    'BOOT-MODE-09 H: a blank disk inserted beside a RAID1 of two',
    raid1,
    [now('A', 1), now('B', 2), blank('N', 3)],
    'H',
    ['dilate', 'mount', 'ignore'],
  ],
  [
    'BOOT-MODE-10 I is computed as H: two blank disks beside a basic pool',
    [old('A', 1, 'basic')],
    [now('A', 1), blank('N', 2), blank('M', 3)],
    'H',
    ['dilate', 'mount', 'ignore'],
  ],
  ['BOOT-MODE-11 J: no disk at all', raid1, [], 'J', []],
  ['BOOT-MODE-11 J: no disk and no pool', [], [], 'J', []],
];

describe('diskChangeMode', () => {
  it.each(cases)('%s', (_name, oldDisks, current, mode, options) => {
    const change = diskChangeMode(oldDisks, current);
    expect(change?.mode).toBe(mode);
    expect(change?.options).toEqual(options);
  });

  it('answers no change when every recorded disk is where it was and nothing is new', () => {
    expect(diskChangeMode(raid1, [now('A', 1), now('B', 2)])).toBeUndefined();
  });

  it('BOOT-MODE-12: B, D, F and H offer ignore, the other modes do not', () => {
    const withIgnore = Object.entries(MODE_OPTIONS)
      .filter(([, options]) => options.includes('ignore'))
      .map(([mode]) => mode)
      .sort();
    expect(withIgnore).toEqual(['B', 'D', 'F', 'H']);
  });

  it('BOOT-MODE-15: only B, C and H offer lossless expansion (dilate or recover)', () => {
    const expanding = Object.entries(MODE_OPTIONS)
      .filter(([, options]) => options.includes('dilate') || options.includes('recover'))
      .map(([mode]) => mode)
      .sort();
    expect(expanding).toEqual(['B', 'C', 'H']);
  });

  it('tells guidance for the modes whose answer is hardware: A replace, G insert, J insert', () => {
    expect(diskChangeMode(raid1, [])?.guidance).toBe('insert-disk');
    expect(diskChangeMode(raid5, [now('A', 1)])?.guidance).toBe('insert-equal-disk');
    expect(diskChangeMode([], [blank('N', 1, 2 ** 30)])?.guidance).toBe('replace');
    expect(diskChangeMode(raid1, [now('A', 1), now('B', 2), blank('N', 3)])).not.toHaveProperty('guidance');
  });

  it('BOOT-MODE-17: notes each slot as new disk inserted, slot changed, disk missing or no change', () => {
    const change = diskChangeMode(
      [old('A', 1), old('B', 2), old('C', 3, 'basic', 'pool-2')],
      [now('A', 1), now('C', 4), blank('N', 5)],
    )!;
    expect(change.mode).toBe('B');
    expect(change.changeGroup).toEqual([
      { position: 1, has: 1, text: 'no_change', sn: 'A' },
      { position: 2, has: 0, text: 'disk_missing', sn: 'B' },
      { position: 4, has: 1, text: 'slot_changed', sn: 'C', oldPosition: 3 },
      { position: 5, has: 1, text: 'new_disk_inserted', sn: 'N' },
    ]);
    expect(change.newDisks).toEqual(['N']);
    expect(change.missing).toEqual(['B']);
  });

  it('BOOT-MODE-01: lays the old and new disk groups side by side, with lost and limit notes', () => {
    const change = diskChangeMode(raid1, [now('A', 1), blank('N', 3, 50 * 2 ** 30)])!;
    expect(change.old.disksGroup).toEqual([
      { position: 1, sn: 'A', size: 4 * TB, isused: 1, pool: 'pool-1', spare: false, error: 'ok' },
      { position: 2, sn: 'B', size: 4 * TB, isused: 1, pool: 'pool-1', spare: false, error: 'disk_lost' },
    ]);
    expect(change.new.disksGroup).toEqual([
      { position: 1, sn: 'A', size: 4 * TB, isused: 1, pool: 'pool-1', spare: false, error: 'ok' },
      {
        position: 3,
        sn: 'N',
        size: 50 * 2 ** 30,
        isused: 0,
        pool: '',
        spare: false,
        error: 'disk_size_limit',
      },
    ]);
  });

  it('counts a recorded spare that is missing like a missing member', () => {
    const spare: OldDisk = { ...old('S', 3), spare: true };
    expect(diskChangeMode([...raid1, spare], [now('A', 1), now('B', 2)])?.mode).toBe('F');
  });
});

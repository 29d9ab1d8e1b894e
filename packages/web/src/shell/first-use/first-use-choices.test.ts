import { describe, expect, it } from 'vitest';
import type { DiskInfo } from '@coffer/contract';
import { diskFixture } from '../../apps/storage-manage/data/storage-fixtures';
import { defaultMode, firstUseChoices } from './first-use-choices';

const TiB = 1024 ** 4;

const disk = (pos: number, size: number, more: Partial<DiskInfo> = {}): DiskInfo =>
  diskFixture({ sn: `SN${pos}`, pos, total_size: size, label: '', ...more });

describe('the first-use wizard’s choices', () => {
  it('offers ZDR and RAID1 over two equal disks, with the mirror’s usable space', () => {
    const choices = firstUseChoices([disk(2, 4 * TiB), disk(1, 4 * TiB)]);
    expect(choices).toMatchObject({ kind: 'modes', allNew: true });
    if (choices.kind !== 'modes') throw new Error('no modes');
    expect(choices.disks.map((free) => free.pos)).toEqual([1, 2]);
    expect(choices.modes).toEqual([
      { mode: 'zdr', blocked: null, usableBytes: 4 * TiB },
      { mode: 'raid1', blocked: null, usableBytes: 4 * TiB },
    ]);
    expect(defaultMode(choices.modes)).toBe('zdr');
  });

  it('refuses RAID1 over two disks of different sizes, and says why', () => {
    const choices = firstUseChoices([disk(1, 4 * TiB), disk(2, 2 * TiB)]);
    if (choices.kind !== 'modes') throw new Error('no modes');
    expect(choices.modes).toEqual([
      { mode: 'zdr', blocked: null, usableBytes: 2 * TiB },
      { mode: 'raid1', blocked: 'raid1NeedsEqual', usableBytes: 2 * TiB },
    ]);
  });

  it('offers a single-disk pool over one disk', () => {
    const choices = firstUseChoices([disk(3, 4 * TiB)]);
    if (choices.kind !== 'modes') throw new Error('no modes');
    expect(choices.modes).toEqual([{ mode: 'basic', blocked: null, usableBytes: 4 * TiB }]);
  });

  it('counts only free SATA disks present in their bays; a used disk skips the welcome', () => {
    const choices = firstUseChoices([
      disk(1, 4 * TiB, { label: 'old-pool' }),
      disk(2, 4 * TiB),
      disk(3, 4 * TiB, { status: 'missing' }),
      disk(4, 4 * TiB, { role: 1, pid: 'p1' }),
      disk(9, TiB / 2, { dev_type: 'nvme' }),
    ]);
    expect(choices).toMatchObject({ kind: 'modes', allNew: false });
    if (choices.kind !== 'modes') throw new Error('no modes');
    expect(choices.disks.map((free) => free.pos)).toEqual([1, 2]);
  });

  it('sends more than two disks to the storage manager, and none to the no-disk guidance', () => {
    expect(firstUseChoices([disk(1, TiB), disk(2, TiB), disk(3, TiB)])).toMatchObject({ kind: 'manyDisks' });
    expect(firstUseChoices([])).toEqual({ kind: 'noDisk' });
  });
});

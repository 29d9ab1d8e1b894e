import { describe, expect, it } from 'vitest';
import { buildDisk, type Disk, type DiskRole } from '../disks/disk.js';
import type { PoolRecord } from '../pools/pool-record.js';
import type { DevType } from '../validation/storage-facts.js';
import { currentChange } from './current-change.js';

const TB = 2 ** 40;

function disk(sn: string, pos: number, role: DiskRole = 0, devType: DevType = 'sata', present = true): Disk {
  return buildDisk(
    { sn, pos, model: 'm', devType, sizeBytes: TB, label: '', smart: 'ok', temperature: null, present },
    role ? { role, pid: 'pool-1' } : undefined,
  );
}

const pool: PoolRecord = {
  id: 'pool-1',
  name: 'SATA1',
  kind: 'normal',
  raidType: 'raid1',
  protocol: 'protsata',
  fsUuid: '',
  members: [
    { sn: 'A', size: TB },
    { sn: 'B', size: TB },
  ],
  spares: [],
  createdAt: 0,
  state: 'ready',
};

const lookups = { carriesData: () => false, dismissed: () => false };

describe('currentChange', () => {
  it('answers nothing while the pool has its members and no other disk is here', () => {
    expect(currentChange([pool], [disk('A', 1, 1), disk('B', 2, 1)], lookups)).toBeUndefined();
  });

  it('sees a blank disk as mode H and a member gone as F, at the slot the bays last knew', () => {
    expect(currentChange([pool], [disk('A', 1, 1), disk('B', 2, 1), disk('N', 3)], lookups)).toMatchObject({
      mode: 'H',
      newDisks: ['N'],
    });
    const lost = currentChange([pool], [disk('A', 1, 1), disk('B', 2, 1, 'sata', false)], lookups);
    expect(lost).toMatchObject({ mode: 'F', missing: ['B'] });
    expect(lost?.changeGroup).toContainEqual({ position: 2, has: 0, text: 'disk_missing', sn: 'B' });
  });

  it('leaves out external disks, cache disks, migration targets and dismissed disks', () => {
    const disks = [
      disk('A', 1, 1),
      disk('B', 2, 1),
      disk('U', 1, 5, 'usb'),
      disk('C', 1, 7, 'nvme'),
      disk('T', 4),
      disk('D', 5),
    ];
    const migrating = { ...pool, moving: [{ from: 'B', to: 'T' }] };
    expect(currentChange([migrating], disks, { ...lookups, dismissed: (sn) => sn === 'D' })).toBeUndefined();
  });

  it('leaves out the disk a running repair rebuilds onto: it is taken, not a new disk', () => {
    const disks = [disk('A', 1, 1), disk('B', 2, 1, 'sata', false), disk('N', 3)];
    expect(currentChange([pool], disks, lookups)).toMatchObject({ mode: 'B', newDisks: ['N'] });
    const repairing = currentChange([pool], disks, { ...lookups, inUse: (sn) => sn === 'N' });
    expect(repairing).toMatchObject({ mode: 'F', newDisks: [] });
  });

  it('counts a disk carrying a filesystem as used: a foreign disk is no blank one', () => {
    const change = currentChange([pool], [disk('A', 1, 1), disk('X', 3)], {
      ...lookups,
      carriesData: (sn) => sn === 'X',
    });
    expect(change).toMatchObject({ mode: 'D', newDisks: ['X'] });
    expect(change?.new.disksGroup.find((entry) => entry.sn === 'X')?.isused).toBe(1);
  });
});

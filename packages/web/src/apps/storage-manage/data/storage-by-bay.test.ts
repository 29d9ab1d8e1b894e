import { describe, expect, it } from 'vitest';
import type { DiskInfo, PoolInfo } from '@coffer/contract';
import { diskUseOf, sparesOf, storageOfBay, usedBytesOf } from './storage-by-bay';

const pool = (id: string, protocol: PoolInfo['protocol'], extra: Partial<PoolInfo> = {}) =>
  ({ id, protocol, has_mount: 1, total_size: 100, free_size: 40, ...extra }) as PoolInfo;
const disk = (sn: string, dev_type: DiskInfo['dev_type']) => ({ sn, dev_type }) as DiskInfo;

describe('storageOfBay', () => {
  const info = {
    pools: [pool('a', 'protsata'), pool('b', 'protnvme'), pool('c', 'protesata')],
    cachePools: [],
    spares: [],
    disks: [disk('1', 'sata'), disk('2', 'nvme'), disk('3', 'esata'), disk('4', 'usb')],
  };

  it('shows the normal pools and SATA disks under sata', () => {
    const sata = storageOfBay(info, 'sata');
    expect(sata.pools.map((p) => p.id)).toEqual(['a']);
    expect(sata.disks.map((d) => d.sn)).toEqual(['1']);
  });

  it('shows the super pools and NVMe disks under m2, eSATA under esata', () => {
    expect(storageOfBay(info, 'm2').pools.map((p) => p.id)).toEqual(['b']);
    expect(storageOfBay(info, 'm2').disks.map((d) => d.sn)).toEqual(['2']);
    expect(storageOfBay(info, 'esata').disks.map((d) => d.sn)).toEqual(['3']);
  });
});

describe('diskUseOf', () => {
  it.each([
    [0, 'free'],
    [1, 'member'],
    [2, 'spare'],
    [3, 'member'],
    [4, 'spare'],
    [5, 'external'],
    [6, 'external'],
    [7, 'cache'],
  ])('reads role %i as %s', (role, use) => {
    expect(diskUseOf(role)).toBe(use);
  });
});

describe('usedBytesOf', () => {
  it('is total minus free for a mounted pool', () => {
    expect(usedBytesOf(pool('a', 'protsata'))).toBe(60);
  });

  it('is unknown for a pool that is not mounted', () => {
    expect(usedBytesOf(pool('a', 'protsata', { has_mount: 0, free_size: 0 }))).toBeNull();
  });
});

describe('sparesOf', () => {
  it('lists the disks whose spare entry protects the pool, and no other', () => {
    const info = {
      spares: [
        { sn: 's1', protect_list: ['a', 'b'] },
        { sn: 's2', protect_list: ['b'] },
      ],
      disks: [disk('s1', 'sata'), disk('s2', 'sata'), disk('m1', 'sata')],
    };
    expect(sparesOf(pool('a', 'protsata'), info).map((d) => d.sn)).toEqual(['s1']);
    expect(sparesOf(pool('b', 'protsata'), info).map((d) => d.sn)).toEqual(['s1', 's2']);
    expect(sparesOf(pool('c', 'protsata'), info)).toEqual([]);
  });
});

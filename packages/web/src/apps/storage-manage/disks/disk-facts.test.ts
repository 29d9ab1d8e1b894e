import { describe, expect, it } from 'vitest';
import { POOL_DISK_SIZE, SSD_DISK_MIN_SIZE } from '@coffer/contract';
import { diskFixture, poolFixture } from '../data/storage-fixtures';
import { diskAdviceOf, diskRoleOf, newPoolBlockerOf } from './disk-facts';

const GIB = 1024 ** 3;

describe('newPoolBlockerOf', () => {
  it.each([
    ['a free healthy 4 TiB disk', {}, null],
    ['a missing disk', { status: 'missing' as const, role: 1 }, 'missing'],
    ['a pool member', { role: 1, pid: 'p' }, 'member'],
    ['an SSD pool member', { role: 3, pid: 'p', dev_type: 'nvme' as const }, 'member'],
    ['a hot spare', { role: 2 }, 'spare'],
    ['an SSD spare', { role: 4, dev_type: 'nvme' as const }, 'spare'],
    ['a cache disk', { role: 7 }, 'cache'],
    ['a USB disk', { role: 5, dev_type: 'usb' as const }, 'external'],
    ['a faulty free disk', { status: 'fault' as const, isFault: true, abnormal: true }, 'faulty'],
    ['a free disk SMART advises replacing', { abnormal: true }, 'faulty'],
    ['a free disk whose partitions changed', { status: 'partchange' as const }, 'faulty'],
    ['a 99 GiB SATA disk', { total_size: 99 * GIB }, 'tooSmall'],
    ['a 100 GiB SATA disk', { total_size: POOL_DISK_SIZE.min }, null],
    ['a 99 GiB eSATA disk', { total_size: 99 * GIB, dev_type: 'esata' as const }, 'tooSmall'],
    ['a 32 GB M.2 disk', { total_size: SSD_DISK_MIN_SIZE, dev_type: 'nvme' as const }, null],
    ['a 31 GB M.2 disk', { total_size: SSD_DISK_MIN_SIZE - 1, dev_type: 'nvme' as const }, 'tooSmall'],
    ['a disk over the maximum', { total_size: POOL_DISK_SIZE.max + 1 }, 'tooLarge'],
  ])('%s: %s', (_name, fields, blocker) => {
    expect(newPoolBlockerOf(diskFixture(fields))).toBe(blocker);
  });
});

describe('diskAdviceOf', () => {
  it.each([
    [{}, null],
    [{ status: 'missing' as const }, 'missing'],
    [{ status: 'fault' as const, abnormal: true }, 'fault'],
    [{ status: 'fserr' as const, abnormal: true }, 'fserr'],
    [{ status: 'partchange' as const, abnormal: true }, 'partchange'],
    [{ status: 'sysdelayed' as const }, 'sysdelayed'],
    [{ status: 'usrdelayed' as const }, 'usrdelayed'],
    [{ abnormal: true }, 'smart'],
  ])('advises %o: %s', (fields, advice) => {
    expect(diskAdviceOf(diskFixture(fields))).toBe(advice);
  });
});

describe('diskRoleOf', () => {
  const info = {
    pools: [poolFixture({ id: 'a', name: 'SATA1' }), poolFixture({ id: 'b', name: 'SATA2' })],
    cachePools: [poolFixture({ id: 'c', name: 'SSD缓存1', pid: 'a' })],
    spares: [{ sn: 'S2', protect_list: ['b'] }],
  };
  const names = (role: ReturnType<typeof diskRoleOf>) => [role.use, role.pools.map((pool) => pool.name)];

  it.each([
    ['a free disk', { role: 0 }, ['free', []]],
    ['a member of its pid', { role: 1, pid: 'b' }, ['member', ['SATA2']]],
    [
      'a spare of its protect_list',
      { role: 2, pid: 'a', protect_list: ['a', 'b'] },
      ['spare', ['SATA1', 'SATA2']],
    ],
    ['a spare the info lists', { sn: 'S2', role: 2 }, ['spare', ['SATA2']]],
    ['a cache disk of its cache pool', { role: 7, pid: 'c' }, ['cache', ['SSD缓存1']]],
    ['an external disk', { role: 5 }, ['external', []]],
  ])('names %s', (_name, fields, expected) => {
    expect(names(diskRoleOf(diskFixture(fields), info))).toEqual(expected);
  });
});

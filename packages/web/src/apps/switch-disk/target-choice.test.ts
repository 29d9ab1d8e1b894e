import { describe, expect, it } from 'vitest';
import type { DiskInfo, PoolInfo } from '@coffer/contract';
import { smallestTarget, targetOptions, targetReason, usableTargetCount } from './target-choice';

const GiB = 2 ** 30;

function disk(sn: string, overrides: Partial<DiskInfo> = {}): DiskInfo {
  return {
    sn,
    pos: 1,
    size: '200GB',
    total_size: 200 * GiB,
    sizeNum: 200,
    sizeSymbol: 'GB',
    status: 'ok',
    role: 0,
    pid: '',
    model: 'Virtual',
    dev_type: 'sata',
    rate: 0,
    protect_list: [],
    label: '',
    smart_test: { status: 'idle', result: 'ok' },
    system_part: [],
    user_part: [],
    abnormal: false,
    isFault: false,
    ...overrides,
  } as DiskInfo;
}

const pool = {
  id: 'pool-1',
  protocol: 'protsata',
  diskMinSize: 150 * GiB,
  disk_list: ['M1', 'M2'],
} as PoolInfo;

describe('which disks can take a member’s place', () => {
  it.each<[string, DiskInfo, string | null]>([
    ['a free SATA disk large enough', disk('F'), null],
    ['a free eSATA disk for a SATA pool', disk('E', { dev_type: 'esata' }), null],
    ['a disk of another pool', disk('O', { role: 1, pid: 'pool-2' }), 'inUse'],
    ['a disk a migration is moving onto', disk('T', { role: 1, pid: 'pool-2' }), 'inUse'],
    ['a hot spare', disk('S', { role: 2, pid: 'pool-2' }), 'inUse'],
    ['an M.2 disk', disk('N', { dev_type: 'nvme' }), 'wrongType'],
    ['a disk below the pool’s smallest member', disk('small', { total_size: 120 * GiB }), 'tooSmall'],
    ['a faulty disk', disk('bad', { isFault: true, status: 'fault' }), 'faulty'],
    ['a missing disk', disk('gone', { status: 'missing', role: 1, pid: 'pool-2' }), 'missing'],
  ])('%s', (_, candidate, reason) => {
    expect(targetReason(pool, candidate, new Set())).toBe(reason);
  });

  it('needs at least the pool’s smallest member and its kind’s minimum', () => {
    expect(smallestTarget(pool)).toBe(150 * GiB);
    expect(smallestTarget({ ...pool, diskMinSize: 1 } as PoolInfo)).toBe(100 * GiB);
    expect(smallestTarget({ ...pool, protocol: 'protnvme', diskMinSize: 1 } as PoolInfo)).toBe(32e9);
  });

  it('leaves the pool’s own disks out, marks what another member took, and lists the usable first', () => {
    const disks = [
      disk('M1'),
      disk('big', { pos: 4 }),
      disk('O', { pos: 2, role: 1, pid: 'pool-2' }),
      disk('F', { pos: 3 }),
    ];
    const options = targetOptions(pool, disks, ['F', undefined], 1);
    expect(options.map((option) => [option.disk.sn, option.reason])).toEqual([
      ['big', null],
      ['O', 'inUse'],
      ['F', 'chosen'],
    ]);
    expect(targetOptions(pool, disks, ['F', undefined], 0).find((o) => o.disk.sn === 'F')?.reason).toBeNull();
    expect(usableTargetCount(pool, disks)).toBe(2);
  });
});

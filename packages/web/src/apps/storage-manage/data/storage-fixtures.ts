import type { DiskInfo, PoolInfo } from '@coffer/contract';

/**
 * Pools and disks in the contract's shapes, for this app's unit tests: a healthy pool and a free
 * disk, changed by what a test names.
 */
export function poolFixture(overrides: Partial<PoolInfo> = {}): PoolInfo {
  return {
    id: 'pool-0001',
    name: 'SATA1',
    pid: '',
    protocol: 'protsata',
    raid_type: 'raid1',
    status: 'ok',
    encrypted: 0,
    lock: 0,
    disk_count: 2,
    disk_list: ['S1', 'S2'],
    cache_list: [],
    system_disks: [
      { sn: 'S1', status: 'ok', raid10_gid: 0 },
      { sn: 'S2', status: 'ok', raid10_gid: 0 },
    ],
    total_size: 4 * 1024 ** 4,
    free_size: 3 * 1024 ** 4,
    has_mount: 1,
    diskMinSize: 4 * 1024 ** 4,
    missingNum: 0,
    errorNum: 0,
    okNum: 2,
    hasErrorDisk: false,
    usr_raid_status: { status: 'active', remain_time: 0, rate: 1 },
    sys_raid_status: { status: 'active', remain_time: 0, rate: 1 },
    task: null,
    ...overrides,
  };
}

export function diskFixture(overrides: Partial<DiskInfo> = {}): DiskInfo {
  return {
    sn: 'S9',
    pos: 3,
    size: '4TB',
    total_size: 4 * 1024 ** 4,
    sizeNum: 4,
    sizeSymbol: 'TB',
    status: 'ok',
    role: 0,
    pid: '',
    model: 'Coffer Virtual HDD 4T',
    dev_type: 'sata',
    rate: 0,
    protect_list: [],
    label: '',
    smart_test: { status: 'idle', result: 'ok' },
    system_part: [],
    user_part: [],
    abnormal: false,
    isFault: false,
    temperature: 36,
    ...overrides,
  };
}

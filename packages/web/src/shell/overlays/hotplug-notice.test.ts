import { Role, type DiskInfo, type StorageSync } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { hotplugNoticeOf, type HotplugFacts } from './hotplug-notice';

function disk(sn: string, fields: Partial<DiskInfo> = {}): DiskInfo {
  return {
    sn,
    pos: 1,
    size: '4TB',
    total_size: 4e12,
    sizeNum: 4,
    sizeSymbol: 'TB',
    status: 'ok',
    role: 0,
    pid: '',
    model: 'm',
    dev_type: 'sata',
    rate: 1,
    protect_list: [],
    label: '',
    smart_test: { status: 'idle', result: 'ok' },
    system_part: [],
    user_part: [],
    abnormal: false,
    isFault: false,
    temperature: null,
    ...fields,
  };
}

const idle: StorageSync = { status: 'ok', usr: [] };
const recovering: StorageSync = {
  status: 'busy',
  usr: [{ id: 'p1', name: 'Mirror', action: 'recover', kind: 'recover', progress: 40, remain: 60 }],
};
const pushed = (sn: string, devType = 'sata') => ({
  sn,
  pos: 2,
  dev_type: devType,
  size: '4TB',
  total_size: 4e12,
  model: 'm',
});
const members = [
  disk('A', { role: 1, pid: 'p1' }),
  disk('B', { role: 1, pid: 'p1', pos: 2 }),
  disk('F', { pos: 3 }),
];
const facts = (fields: Partial<HotplugFacts> = {}): HotplugFacts => ({
  role: Role.master,
  disks: members,
  sync: idle,
  ...fields,
});
const removed = (sn: string, fields: Partial<HotplugFacts> = {}) =>
  hotplugNoticeOf('storage_hotplug_hdd_remove', pushed(sn), facts(fields));

describe('hotplugNoticeOf', () => {
  it('tells the master of a pool’s disk gone to shut down and check, the operations administrator to ask', () => {
    expect(removed('B')).toMatchObject({
      kind: 'removed',
      variant: 'member',
      disk: { sn: 'B', pos: 2, size: 4e12 },
    });
    expect(removed('B', { role: Role.devOps })).toMatchObject({ variant: 'memberOps' });
  });

  it('says both disks may be incomplete when the pool was recovering', () => {
    expect(removed('B', { sync: recovering })).toMatchObject({ variant: 'recovering' });
  });

  it('says the storage cannot be used when no disk is left', () => {
    expect(
      removed('A', {
        disks: [disk('A', { role: 1, pid: 'p1' }), disk('B', { status: 'missing', role: 1, pid: 'p1' })],
      }),
    ).toMatchObject({
      variant: 'noDisks',
    });
  });

  it('tells ordinary users to wait, whatever the disk', () => {
    expect(removed('F', { role: Role.user, disks: [] })).toMatchObject({ variant: 'wait' });
  });

  it('reads a free disk, or one the poll did not know yet, as free', () => {
    expect(removed('F')).toMatchObject({ variant: 'free' });
    expect(removed('Z')).toMatchObject({ variant: 'free' });
  });

  it('tells everyone but the master of an inserted disk', () => {
    const add = (role: HotplugFacts['role']) =>
      hotplugNoticeOf('storage_hotplug_hdd_add', pushed('N'), facts({ role }));
    expect(add(Role.master)).toBeNull();
    expect(add(Role.devOps)).toMatchObject({ kind: 'added', disk: { sn: 'N' } });
    expect(add(Role.user)).toMatchObject({ kind: 'added' });
  });

  it('ignores external disks and pushes without a serial', () => {
    expect(hotplugNoticeOf('storage_hotplug_hdd_remove', pushed('U', 'usb'), facts())).toBeNull();
    expect(hotplugNoticeOf('storage_hotplug_hdd_remove', { pos: 1 }, facts())).toBeNull();
    expect(hotplugNoticeOf('storage_hotplug_hdd_remove', null, facts())).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { BaysState } from './bays-state.js';
import { bayViews } from './bay-views.js';

const STATE: BaysState = {
  version: 1,
  bays: {
    sata1: {
      serial: 'CVD000000001',
      model: 'Coffer Virtual HDD 4T',
      sizeBytes: 4 * 2 ** 40,
      image: 'CVD000000001.img',
      state: 'present',
      failModes: ['smart-warning'],
    },
    'm2-2': {
      serial: 'CVD000000002',
      model: 'Coffer Virtual NVMe SSD 512G',
      sizeBytes: 512 * 2 ** 30,
      image: 'CVD000000002.img',
      state: 'pulled',
      failModes: [],
    },
  },
};

describe('the bay list', () => {
  const views = bayViews(
    STATE,
    { sata8: '/dev/disk/by-id/ata-REAL', usb2: '/dev/disk/by-id/usb-GONE' },
    (disk) => (disk.serial === 'CVD000000001' ? '/dev/loop4' : '/dev/loop9'),
    (path) =>
      path.endsWith('REAL')
        ? { name: 'sdb', wholeDisk: 'sdb', serial: 'WD-1', model: 'WDC WD40EFRX', sizeBytes: 4e12 }
        : undefined,
  );
  const bySlot = (slot: string) => views.find((view) => view.slot === slot);

  it('has every bay of the layout, in order', () => {
    expect(views).toHaveLength(18);
    expect(views.map((view) => view.slot).slice(0, 9)).toEqual([
      'sata1',
      'sata2',
      'sata3',
      'sata4',
      'sata5',
      'sata6',
      'sata7',
      'sata8',
      'm2-1',
    ]);
  });

  it('shows a present disk on its loop device and a pulled one on none', () => {
    expect(bySlot('sata1')).toMatchObject({
      kind: 'virtual',
      state: 'present',
      pos: 1,
      devType: 'sata',
      device: '/dev/loop4',
      failModes: ['smart-warning'],
    });
    expect(bySlot('m2-2')).toMatchObject({
      kind: 'virtual',
      state: 'pulled',
      pos: 2,
      devType: 'nvme',
      device: null,
    });
    expect(bySlot('sata2')).toMatchObject({ kind: null, state: 'empty', serial: null, device: null });
  });

  it('shows real bays with what sysfs says, or empty when their disk is not there', () => {
    expect(bySlot('sata8')).toMatchObject({
      kind: 'real',
      state: 'present',
      serial: 'WD-1',
      device: '/dev/sdb',
    });
    expect(bySlot('usb2')).toMatchObject({ kind: 'real', state: 'empty', device: null });
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFakeBlockDevice, writeUnboundLoop } from '../../../test/support/fake-sys-block.js';
import { parseBlockDevice, readBlockDevices } from './sys-block.js';

describe('parseBlockDevice', () => {
  it.each([
    [
      'a whole disk',
      {
        name: 'sda',
        size: '7814037168\n',
        removable: '0\n',
        rotational: '1\n',
        partitions: ['sda2', 'sda1'],
      },
      { sizeBytes: 7814037168 * 512, rotational: true, backingDeleted: false, partitions: ['sda1', 'sda2'] },
    ],
    [
      'a bound loop device',
      { name: 'loop3', size: '524288\n', backingFile: '/data/bays/images/CVD1.img\n', partitions: [] },
      { sizeBytes: 268435456, backingFile: '/data/bays/images/CVD1.img', backingDeleted: false },
    ],
    [
      "a pulled disk's loop, emptied and unlinked",
      { name: 'loop4', size: '0\n', backingFile: '/data/bays/images/CVD2.img (deleted)\n', partitions: [] },
      { sizeBytes: 0, backingFile: '/data/bays/images/CVD2.img', backingDeleted: true },
    ],
    [
      'a removable USB stick',
      { name: 'sdc', size: '60062500', removable: '1', rotational: '0', partitions: [] },
      { removable: true, rotational: false },
    ],
    [
      'unreadable files',
      { name: 'sdx', size: 'garbage', stat: '', partitions: [] },
      { sizeBytes: 0, sectorsWritten: 0, removable: false },
    ],
    [
      'the write counter',
      { name: 'sdb', size: '8', stat: '  1 0 8 0 42 0 3000 12 0 4 4 0 0 0 0 0 0', partitions: [] },
      { sectorsWritten: 3000 },
    ],
  ])('reads %s', (_, files, expected) => {
    expect(parseBlockDevice(files)).toMatchObject(expected);
  });
});

describe('readBlockDevices', () => {
  let sysRoot: string;
  beforeEach(() => {
    sysRoot = mkdtempSync(join(tmpdir(), 'coffer-sys-block-'));
  });
  afterEach(() => rmSync(sysRoot, { recursive: true, force: true }));

  it('lists disks and bound loops, with partitions, and leaves unbound loops out', () => {
    writeFakeBlockDevice(sysRoot, { name: 'sda', sectors: 100, rotational: true, partitions: ['sda1'] });
    writeFakeBlockDevice(sysRoot, { name: 'loop7', sectors: 2048, backingFile: '/img/a.img' });
    writeUnboundLoop(sysRoot, 'loop0');
    expect(readBlockDevices(sysRoot)).toEqual([
      {
        name: 'loop7',
        sizeBytes: 2048 * 512,
        removable: false,
        rotational: false,
        backingFile: '/img/a.img',
        backingDeleted: false,
        sectorsWritten: 0,
        partitions: [],
      },
      {
        name: 'sda',
        sizeBytes: 100 * 512,
        removable: false,
        rotational: true,
        backingDeleted: false,
        sectorsWritten: 0,
        partitions: ['sda1'],
      },
    ]);
  });

  it('reads in full only what the filter keeps, passing loops their backing file', () => {
    writeFakeBlockDevice(sysRoot, { name: 'sda', sectors: 100 });
    writeFakeBlockDevice(sysRoot, { name: 'loop1', sectors: 8, backingFile: '/mine/x.img' });
    writeFakeBlockDevice(sysRoot, { name: 'loop2', sectors: 8, backingFile: '/other/y.img (deleted)' });
    const asked: [string, string | undefined][] = [];
    const devices = readBlockDevices(sysRoot, (name, backing) => {
      asked.push([name, backing]);
      return backing?.startsWith('/mine/') === true;
    });
    expect(devices.map((device) => device.name)).toEqual(['loop1']);
    expect(asked).toEqual([
      ['loop1', '/mine/x.img'],
      ['loop2', '/other/y.img'],
      ['sda', undefined],
    ]);
  });

  it('answers nothing for a missing sysfs', () => {
    expect(readBlockDevices(join(sysRoot, 'absent'))).toEqual([]);
  });
});

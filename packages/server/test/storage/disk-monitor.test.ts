import { closeSync, openSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exec } from '../../src/platform/exec.js';
import type { BayManager } from '../../src/storage/bays/bay-manager.js';
import type { Disk } from '../../src/storage/disks/disk.js';
import { DiskMonitor, type DiskMonitorEvents } from '../../src/storage/disks/disk-monitor.js';
import { createBaySandbox, type BaySandbox } from '../support/bay-sandbox.js';

const MIB = 2 ** 20;
/** One poll a second: an event is due within about two. */
const EVENT_WITHIN_MS = 2500;

let sandbox: BaySandbox;
let bays: BayManager;
let monitor: DiskMonitor;

beforeEach(async () => {
  sandbox = createBaySandbox();
  bays = sandbox.manager();
  await bays.attachAll();
  monitor = new DiskMonitor({ bayPaths: bays.paths });
});
afterEach(async () => {
  await monitor.stop();
  await sandbox.cleanup();
  expect(sandbox.loopsInside()).toEqual([]);
});

function next(event: keyof DiskMonitorEvents, serial: string): Promise<Disk> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      monitor.off(event, listener);
      reject(new Error(`no ${event} for ${serial} within ${EVENT_WITHIN_MS} ms`));
    }, EVENT_WITHIN_MS);
    const listener = (disk: Disk) => {
      if (disk.sn !== serial) return;
      clearTimeout(timer);
      monitor.off(event, listener);
      resolve(disk);
    };
    monitor.on(event, listener);
  });
}

async function eventFor(event: keyof DiskMonitorEvents, act: () => Promise<string>): Promise<Disk> {
  let serial = '';
  const disks: Disk[] = [];
  const listener = (disk: Disk) => disks.push(disk);
  monitor.on(event, listener);
  try {
    serial = await act();
    const already = disks.find((disk) => disk.sn === serial);
    return already ?? (await next(event, serial));
  } finally {
    monitor.off(event, listener);
  }
}

describe('disk discovery on real loop devices', () => {
  it('reports a disk inserted into a bay within two seconds, with its serial, pos and size', async () => {
    await monitor.start();
    const disk = await eventFor(
      'disk-added',
      async () => (await bays.insert('sata4', { size: '192M' })).serial,
    );
    expect(disk).toMatchObject({
      pos: 4,
      dev_type: 'sata',
      total_size: 192 * MIB,
      size: '192MB',
      status: 'ok',
    });
    expect(monitor.messages.list('new_hdd_msg').map((message) => message.sn)).toEqual([disk.sn]);
  });

  it('reports a pulled disk removed, at once even while something holds its loop open', async () => {
    const idle = await bays.insert('sata1', { size: '64M' });
    const held = await bays.insert('m2-2', { size: '64M' });
    await monitor.start();
    expect(
      monitor
        .list()
        .map((disk) => disk.sn)
        .sort(),
    ).toEqual([idle.serial, held.serial].sort());

    const gone = await eventFor('disk-removed', async () => (await bays.pull('sata1')).serial);
    expect(gone).toMatchObject({ sn: idle.serial, status: 'missing' });

    const fd = openSync(held.device!, 'r');
    try {
      const pulled = await eventFor('disk-removed', async () => (await bays.pull('m2-2')).serial);
      expect(pulled).toMatchObject({ sn: held.serial, pos: 2, dev_type: 'nvme' });
    } finally {
      closeSync(fd);
    }
    expect(monitor.list()).toEqual([]);
    expect(monitor.list([held.serial])).toMatchObject([{ sn: held.serial, status: 'missing', pos: 2 }]);
  });

  it('reads the label mkfs.btrfs -L writes on a bay disk', async () => {
    const inserted = await bays.insert('sata2', { size: '256M' });
    await monitor.start();
    expect(monitor.list()[0]!.label).toBe('');
    const changed = await eventFor('disk-changed', async () => {
      await exec('mkfs.btrfs', ['-f', '-q', '-L', 'coffer-disks', inserted.device!]);
      return inserted.serial;
    });
    expect(changed.label).toBe('coffer-disks');
  });

  it('never reports the system disk or a loop device the bays did not make', async () => {
    const own = join(sandbox.dataDir, 'not-a-bay.img');
    writeFileSync(own, '');
    await exec('truncate', ['-s', '64M', own]);
    await sandbox.attachOwnLoop(own);
    const inserted = await bays.insert('usb1', { size: '64M' });
    await monitor.start();
    await monitor.poll();
    expect(monitor.list().map((disk) => [disk.sn, disk.dev_type, disk.role])).toEqual([
      [inserted.serial, 'usb', 5],
    ]);
  });

  it("reads a real bay disk's SMART once when it is discovered, and takes each check's reading", async () => {
    const own = join(sandbox.dataDir, 'real-disk.img');
    writeFileSync(own, '');
    await exec('truncate', ['-s', '64M', own]);
    const device = await sandbox.attachOwnLoop(own);
    const reads: string[] = [];
    monitor = new DiskMonitor({
      bayPaths: bays.paths,
      realBays: { sata5: device },
      readSmart: async (path) => {
        reads.push(path);
        return { result: 'warning', temperature: 41 };
      },
    });
    await monitor.start();
    await monitor.poll();
    await monitor.poll();
    const [disk] = monitor.list();
    expect(disk).toMatchObject({
      pos: 5,
      smart_test: { result: 'warning' },
      abnormal: true,
      temperature: 41,
    });
    expect(reads).toEqual([device]);

    // A check that could not read the disk tells nothing new; one that did is the disk's result.
    monitor.smartRead(disk!.sn, 'cmderr', null);
    expect(monitor.list()[0]).toMatchObject({ smart_test: { result: 'warning' }, temperature: 41 });
    monitor.smartRead(disk!.sn, 'ok', 39);
    expect(monitor.list()[0]).toMatchObject({
      smart_test: { result: 'ok' },
      abnormal: false,
      temperature: 39,
    });
    expect(reads).toEqual([device]);
  });
});

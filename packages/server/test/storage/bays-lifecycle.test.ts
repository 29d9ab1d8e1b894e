import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Code } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BayError } from '../../src/storage/bays/bay-error.js';
import { loopBacking } from '../../src/storage/bays/loop-devices.js';
import { createBaySandbox, waitUntil, type BaySandbox } from '../support/bay-sandbox.js';

const GIB = 2 ** 30;
const TIB = 2 ** 40;

let sandbox: BaySandbox;
beforeEach(() => {
  sandbox = createBaySandbox();
});
afterEach(async () => {
  await sandbox.cleanup();
  expect(sandbox.loopsInside()).toEqual([]);
});

function presentDevices(views: Awaited<ReturnType<ReturnType<BaySandbox['manager']>['list']>>) {
  return views.filter((bay) => bay.state === 'present').map((bay) => [bay.slot, bay.device]);
}

describe('virtual bays at start and power-off', () => {
  it('gives a new data directory two 4 TiB SATA disks and a 512 GiB M.2 SSD, unformatted', async () => {
    const bays = sandbox.manager();
    await bays.boot('default');
    const present = (await bays.list()).filter((bay) => bay.state === 'present');
    expect(present.map((bay) => [bay.slot, bay.devType, bay.pos, bay.sizeBytes, bay.model])).toEqual([
      ['sata1', 'sata', 1, 4 * TIB, 'Coffer Virtual HDD 4T'],
      ['sata2', 'sata', 2, 4 * TIB, 'Coffer Virtual HDD 4T'],
      ['m2-1', 'nvme', 1, 512 * GIB, 'Coffer Virtual NVMe SSD 512G'],
    ]);
    for (const bay of present) {
      expect(bay.serial).toMatch(/^CVD\d{9}$/);
      expect(bay.device).toMatch(/^\/dev\/loop\d+$/);
      expect(loopBacking(bay.device!)?.backingFile).toBe(join(bays.paths.imagesDir, bay.image!));
    }
  });

  it('creates the default disks once and never again', async () => {
    const first = sandbox.manager();
    await first.boot('default');
    const serials = (await first.list()).map((bay) => bay.serial);
    await first.pull('sata2');
    await first.detachAll();

    const second = sandbox.manager();
    await second.boot('default');
    const after = await second.list();
    expect(after.map((bay) => bay.serial)).toEqual(serials);
    expect(after.find((bay) => bay.slot === 'sata2')?.state).toBe('pulled');
    expect(readdirSync(second.paths.imagesDir).sort()).toHaveLength(3);
  });

  it('starts empty with bays "none", creating no file and no loop device', async () => {
    const bays = sandbox.manager();
    await bays.boot('none');
    expect(existsSync(bays.paths.root)).toBe(false);
    expect(sandbox.loopsInside()).toEqual([]);
    expect((await bays.list()).every((bay) => bay.state === 'empty')).toBe(true);
  });

  it('detaches exactly the loops it attached at power-off and attaches them again at the next start', async () => {
    const bays = sandbox.manager();
    await bays.insert('sata4', { size: '1G' });
    await bays.insert('esata1', { size: '2G' });
    expect(sandbox.loopsInside()).toEqual([]);

    const attached = await bays.attachAll();
    expect(attached.map((entry) => entry.slot)).toEqual(['sata4', 'esata1']);
    expect(presentDevices(await bays.list())).toEqual(attached.map((entry) => [entry.slot, entry.device]));

    expect((await bays.detachAll()).sort()).toEqual(attached.map((entry) => entry.device).sort());
    expect(await waitUntil(() => sandbox.loopsInside().length === 0)).toBe(true);
    expect(presentDevices(await bays.list())).toEqual([
      ['sata4', null],
      ['esata1', null],
    ]);

    await bays.attachAll();
    expect(sandbox.loopsInside()).toHaveLength(2);
  });

  it('keeps a 4 TiB disk in a sparse image that costs a few MiB of the host', async () => {
    const bays = sandbox.manager();
    await bays.attachAll();
    const disk = await bays.insert('sata3', { size: '4T' });
    const image = join(bays.paths.imagesDir, `${disk.serial}.img`);
    expect(statSync(image).size).toBe(4 * TIB);
    expect(statSync(image).blocks * 512).toBeLessThan(4 * 2 ** 20);
    const sectors = readFileSync(`/sys/block/${disk.device!.replace('/dev/', '')}/size`, 'utf8');
    expect(Number(sectors) * 512).toBe(4 * TIB);
  });

  it('leaves a disk pulled while powered off absent at the next start', async () => {
    const offline = sandbox.manager();
    const disk = await offline.insert('sata3', { size: '1G' });
    await offline.pull('sata3');
    expect(existsSync(join(offline.paths.imagesDir, `${disk.serial}.img.pulled`))).toBe(true);

    const daemon = sandbox.manager();
    expect(await daemon.attachAll()).toEqual([]);
    expect(sandbox.loopsInside()).toEqual([]);
    const sata3 = (await daemon.list()).find((bay) => bay.slot === 'sata3');
    expect(sata3).toMatchObject({ state: 'pulled', serial: disk.serial, device: null });
  });

  it('drops a loop left by a daemon that died when its disk was pulled before the next start', async () => {
    const died = sandbox.manager();
    await died.attachAll();
    const disk = await died.insert('sata5', { size: '1G' });
    // The daemon dies here without powering off; the disk is then pulled with the CLI.
    await sandbox.manager().pull('sata5');
    expect(loopBacking(disk.device!)?.backingFile).toMatch(/\.pulled$/);

    await sandbox.manager().attachAll();
    expect(await waitUntil(() => loopBacking(disk.device!) === undefined)).toBe(true);
  });

  it('refuses to create an image when the host is low on space, saying how much is free', async () => {
    const total = 100 * GIB;
    const low = sandbox.manager({ readHostSpace: async () => ({ freeBytes: 4 * GIB, totalBytes: total }) });
    const error = await low.insert('sata1', { size: '4T' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BayError);
    expect(error).toMatchObject({ code: Code.hostLowOnSpace, params: { free: '4G', reserve: '5G' } });
    expect(existsSync(low.paths.imagesDir) && readdirSync(low.paths.imagesDir)).toEqual(false);

    const enough = sandbox.manager({
      readHostSpace: async () => ({ freeBytes: 5 * GIB, totalBytes: total }),
    });
    await expect(enough.insert('sata1', { size: '4T' })).resolves.toMatchObject({ slot: 'sata1' });
  });

  it('refuses unknown bays, taken bays, bad sizes and duplicate serials with their codes', async () => {
    const bays = sandbox.manager();
    await bays.insert('usb1', { size: '1G', serial: 'USB-0001', model: 'Portable 1T' });
    const refusal = (work: Promise<unknown>) =>
      work.then(
        () => undefined,
        (error: BayError) => error.code,
      );
    expect(await refusal(bays.insert('sata9', { size: '1G' }))).toBe(Code.unknownBay);
    expect(await refusal(bays.insert('usb1', { size: '1G' }))).toBe(Code.bayOccupied);
    expect(await refusal(bays.insert('usb2', { size: '4TB' }))).toBe(Code.badDiskSize);
    expect(await refusal(bays.insert('usb2', {}))).toBe(Code.diskSizeRequired);
    expect(await refusal(bays.insert('usb2', { size: '1G', serial: 'USB-0001' }))).toBe(Code.serialTaken);
    expect(await refusal(bays.pull('usb2'))).toBe(Code.bayEmpty);
    expect(await refusal(bays.fail('usb1', 'melt'))).toBe(Code.badFailMode);
    expect((await bays.list()).find((bay) => bay.slot === 'usb1')).toMatchObject({
      devType: 'usb',
      model: 'Portable 1T',
    });
  });
});

import { closeSync, existsSync, fsyncSync, openSync, readFileSync, readSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { Code } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BayManager } from '../../src/storage/bays/bay-manager.js';
import { loopBacking } from '../../src/storage/bays/loop-devices.js';
import { createBaySandbox, waitUntil, type BaySandbox } from '../support/bay-sandbox.js';

const MIB = 2 ** 20;
const PATTERN_OFFSETS = [0, 100 * MIB, 255 * MIB];

let sandbox: BaySandbox;
let bays: BayManager;
beforeEach(async () => {
  sandbox = createBaySandbox();
  bays = sandbox.manager();
  await bays.attachAll();
});
afterEach(async () => {
  await sandbox.cleanup();
  expect(sandbox.loopsInside()).toEqual([]);
});

function pattern(offset: number): Buffer {
  return Buffer.alloc(4096, `coffer bay pattern at ${offset} `);
}

function writePatterns(device: string, offsets = PATTERN_OFFSETS): void {
  const fd = openSync(device, 'r+');
  try {
    for (const offset of offsets) writeSync(fd, pattern(offset), 0, 4096, offset);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function readBlock(device: string, offset: number): Buffer {
  const fd = openSync(device, 'r');
  try {
    const block = Buffer.alloc(4096);
    readSync(fd, block, 0, 4096, offset);
    return block;
  } finally {
    closeSync(fd);
  }
}

describe('pulling and re-inserting a disk', () => {
  it('keeps the data of a pulled disk and gives it back when re-inserted', async () => {
    const inserted = await bays.insert('sata2', { size: '256M' });
    writePatterns(inserted.device!);

    const pulled = await bays.pull('sata2');
    expect(pulled).toMatchObject({ slot: 'sata2', serial: inserted.serial, device: inserted.device });
    expect(existsSync(join(bays.paths.imagesDir, `${inserted.serial}.img`))).toBe(false);
    expect(existsSync(join(bays.paths.imagesDir, pulled.kept))).toBe(true);
    expect((await bays.list()).find((bay) => bay.slot === 'sata2')).toMatchObject({
      state: 'pulled',
      device: null,
    });

    const back = await bays.insert('sata2', {});
    expect(back).toMatchObject({ restored: true, serial: inserted.serial, sizeBytes: 256 * MIB });
    for (const offset of PATTERN_OFFSETS) expect(readBlock(back.device!, offset)).toEqual(pattern(offset));
  });

  it('cuts the I/O of an attached disk at once: reads on the open device fail or find nothing', async () => {
    const inserted = await bays.insert('sata3', { size: '64M' });
    const device = inserted.device!;
    writePatterns(device, [0]);
    // Held open like a mounted pool holds its members, so the loop outlives the pull.
    const fd = openSync(device, 'r');
    try {
      await bays.pull('sata3');
      expect(readFileSync(`/sys/block/${device.replace('/dev/', '')}/size`, 'utf8').trim()).toBe('0');
      const block = Buffer.alloc(4096);
      let outcome: string;
      try {
        outcome = readSync(fd, block, 0, 4096, 0) === 0 ? 'no bytes' : 'data';
      } catch (error) {
        outcome = (error as NodeJS.ErrnoException).code ?? 'error';
      }
      expect(['no bytes', 'EIO']).toContain(outcome);
    } finally {
      closeSync(fd);
    }
    // The kernel detaches the loop once its last user lets go, as a pulled disk leaves /sys/block.
    expect(await waitUntil(() => loopBacking(device)?.backingFile.includes(inserted.serial) !== true)).toBe(
      true,
    );
  });

  it('moves a pulled disk to another bay and replaces a remembered disk with a new one', async () => {
    const first = await bays.insert('sata1', { size: '64M' });
    await bays.pull('sata1');
    const refusal = await bays.insert('sata1', { size: '64M', serial: first.serial }).catch((e) => e.code);
    expect(refusal).toBe(Code.serialTaken);

    const moved = await bays.insert('sata6', { serial: first.serial });
    expect(moved).toMatchObject({ slot: 'sata6', restored: true });
    expect((await bays.list()).find((bay) => bay.slot === 'sata1')?.state).toBe('empty');

    await bays.pull('sata6');
    await bays.insert('sata1', { size: '64M' });
    const blocked = await bays.insert('sata1', { serial: first.serial }).catch((e) => e.code);
    expect(blocked).toBe(Code.bayOccupied);
    const replaced = await bays.insert('sata7', { size: '64M' });
    expect(replaced.discarded).toBeNull();
    await bays.pull('sata7');
    const fresh = await bays.insert('sata7', { size: '128M' });
    expect(fresh.discarded).toBe(replaced.serial);
    expect(existsSync(join(bays.paths.imagesDir, `${replaced.serial}.img.pulled`))).toBe(false);
  });
});

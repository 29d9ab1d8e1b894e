import { truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Code } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BayError } from '../../src/storage/bays/bay-error.js';
import { findSystemDisks } from '../../src/storage/bays/system-disk.js';
import { createBaySandbox, type BaySandbox } from '../support/bay-sandbox.js';

let sandbox: BaySandbox;
beforeEach(() => {
  sandbox = createBaySandbox();
});
afterEach(async () => {
  await sandbox.cleanup();
  expect(sandbox.loopsInside()).toEqual([]);
});

const refusalOf = (work: () => unknown) => {
  try {
    work();
    return undefined;
  } catch (error) {
    return (error as BayError).code;
  }
};

async function ownLoop(): Promise<string> {
  const file = join(sandbox.dataDir, 'not-a-bay.img');
  writeFileSync(file, '');
  truncateSync(file, 64 * 2 ** 20);
  return sandbox.attachOwnLoop(file);
}

describe('the write guard', () => {
  it('answers the bay of a virtual disk’s loop device', async () => {
    const bays = sandbox.manager();
    await bays.attachAll();
    const disk = await bays.insert('m2-3', { size: '64M' });
    expect(bays.assertBayDevice(disk.device!)).toEqual({ slot: 'm2-3', kind: 'virtual' });
  });

  it('refuses a loop device whose image is not in a bay, and a pulled disk’s', async () => {
    const bays = sandbox.manager();
    await bays.attachAll();
    const stranger = await ownLoop();
    expect(refusalOf(() => bays.assertBayDevice(stranger))).toBe(Code.notBayDevice);
    const disk = await bays.insert('sata1', { size: '64M' });
    await bays.pull('sata1');
    expect(refusalOf(() => bays.assertBayDevice(disk.device!))).toBe(Code.notBayDevice);
  });

  it('refuses the system disk, even when config.json names it as a real bay', () => {
    const [systemDisk] = [...findSystemDisks()];
    if (!systemDisk) return; // a root filesystem on no block device (a container overlay)
    const bays = sandbox.manager({ realBays: { sata8: `/dev/${systemDisk}` } });
    expect(refusalOf(() => bays.assertBayDevice(`/dev/${systemDisk}`))).toBe(Code.systemDisk);
  });

  it('accepts a real disk assigned to a bay in config.json, and only that one', async () => {
    const disk = await ownLoop();
    const bays = sandbox.manager({ realBays: { sata5: disk } });
    expect(bays.assertBayDevice(disk)).toEqual({ slot: 'sata5', kind: 'real' });
    expect(refusalOf(() => sandbox.manager().assertBayDevice(disk))).toBe(Code.notBayDevice);
    const listed = (await bays.list()).find((bay) => bay.slot === 'sata5');
    expect(listed).toMatchObject({ kind: 'real', state: 'present', device: disk, sizeBytes: 64 * 2 ** 20 });
    await expect(bays.insert('sata5', { size: '1G' })).rejects.toMatchObject({ code: Code.realDiskBay });
  });

  it('refuses what is not a block device', () => {
    const bays = sandbox.manager();
    expect(refusalOf(() => bays.assertBayDevice('/etc/hostname'))).toBe(Code.notBlockDevice);
    expect(refusalOf(() => bays.assertBayDevice('/dev/no-such-disk'))).toBe(Code.notBlockDevice);
  });
});

import { closeSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Code } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BayManager } from '../../src/storage/bays/bay-manager.js';
import type { ExternalDisks } from '../../src/storage/external/external-disks.js';
import { ExternalRemoval } from '../../src/storage/external/external-removal.js';
import type { JobRegistry } from '../../src/storage/jobs/job-registry.js';
import { StorageError } from '../../src/storage/storage-error.js';
import { startExternalStage, stopExternalStage, type ExternalStage } from '../support/external-stage.js';

/** Safely removing a USB disk in a virtual bay (`/device/remove`): real loops, real filesystems. */
let stage: ExternalStage;
let bays: BayManager;
let jobs: JobRegistry;
let external: ExternalDisks;
let poolSerials: Set<string>;
let removal: ExternalRemoval;

beforeEach(async () => {
  stage = await startExternalStage();
  ({ bays, jobs, external, poolSerials } = stage);
  removal = new ExternalRemoval({ external, bays });
});

afterEach(() => stopExternalStage(stage));

async function formattedUsb(slot: string) {
  const disk = await bays.insert(slot, { size: '64M' });
  const { jobId } = await external.format(disk.device!, 'ext4', 'Travel');
  expect((await jobs.whenFinished(jobId)).state).toBe('done');
  return disk;
}

async function refusal(work: () => Promise<unknown>): Promise<StorageError> {
  try {
    await work();
  } catch (error) {
    if (error instanceof StorageError) return error;
    throw error;
  }
  throw new Error('not refused');
}

const mounts = () => readFileSync('/proc/self/mountinfo', 'utf8');

describe('safely removing an external disk', () => {
  it('unmounts, flushes and pulls the disk from its bay; put back, it has the file', async () => {
    const disk = await formattedUsb('usb1');
    const part = await external.mount(disk.device!);
    writeFileSync(join(part.mountPoint!, 'report.txt'), 'written before removal');

    const removed = await removal.remove({ dev: disk.device! });
    expect(removed).toEqual({ dev: disk.device, unmounted: [part.mountPoint], detached: 'pulled' });
    expect(mounts()).not.toContain(part.mountPoint!);
    const bay = (await bays.list()).find((view) => view.slot === 'usb1')!;
    expect(bay).toMatchObject({ state: 'pulled', device: null });
    expect(await external.list()).toEqual([]);

    const back = await bays.insert('usb1', {});
    expect(back.restored).toBe(true);
    const again = await external.mount((await bays.list()).find((view) => view.slot === 'usb1')!.device!);
    expect(readFileSync(join(again.mountPoint!, 'report.txt'), 'utf8')).toBe('written before removal');
  });

  it('finds the disk by a partition UUID, mounted or not', async () => {
    const disk = await formattedUsb('usb2');
    const [listed] = await external.list();
    const uuid = listed!.partitions[0]!.uuid!;
    expect(await removal.remove({ uuid })).toEqual({ dev: disk.device, unmounted: [], detached: 'pulled' });
    expect((await refusal(() => removal.remove({ uuid }))).code).toBe(Code.deviceRemoveUnknown);
  });

  it('refuses a busy disk and a pool member with the engine’s codes, and leaves them in place', async () => {
    const disk = await formattedUsb('usb1');
    const part = await external.mount(disk.device!);
    const held = openSync(join(part.mountPoint!, 'open.txt'), 'w');
    try {
      expect((await refusal(() => removal.remove({ dev: disk.device! }))).code).toBe(
        Code.externalUnmountFailed,
      );
    } finally {
      closeSync(held);
    }
    expect(mounts()).toContain(part.mountPoint!);
    expect((await bays.list()).find((view) => view.slot === 'usb1')!.state).toBe('present');

    poolSerials.add(disk.serial);
    expect((await refusal(() => removal.remove({ dev: disk.device! }))).code).toBe(Code.externalPoolMember);
    expect(mounts()).toContain(part.mountPoint!);
  });
});

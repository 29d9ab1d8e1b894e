import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BaySandbox, createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import { createSataPool } from '../support/degraded-pool.js';
import {
  engineReplaceJob,
  expectCleanScrub,
  expectFilesIntact,
  expectTruthWithin3s,
  followJob,
  leftBehind,
} from '../support/fault-checks.js';
import { insertDisks, ownerToken, startPoolDevice } from '../support/pool-device.js';
import { writeFiles } from '../support/pool-files.js';
import type { TestDevice } from '../support/test-device.js';

let sandbox: BaySandbox;
let test: TestDevice | undefined;
beforeEach(() => {
  sandbox = createBaySandbox();
});
afterEach(async () => {
  await tearDownSandbox(sandbox, test);
  test = undefined;
  expect(leftBehind(sandbox.dataDir)).toEqual({ loops: [], mounts: [], processes: [] });
});

/**
 * A mounted pool of `slots` with files on it; the `pulled` slots are pulled one after the other
 * (each time degraded within 3 s, the files still readable), written to, then put back, and the
 * engine re-attaches them: ok again with every file intact and a clean scrub.
 */
async function pullAndPutBack(raidType: string, slots: string[], pulled: string[]) {
  test = await startPoolDevice(sandbox);
  const device = test;
  const token = await ownerToken(device);
  const disks = Object.fromEntries(slots.map((slot) => [slot, '100G']));
  const serials = (await insertDisks(device, disks)).map((disk) => disk.serial);
  const { poolId } = await createSataPool(device, token, raidType, serials);
  const mountPoint = device.device.pools.mountPoint(poolId);
  const files = await writeFiles(mountPoint, 3, 2 * 2 ** 20);
  await expectTruthWithin3s(device, token, poolId, 'ok', Date.now());

  for (const [index, slot] of pulled.entries()) {
    const fault = Date.now();
    await device.device.bays.pull(slot);
    const pool = await expectTruthWithin3s(device, token, poolId, 'degraded', fault);
    expect(pool.missingNum).toBe(index + 1);
    expectFilesIntact(mountPoint, files);
  }
  const duringDir = join(mountPoint, 'during');
  mkdirSync(duringDir);
  const during = await writeFiles(duringDir, 2, 2 * 2 ** 20);

  const back = Date.now();
  for (const slot of pulled) await device.device.bays.insert(slot, {});
  await expectTruthWithin3s(device, token, poolId, 'degraded', back);
  const job = await engineReplaceJob(device, poolId, back);
  const { job: done, seen } = await followJob(device, token, poolId, job.id);
  expect(done).toMatchObject({ state: 'done', percent: 100 });
  expect(seen).not.toContain('ok');
  const healed = await expectTruthWithin3s(device, token, poolId, 'ok', Date.now());
  expect(healed).toMatchObject({ disk_list: serials, missingNum: 0, errorNum: 0 });
  expectFilesIntact(mountPoint, files);
  expectFilesIntact(duringDir, during);
  await expectCleanScrub(device, token, poolId);
}

describe('fault tour: parity pools', () => {
  it('RAID5: a member pulled while mounted is degraded, and re-attached once put back', async () => {
    await pullAndPutBack('raid5', ['sata1', 'sata2', 'sata3'], ['sata2']);
  }, 180_000);

  it('RAID6: one member, then a second, pulled while mounted; both re-attached once put back', async () => {
    await pullAndPutBack('raid6', ['sata1', 'sata2', 'sata3', 'sata4'], ['sata2', 'sata4']);
  }, 180_000);
});

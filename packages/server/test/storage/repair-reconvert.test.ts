import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { exec } from '../../src/platform/exec.js';
import type { JobView } from '../../src/storage/jobs/job.js';
import { type BaySandbox, createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import { createSataPool, poolInfo, repairPool } from '../support/degraded-pool.js';
import {
  insertDisks,
  ownerToken,
  passPasswordCheck,
  startPoolDevice,
  waitForJob,
} from '../support/pool-device.js';
import { readDigests, writeFiles } from '../support/pool-files.js';
import type { TestDevice } from '../support/test-device.js';

let sandbox: BaySandbox;
let test: TestDevice | undefined;
beforeEach(() => {
  sandbox = createBaySandbox();
});
afterEach(async () => {
  await tearDownSandbox(sandbox, test);
  test = undefined;
});

/** Block group kind → profiles, from `btrfs filesystem df` (GlobalReserve is no chunk). */
async function chunkProfiles(mountPoint: string): Promise<Record<string, string[]>> {
  const { stdout } = await exec('btrfs', ['filesystem', 'df', mountPoint]);
  const profiles: Record<string, string[]> = {};
  for (const match of stdout.matchAll(/^(Data|Metadata|System), (\w+):/gm)) {
    (profiles[match[1]!] ??= []).push(match[2]!.toLowerCase());
  }
  return profiles;
}

const ALL_RAID1 = { Data: ['raid1'], Metadata: ['raid1'], System: ['raid1'] };

/**
 * A RAID1 pool whose second member was pulled while the device was off, mounted degraded on the
 * administrator's word and written: btrfs, one disk short, allocates single chunks.
 */
async function degradedAndWritten() {
  test = await startPoolDevice(sandbox);
  let token = await ownerToken(test);
  const disks = await insertDisks(test, { sata1: '120G', sata2: '120G' });
  const serials = disks.map((disk) => disk.serial);
  const { poolId } = await createSataPool(test, token, 'raid1', serials);
  const mountPoint = test.device.pools.mountPoint(poolId);
  const written = [{ dir: mountPoint, files: await writeFiles(mountPoint, 2, 4 * 2 ** 20) }];

  await test.close();
  await sandbox.manager().pull('sata2');
  test = await startPoolDevice(sandbox);
  token = await ownerToken(test, false);
  const confirmed = await test.post(
    '/zspool/confirm',
    { id: poolId, option: 'mountpool' },
    { token, json: true },
  );
  expect(confirmed.data).toMatchObject({ has_mount: 1, status: 'degraded' });

  // More than the RAID1 data chunk holds.
  await exec('fallocate', ['-l', '1200M', join(mountPoint, 'reserved.bin')]);
  const degradedDir = join(mountPoint, 'written-degraded');
  mkdirSync(degradedDir);
  written.push({ dir: degradedDir, files: await writeFiles(degradedDir, 4, 4 * 2 ** 20) });
  expect((await chunkProfiles(mountPoint)).Data).toContain('single');
  return { device: test, token, poolId, mountPoint, lost: serials[1]!, written };
}

it('puts chunks written while a RAID1 pool was degraded back on RAID1 when it is repaired', async () => {
  const { device, token, poolId, mountPoint, lost, written } = await degradedAndWritten();
  const [fresh] = await insertDisks(device, { sata3: '120G' });
  const repaired = await repairPool(device, token, poolId, [lost], [fresh!.serial]);
  expect(repaired).toMatchObject({ kind: 'replace', state: 'done', percent: 100 });
  expect(await poolInfo(device, token, poolId)).toMatchObject({ status: 'ok', missingNum: 0 });
  expect(await chunkProfiles(mountPoint)).toEqual(ALL_RAID1);
  for (const { dir, files } of written) expect(readDigests(dir, files.keys())).toEqual(files);
}, 120_000);

it('does the same when a hot spare takes the lost member’s place', async () => {
  const { device, token, poolId, mountPoint, written } = await degradedAndWritten();
  const [spare] = await insertDisks(device, { sata3: '120G' });
  await passPasswordCheck(device, token);
  const set = await device.post(
    '/zspool/spare/cfg',
    { sn: spare!.serial, pids: [poolId] },
    { token, json: true },
  );
  expect(set.success, set.message).toBe(true);

  let replaceJob: JobView | undefined;
  for (let attempt = 0; !replaceJob && attempt < 300; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    replaceJob = device.device.jobs.latest('replace');
  }
  expect(replaceJob).toMatchObject({ kind: 'replace', poolId });
  expect(await waitForJob(device, token, replaceJob!.id)).toMatchObject({ state: 'done', percent: 100 });
  expect(await poolInfo(device, token, poolId)).toMatchObject({ status: 'ok', missingNum: 0 });
  expect(await chunkProfiles(mountPoint)).toEqual(ALL_RAID1);
  for (const { dir, files } of written) expect(readDigests(dir, files.keys())).toEqual(files);
}, 120_000);

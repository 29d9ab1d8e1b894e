import { execFileSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showFilesystem } from '../../src/storage/btrfs/filesystem.js';
import { type BaySandbox, createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import { createSataPool, poolInfo, repairPool, waitForStatus } from '../support/degraded-pool.js';
import { readDigests, writeFiles } from '../support/pool-files.js';
import { insertDisks, ownerToken, startPoolDevice } from '../support/pool-device.js';
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

describe('a RAID5 pool that loses a member', () => {
  it('is degraded at once, mounts degraded on confirm after a restart and is repaired', async () => {
    test = await startPoolDevice(sandbox);
    let token = await ownerToken(test);
    const disks = await insertDisks(test, { sata1: '120G', sata2: '120G', sata3: '120G' });
    const serials = disks.map((disk) => disk.serial);
    const { poolId, job } = await createSataPool(test, token, 'raid5', serials);
    expect(job.state).toBe('done');
    const mountPoint = test.device.pools.mountPoint(poolId);
    const files = await writeFiles(mountPoint, 3, 4 * 2 ** 20);
    execFileSync('sync');

    await test.device.bays.pull('sata1');
    const { pool, elapsedMs } = await waitForStatus(test, token, poolId, 'degraded', 3000);
    expect(elapsedMs).toBeLessThan(3000);
    expect(pool).toMatchObject({ has_mount: 1, missingNum: 1, okNum: 2 });
    expect(readDigests(mountPoint, files.keys())).toEqual(files);

    await test.close();
    test = await startPoolDevice(sandbox);
    token = await ownerToken(test, false);
    expect(await poolInfo(test, token, poolId)).toMatchObject({ status: 'suspended', has_mount: 0 });
    const confirmed = await test.post(
      '/zspool/confirm',
      { id: poolId, option: 'mountpool' },
      { token, json: true },
    );
    expect(confirmed.data).toEqual({ id: poolId, has_mount: 1, status: 'degraded' });
    expect(readDigests(mountPoint, files.keys())).toEqual(files);

    const [fresh] = await insertDisks(test, { sata4: '130G' });
    const repaired = await repairPool(test, token, poolId, [serials[0]!], [fresh!.serial]);
    expect(repaired).toMatchObject({ kind: 'replace', state: 'done' });
    expect(await poolInfo(test, token, poolId)).toMatchObject({
      status: 'ok',
      disk_list: [fresh!.serial, serials[1], serials[2]],
      total_size: 240 * 2 ** 30,
    });
    expect(readDigests(mountPoint, files.keys())).toEqual(files);
    const shown = await showFilesystem(mountPoint);
    expect(shown.missingDevids).toEqual([]);
    expect(shown.devices.some((device) => device.path === fresh!.device)).toBe(true);
  });
});

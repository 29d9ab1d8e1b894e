import { execFileSync } from 'node:child_process';
import { Code } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showFilesystem } from '../../src/storage/btrfs/filesystem.js';
import { type BaySandbox, createBaySandbox, tearDownSandbox, waitUntil } from '../support/bay-sandbox.js';
import { createSataPool, poolInfo, repairPool, waitForStatus } from '../support/degraded-pool.js';
import { readDigests, writeFiles } from '../support/pool-files.js';
import { insertDisks, ownerToken, passPasswordCheck, startPoolDevice } from '../support/pool-device.js';
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

describe('a RAID1 pool that loses a member', () => {
  it('stays readable and degraded, waits after a restart, mounts degraded on confirm and is repaired', async () => {
    test = await startPoolDevice(sandbox);
    let token = await ownerToken(test);
    const disks = await insertDisks(test, { sata1: '120G', sata2: '120G' });
    const serials = disks.map((disk) => disk.serial);
    const { poolId, job } = await createSataPool(test, token, 'raid1', serials);
    expect(job.state).toBe('done');
    const mountPoint = test.device.pools.mountPoint(poolId);
    const files = await writeFiles(mountPoint, 3, 4 * 2 ** 20);
    execFileSync('sync');

    // Pulled while mounted: still readable from the other copy, degraded within 3 s.
    const health = test.device.health;
    const changes: string[] = [];
    health.onChange((change) => changes.push(`${change.poolId}:${change.status}`));
    const pulledAt = Date.now();
    await test.device.bays.pull('sata2');
    const { pool, elapsedMs } = await waitForStatus(test, token, poolId, 'degraded', 3000);
    expect(elapsedMs).toBeLessThan(3000);
    expect(pool).toMatchObject({ has_mount: 1, missingNum: 1, okNum: 1 });
    expect(readDigests(mountPoint, files.keys())).toEqual(files);
    // The monitor reported it too, within 3 s of the pull.
    expect(
      await waitUntil(() => changes.includes(`${poolId}:degraded`), 3000 - (Date.now() - pulledAt)),
    ).toBe(true);
    expect(health.statusOf(poolId)).toMatchObject({ status: 'degraded', missingNum: 1 });

    // Restarted: the pool waits, unmounted, for the administrator.
    await test.close();
    test = await startPoolDevice(sandbox);
    token = await ownerToken(test, false);
    expect(await poolInfo(test, token, poolId)).toMatchObject({
      status: 'suspended',
      has_mount: 0,
      missingNum: 1,
    });

    const confirmed = await test.post(
      '/zspool/confirm',
      { id: poolId, option: 'mountpool' },
      { token, json: true },
    );
    expect(confirmed.data).toEqual({ id: poolId, has_mount: 1, status: 'degraded' });
    expect(readDigests(mountPoint, files.keys())).toEqual(files);

    // Repaired onto a new disk: healthy again, same files, no missing device.
    const [fresh] = await insertDisks(test, { sata3: '120G' });
    const repaired = await repairPool(test, token, poolId, [serials[1]!], [fresh!.serial]);
    expect(repaired).toMatchObject({ kind: 'replace', state: 'done', percent: 100 });
    expect(await poolInfo(test, token, poolId)).toMatchObject({
      status: 'ok',
      disk_list: [serials[0], fresh!.serial],
      missingNum: 0,
      errorNum: 0,
    });
    expect(readDigests(mountPoint, files.keys())).toEqual(files);
    const shown = await showFilesystem(mountPoint);
    expect(shown.missingDevids).toEqual([]);
    expect(shown.someMissing).toBe(false);
    // Loop device names can change across the restart: compare the disks by serial.
    const serialOf = new Map((await test.device.bays.list()).map((bay) => [bay.device, bay.serial]));
    expect(shown.devices.map((device) => serialOf.get(device.path)).sort()).toEqual(
      [serials[0], fresh!.serial].sort(),
    );
  });

  it('refuses a repair that breaks the rules, with every problem at once', async () => {
    test = await startPoolDevice(sandbox);
    const token = await ownerToken(test);
    const disks = await insertDisks(test, { sata1: '120G', sata2: '120G' });
    const serials = disks.map((disk) => disk.serial);
    const { poolId } = await createSataPool(test, token, 'raid1', serials);
    await passPasswordCheck(test, token);
    const answer = await test.post<{ errors: { field: string; code: string }[] }>(
      '/zspool/format/exec',
      { action: 'repair', pid: [poolId], repair: serials, sys: [] },
      { token, json: true },
    );
    expect(answer.success).toBe(false);
    expect(answer.data.errors.map((error) => error.code)).toEqual(
      expect.arrayContaining([Code.repairTooMany, Code.replacementsMissing]),
    );
  });
});

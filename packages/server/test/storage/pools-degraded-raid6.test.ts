import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BaySandbox, createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import { createSataPool, poolInfo, waitForStatus } from '../support/degraded-pool.js';
import { readDigestsDirect } from '../support/pool-checks.js';
import { writeFiles } from '../support/pool-files.js';
import { insertDisks, ownerToken, startPoolDevice } from '../support/pool-device.js';
import type { TestDevice } from '../support/test-device.js';

const GIB = 2 ** 30;

let sandbox: BaySandbox;
let test: TestDevice | undefined;
beforeEach(() => {
  sandbox = createBaySandbox();
});
afterEach(async () => {
  await tearDownSandbox(sandbox, test);
  test = undefined;
});

describe('a RAID6 pool that loses members', () => {
  it('stays readable without two members, mounts degraded on confirm after a restart, and is damaged without a third', async () => {
    test = await startPoolDevice(sandbox);
    let token = await ownerToken(test);
    const disks = await insertDisks(test, { sata1: '100G', sata2: '100G', sata3: '100G', sata4: '100G' });
    const { poolId, job } = await createSataPool(
      test,
      token,
      'raid6',
      disks.map((disk) => disk.serial),
    );
    expect(job.state).toBe('done');
    const mountPoint = test.device.pools.mountPoint(poolId);
    const files = await writeFiles(mountPoint, 4, 8 * 2 ** 20);

    await test.device.bays.pull('sata1');
    await test.device.bays.pull('sata3');
    const { pool, elapsedMs } = await waitForStatus(test, token, poolId, 'degraded', 3000);
    expect(elapsedMs).toBeLessThan(3000);
    expect(pool).toMatchObject({ has_mount: 1, missingNum: 2, okNum: 2, total_size: 200 * GIB });
    expect(pool.system_disks.map((disk) => disk.status)).toEqual(['missing', 'ok', 'missing', 'ok']);
    // Read past the page cache: the blocks of the pulled disks must be rebuilt from parity.
    expect(readDigestsDirect(mountPoint, files.keys())).toEqual(files);

    await test.close();
    test = await startPoolDevice(sandbox);
    token = await ownerToken(test, false);
    expect(await poolInfo(test, token, poolId)).toMatchObject({
      status: 'suspended',
      has_mount: 0,
      missingNum: 2,
    });
    const confirmed = await test.post(
      '/zspool/confirm',
      { id: poolId, option: 'mountpool' },
      { token, json: true },
    );
    expect(confirmed.data).toEqual({ id: poolId, has_mount: 1, status: 'degraded' });
    expect(readDigestsDirect(mountPoint, files.keys())).toEqual(files);

    await test.device.bays.pull('sata2');
    const damaged = await waitForStatus(test, token, poolId, 'damage', 3000);
    expect(damaged.pool).toMatchObject({ has_mount: 1, missingNum: 3, okNum: 1 });
  });
});

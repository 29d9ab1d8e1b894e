import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BaySandbox, createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import { createSataPool, waitForStatus } from '../support/degraded-pool.js';
import {
  expectCleanScrub,
  expectFilesIntact,
  expectTruthWithin3s,
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

describe('fault tour: a basic pool', () => {
  it('whose only disk is pulled while mounted is damage at once, and mounts again from it once put back', async () => {
    test = await startPoolDevice(sandbox);
    const token = await ownerToken(test);
    const [disk] = await insertDisks(test, { sata1: '100G' });
    const { poolId } = await createSataPool(test, token, 'basic', [disk!.serial]);
    const mountPoint = test.device.pools.mountPoint(poolId);
    const files = await writeFiles(mountPoint, 3, 2 * 2 ** 20);
    await expectTruthWithin3s(test, token, poolId, 'ok', Date.now());

    const fault = Date.now();
    await test.device.bays.pull('sata1');
    const damaged = await expectTruthWithin3s(test, token, poolId, 'damage', fault);
    expect(damaged).toMatchObject({ has_mount: 1, missingNum: 1, okNum: 0 });

    await test.device.bays.insert('sata1', {});
    // No other copy to rebuild from: the engine mounts the pool again from the returned disk.
    await waitForStatus(test, token, poolId, 'ok', 15_000);
    await expectTruthWithin3s(test, token, poolId, 'ok', Date.now());
    expectFilesIntact(mountPoint, files);
    await expectCleanScrub(test, token, poolId);
  }, 120_000);
});

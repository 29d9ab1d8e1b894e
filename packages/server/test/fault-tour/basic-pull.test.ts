import { describe, expect, it } from 'vitest';
import { waitForStatus } from '../support/degraded-pool.js';
import { expectCleanScrub, expectFilesIntact, expectTruthWithin3s } from '../support/fault-checks.js';
import { startPoolWithFiles } from '../support/pool-with-files.js';
import { useSandboxedDevice } from '../support/sandboxed-device.js';

const sandboxed = useSandboxedDevice({ expectNothingLeft: true });

describe('fault tour: a basic pool', () => {
  it('whose only disk is pulled while mounted is damage at once, and mounts again from it once put back', async () => {
    const {
      device: test,
      token,
      poolId,
      mountPoint,
      files,
    } = await startPoolWithFiles(sandboxed, 'basic', ['sata1']);

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

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  expectCleanScrub,
  expectFilesIntact,
  expectReattachedOnPutBack,
  expectTruthWithin3s,
} from '../support/fault-checks.js';
import { writeFiles } from '../support/pool-files.js';
import { startPoolWithFiles } from '../support/pool-with-files.js';
import { useSandboxedDevice } from '../support/sandboxed-device.js';

const sandboxed = useSandboxedDevice({ expectNothingLeft: true });

/**
 * A mounted pool of `slots` with files on it; the `pulled` slots are pulled one after the other
 * (each time degraded within 3 s, the files still readable), written to, then put back, and the
 * engine re-attaches them: ok again with every file intact and a clean scrub.
 */
async function pullAndPutBack(raidType: string, slots: string[], pulled: string[]) {
  const { device, token, poolId, mountPoint, files, serials } = await startPoolWithFiles(
    sandboxed,
    raidType,
    slots,
  );

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

  await expectReattachedOnPutBack(device, token, poolId, pulled, serials);
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

import { createSataPool } from './degraded-pool.js';
import { expectTruthWithin3s } from './fault-checks.js';
import { insertDisks, ownerToken } from './pool-device.js';
import { writeFiles } from './pool-files.js';
import type { SandboxedDevice } from './sandboxed-device.js';

/**
 * Where a pull row starts: the device started, a mounted SATA pool of a new 100G disk in each of
 * `slots`, three files on it, and the pool ok within 3 s.
 */
export async function startPoolWithFiles(
  sandboxed: SandboxedDevice,
  raidType: string,
  slots: readonly string[],
) {
  const device = await sandboxed.start();
  const token = await ownerToken(device);
  const disks = Object.fromEntries(slots.map((slot) => [slot, '100G']));
  const serials = (await insertDisks(device, disks)).map((disk) => disk.serial);
  const { poolId } = await createSataPool(device, token, raidType, serials);
  const mountPoint = device.device.pools.mountPoint(poolId);
  const files = await writeFiles(mountPoint, 3, 2 * 2 ** 20);
  await expectTruthWithin3s(device, token, poolId, 'ok', Date.now());
  return { device, token, poolId, mountPoint, files, serials };
}

import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repairPool } from '../support/degraded-pool.js';
import {
  engineReplaceJob,
  expectCleanScrub,
  expectFilesIntact,
  expectReattachedOnPutBack,
  expectTruthWithin3s,
  followJob,
} from '../support/fault-checks.js';
import { insertDisks, ownerToken } from '../support/pool-device.js';
import { writeFiles } from '../support/pool-files.js';
import { startPoolWithFiles } from '../support/pool-with-files.js';
import { useSandboxedDevice } from '../support/sandboxed-device.js';

const sandboxed = useSandboxedDevice({ expectNothingLeft: true });

/** A mounted RAID1 of sata1 and sata2 with files on it. */
const raid1WithFiles = () => startPoolWithFiles(sandboxed, 'raid1', ['sata1', 'sata2']);

describe('fault tour: a RAID1 member', () => {
  it('pulled and put back while mounted: degraded, then re-attached by the engine and ok', async () => {
    const { device, token, poolId, mountPoint, files, serials } = await raid1WithFiles();
    const fault = Date.now();
    await device.device.bays.pull('sata2');
    await expectTruthWithin3s(device, token, poolId, 'degraded', fault);
    // Written while the member is out: the re-attached disk must get these too.
    const duringDir = join(mountPoint, 'during');
    mkdirSync(duringDir);
    const during = await writeFiles(duringDir, 2, 2 * 2 ** 20);

    // The disk is back on a new device while btrfs holds the dead one: never "ok" by itself.
    const back = await expectReattachedOnPutBack(device, token, poolId, ['sata2'], serials);
    expect(back.missingNum).toBe(1);

    expectFilesIntact(mountPoint, files);
    expectFilesIntact(duringDir, during);
    await expectCleanScrub(device, token, poolId);
    await expectTruthWithin3s(device, token, poolId, 'ok', Date.now());
  }, 120_000);

  it('pulled while mounted and put back while powered off: left out at start and re-attached, never ok stale', async () => {
    const first = await raid1WithFiles();
    const { poolId, mountPoint, files, serials } = first;
    const fault = Date.now();
    await first.device.device.bays.pull('sata2');
    await expectTruthWithin3s(first.device, first.token, poolId, 'degraded', fault);
    const duringDir = join(mountPoint, 'during');
    mkdirSync(duringDir);
    const during = await writeFiles(duringDir, 2, 2 * 2 ** 20);

    await sandboxed.close();
    await sandboxed.sandbox.manager().insert('sata2', {});
    const started = Date.now();
    const test = await sandboxed.start();
    const token = await ownerToken(test, false);
    // Mounted without the stale member, which the engine re-attaches by itself at once.
    const job = await engineReplaceJob(test, poolId, started);
    const { job: done, seen } = await followJob(test, token, poolId, job.id);
    expect(done).toMatchObject({ state: 'done', percent: 100 });
    expect(seen).not.toContain('ok');
    const healed = await expectTruthWithin3s(test, token, poolId, 'ok', Date.now());
    expect(healed).toMatchObject({ disk_list: serials, has_mount: 1 });
    expect(readFileSync(test.logFile, 'utf8')).toContain('"event":"pool.boot.stale-left-out"');
    expectFilesIntact(mountPoint, files);
    expectFilesIntact(duringDir, during);
    await expectCleanScrub(test, token, poolId);
  }, 120_000);

  it('pulled and replaced by a new disk: degraded until repaired onto it, then ok', async () => {
    const { device, token, poolId, mountPoint, files, serials } = await raid1WithFiles();
    const fault = Date.now();
    await device.device.bays.pull('sata2');
    await expectTruthWithin3s(device, token, poolId, 'degraded', fault);
    const [fresh] = await insertDisks(device, { sata2: '100G' });
    await expectTruthWithin3s(device, token, poolId, 'degraded', Date.now());

    const repaired = await repairPool(device, token, poolId, [serials[1]!], [fresh!.serial]);
    expect(repaired).toMatchObject({ kind: 'replace', state: 'done', percent: 100 });
    const healed = await expectTruthWithin3s(device, token, poolId, 'ok', Date.now());
    expect(healed.disk_list).toEqual([serials[0], fresh!.serial]);
    expectFilesIntact(mountPoint, files);
    await expectCleanScrub(device, token, poolId);
  }, 120_000);
});

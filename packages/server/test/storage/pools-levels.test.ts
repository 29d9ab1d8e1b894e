import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exec } from '../../src/platform/exec.js';
import { filesystemUsage, showFilesystem } from '../../src/storage/btrfs/filesystem.js';
import type { PoolsInfo } from '../../src/storage/pools/pool-service.js';
import { type BaySandbox, createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import { createSataPool } from '../support/degraded-pool.js';
import { deletePool, relativeGap, writeAndReadBack } from '../support/pool-checks.js';
import { insertDisks, ownerToken, signatures, startPoolDevice } from '../support/pool-device.js';
import type { TestDevice } from '../support/test-device.js';

const GIB = 2 ** 30;
const DISK_GIB = 100;

let sandbox: BaySandbox;
let test: TestDevice;
let token: string;
let disks: { serial: string; device: string }[];
beforeAll(async () => {
  sandbox = createBaySandbox();
  test = await startPoolDevice(sandbox);
  token = await ownerToken(test);
  // The spec's smallest disk, so every level is tested at the size limit.
  const slots = ['sata1', 'sata2', 'sata3', 'sata4', 'sata5', 'sata6'];
  disks = await insertDisks(test, Object.fromEntries(slots.map((slot) => [slot, `${DISK_GIB}G`])));
});
afterEach(async () => {
  // A failed case must not leave its pool holding the disks the next case needs.
  const pools = (await test.post<PoolsInfo>('/zspool/info', {}, { token, json: true })).data.zspool.normal;
  for (const pool of pools) await deletePool(test, token, pool.id);
});
afterAll(() => tearDownSandbox(sandbox, test));

/** The block-group profiles `btrfs filesystem df` reports, e.g. { Data: 'raid1c3', Metadata: … }. */
async function reportedProfiles(mountPoint: string): Promise<Record<string, string>> {
  const { stdout } = await exec('btrfs', ['filesystem', 'df', '-b', mountPoint]);
  const profiles: Record<string, string> = {};
  for (const [, kind, profile] of stdout.matchAll(/^(Data|Metadata|System), (\w+):/gm)) {
    profiles[kind!] = profile!.toLowerCase();
  }
  return profiles;
}

// Spec 3 §5 usable space over disks of 100 GiB; RAID1 of 3 is raid1c3 (DECISIONS "Storage").
// Basic takes exactly one disk (spec 3 §5), so it has no "one more" case.
describe.each<[string, number, string, string, number]>([
  ['basic', 1, 'single', 'dup', DISK_GIB],
  ['raid1', 2, 'raid1', 'raid1', DISK_GIB],
  ['raid1', 3, 'raid1c3', 'raid1c3', DISK_GIB],
  ['raid5', 3, 'raid5', 'raid1', 2 * DISK_GIB],
  ['raid5', 4, 'raid5', 'raid1', 3 * DISK_GIB],
  ['raid6', 4, 'raid6', 'raid1c3', 2 * DISK_GIB],
  ['raid6', 5, 'raid6', 'raid1c3', 3 * DISK_GIB],
  ['raid10', 4, 'raid10', 'raid1', 2 * DISK_GIB],
  ['raid10', 6, 'raid10', 'raid1', 3 * DISK_GIB],
])('a %s pool of %d disks', (raidType, count, data, metadata, usableGib) => {
  it(`is laid out as data ${data}, metadata ${metadata}, holds about ${usableGib} GiB and keeps what is written`, async () => {
    const members = disks.slice(0, count);
    const serials = members.map((disk) => disk.serial);
    const { poolId, job } = await createSataPool(test, token, raidType, serials);
    expect(job).toMatchObject({ state: 'done', percent: 100 });

    const pools = (await test.post<PoolsInfo>('/zspool/info', {}, { token, json: true })).data.zspool.normal;
    expect(pools).toHaveLength(1);
    const pool = pools[0]!;
    expect(pool).toMatchObject({
      id: poolId,
      raid_type: raidType,
      status: 'ok',
      has_mount: 1,
      disk_count: count,
      disk_list: serials,
      okNum: count,
    });

    const mountPoint = test.device.pools.mountPoint(poolId);
    expect(await reportedProfiles(mountPoint)).toMatchObject({ Data: data, Metadata: metadata });
    const shown = await showFilesystem(mountPoint);
    expect(shown.devices.map((device) => device.path).sort()).toEqual(
      members.map((disk) => disk.device).sort(),
    );

    // total_size is the spec's formula; free_size is what btrfs will accept, which on an empty pool
    // is the formula less the raw space mkfs already gave metadata and system chunks.
    const usable = usableGib * GIB;
    const usage = await filesystemUsage(mountPoint);
    const setAside = usage.chunks
      .filter((chunk) => chunk.kind !== 'Data')
      .reduce((bytes, chunk) => bytes + chunk.devices.reduce((sum, device) => sum + device.bytes, 0), 0);
    expect(relativeGap(pool.total_size, usable)).toBeLessThan(0.02);
    expect(pool.free_size).toBeLessThanOrEqual(pool.total_size);
    expect(relativeGap(pool.free_size, usable - setAside / usage.dataRatio)).toBeLessThan(0.02);
    expect(relativeGap(pool.free_size, usage.freeEstimated)).toBeLessThan(0.02);

    const fileBytes = 64 * 2 ** 20;
    const { written, read } = writeAndReadBack(mountPoint, fileBytes);
    expect(read).toBe(written);
    // Free space is counted in the bytes a user writes, whatever the profile stores for them.
    const after = (await test.post<PoolsInfo>('/zspool/info', {}, { token, json: true })).data.zspool
      .normal[0]!;
    expect(relativeGap(pool.free_size - after.free_size, fileBytes)).toBeLessThan(0.05);

    expect((await deletePool(test, token, poolId)).data).toEqual({ id: poolId });
    for (const disk of members) expect(await signatures(disk.device), disk.serial).toEqual([]);
  });
});

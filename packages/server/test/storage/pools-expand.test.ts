import { Code } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showFilesystem } from '../../src/storage/btrfs/filesystem.js';
import type { PoolsInfo } from '../../src/storage/pools/pool-service.js';
import { type BaySandbox, createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import { insertDisks, ownerToken, passPasswordCheck, startPoolDevice } from '../support/pool-device.js';
import { formatExec, readDigests, writeFiles } from '../support/pool-files.js';
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

const GiB = 2 ** 30;

describe('expansion (dilate)', () => {
  it('grows a RAID5 pool from 3 to 4 disks: smallest × (N − 1), the new disk capped, files intact', async () => {
    test = await startPoolDevice(sandbox);
    const token = await ownerToken(test);
    const disks = await insertDisks(test, { sata1: '120G', sata2: '120G', sata3: '120G', sata4: '130G' });
    const { poolId } = await formatExec(test, token, {
      action: 'new',
      protocol: 'protsata',
      raidtype: 'raid5',
      sys: disks.slice(0, 3).map((disk) => disk.serial),
    });
    const mountPoint = test.device.pools.mountPoint(poolId);
    const before = await writeFiles(mountPoint, 6, 4 * 2 ** 20);
    const info = async () =>
      (await test!.post<PoolsInfo>('/zspool/info', {}, { token, json: true })).data.zspool.normal[0]!;
    expect((await info()).total_size).toBe(240 * GiB);

    const { job } = await formatExec(test, token, { action: 'dilate', pid: poolId, sys: [disks[3]!.serial] });
    expect(job).toMatchObject({ kind: 'balance', poolId, state: 'done', percent: 100 });

    const after = await info();
    expect(after).toMatchObject({ status: 'ok', disk_count: 4, total_size: 360 * GiB, has_mount: 1 });
    expect(after.disk_list).toEqual(disks.map((disk) => disk.serial));
    const shown = await showFilesystem(mountPoint);
    expect(shown.devices.map((device) => device.size)).toEqual(
      [120, 120, 120, 120].map((size) => size * GiB),
    );
    expect(readDigests(mountPoint, before.keys())).toEqual(before);
  });

  it('refuses every problem at once and touches nothing', async () => {
    test = await startPoolDevice(sandbox);
    const token = await ownerToken(test);
    const disks = await insertDisks(test, { sata1: '120G', sata2: '120G', sata3: '110G' });
    const { poolId } = await formatExec(test, token, {
      action: 'new',
      protocol: 'protsata',
      raidtype: 'raid1',
      sys: [disks[0]!.serial, disks[1]!.serial],
    });
    await passPasswordCheck(test, token);
    const answer = await test.post<{ errors: { field: string; code: string }[] }>(
      '/zspool/format/exec',
      { action: 'dilate', pid: poolId, sys: [disks[2]!.serial, disks[0]!.serial] },
      { token, json: true },
    );
    expect(answer.success).toBe(false);
    expect(answer.data.errors.map((error) => error.code)).toEqual(
      expect.arrayContaining([Code.diskTooSmall, Code.diskNotFree]),
    );
    expect((await showFilesystem(test.device.pools.mountPoint(poolId))).devices).toHaveLength(2);
  });
});

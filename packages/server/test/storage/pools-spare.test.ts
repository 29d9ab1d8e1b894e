import { Code } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PoolsInfo } from '../../src/storage/pools/pool-service.js';
import { type BaySandbox, createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import {
  insertDisks,
  ownerToken,
  passPasswordCheck,
  startPoolDevice,
  waitForJob,
} from '../support/pool-device.js';
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

describe('hot spares', () => {
  it('a spare protecting a RAID1 pool replaces a pulled member by itself', async () => {
    test = await startPoolDevice(sandbox);
    const token = await ownerToken(test);
    const disks = await insertDisks(test, { sata1: '120G', sata2: '120G', sata3: '120G', sata4: '100G' });
    const [one, two, spare, small] = disks.map((disk) => disk.serial) as [string, string, string, string];
    const { poolId } = await formatExec(test, token, {
      action: 'new',
      protocol: 'protsata',
      raidtype: 'raid1',
      sys: [one, two],
    });
    const mountPoint = test.device.pools.mountPoint(poolId);
    const before = await writeFiles(mountPoint, 6, 4 * 2 ** 20);

    await passPasswordCheck(test, token);
    const tooSmall = await test.post(
      '/zspool/spare/cfg',
      { sn: small, pids: [poolId] },
      { token, json: true },
    );
    expect(tooSmall.code).toBe(Code.spareBelowPoolMinimum);
    await passPasswordCheck(test, token);
    const set = await test.post('/zspool/spare/cfg', { sn: spare, pids: [poolId] }, { token, json: true });
    expect(set.data).toEqual({ sn: spare, protect_list: [poolId] });
    const info = async () => (await test!.post<PoolsInfo>('/zspool/info', {}, { token, json: true })).data;
    expect((await info()).spare.normal).toEqual([{ sn: spare, protect_list: [poolId] }]);

    await test.device.bays.pull('sata2');
    let replaceJob = test.device.jobs.latest('replace');
    // Seconds on a quiet machine; the whole suite's load on two cores has taken past ten.
    for (let attempt = 0; !replaceJob && attempt < 300; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      replaceJob = test.device.jobs.latest('replace');
    }
    expect(replaceJob).toMatchObject({ kind: 'replace', poolId });
    expect(await waitForJob(test, token, replaceJob!.id)).toMatchObject({ state: 'done', percent: 100 });

    const after = await info();
    expect(after.zspool.normal[0]).toMatchObject({ id: poolId, status: 'ok', disk_list: [one, spare] });
    expect(after.spare.normal).toEqual([]);
    expect(readDigests(mountPoint, before.keys())).toEqual(before);
  }, 60_000);

  it('removes a spare with an empty pool list; a disk that is no spare is refused', async () => {
    test = await startPoolDevice(sandbox);
    const token = await ownerToken(test);
    const disks = await insertDisks(test, { sata1: '120G', sata2: '120G', sata3: '120G' });
    const [one, two, spare] = disks.map((disk) => disk.serial) as [string, string, string];
    const { poolId } = await formatExec(test, token, {
      action: 'new',
      protocol: 'protsata',
      raidtype: 'raid1',
      sys: [one, two],
      spare: [spare],
    });
    await passPasswordCheck(test, token);
    expect(
      (await test.post('/zspool/spare/cfg', { sn: spare, pids: [] }, { token, json: true })).data,
    ).toEqual({ sn: spare, protect_list: [] });
    expect(test.device.db.prepare('SELECT spares FROM pools WHERE id = ?').get(poolId)).toEqual({
      spares: '[]',
    });
    await passPasswordCheck(test, token);
    expect((await test.post('/zspool/spare/cfg', { sn: spare, pids: [] }, { token, json: true })).code).toBe(
      Code.notASpare,
    );
  });
});

import type { DiskInfo, ScrubStatusInfo } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

async function scrubToEnd(device: TestDevice, token: string, pid: string): Promise<ScrubStatusInfo> {
  await device.post('/zspool/scrub/start', { pid }, { token, json: true });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const status = await device.post<ScrubStatusInfo>('/zspool/scrub/status', { pid }, { token, json: true });
    if (status.data.state !== 'running') return status.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('scrub did not finish');
}

/** What an administrator sees of the pools after a restart: everything but the free bytes. */
async function seen(device: TestDevice, token: string, poolId: string) {
  const info = (await device.post<PoolsInfo>('/zspool/info', {}, { token, json: true })).data;
  const scrub = await device.post<ScrubStatusInfo>(
    '/zspool/scrub/status',
    { pid: poolId },
    { token, json: true },
  );
  const disks = await device.post<{ disks: DiskInfo[] }>('/zspool/disk/list', {}, { token, json: true });
  return {
    pools: info.zspool.normal.map(({ free_size: _free, ...pool }) => pool),
    spares: info.spare,
    scrub: scrub.data,
    roles: disks.data.disks.map((disk) => [disk.sn, disk.role, disk.pid, disk.status]),
  };
}

describe('a restart', () => {
  it('keeps a renamed pool, its spare, its scrub schedule and last scrub, and its finished jobs', async () => {
    test = await startPoolDevice(sandbox);
    let token = await ownerToken(test);
    const disks = await insertDisks(test, { sata1: '100G', sata2: '100G', sata3: '100G' });
    const [one, two, spare] = disks.map((disk) => disk.serial) as [string, string, string];
    const { poolId, job } = await formatExec(test, token, {
      action: 'new',
      protocol: 'protsata',
      raidtype: 'raid1',
      sys: [one, two],
      name: 'Photos',
    });
    const mountPoint = test.device.pools.mountPoint(poolId);
    const files = await writeFiles(mountPoint, 2, 4 * 2 ** 20);
    expect(
      (await test.post('/zspool/rename/pool', { id: poolId, name: 'Family' }, { token, json: true })).data,
    ).toEqual({ id: poolId, name: 'Family' });
    await passPasswordCheck(test, token);
    expect(
      (await test.post('/zspool/spare/cfg', { sn: spare, pids: [poolId] }, { token, json: true })).success,
    ).toBe(true);
    const timer = await test.post(
      '/zspool/scrub/timer',
      { pid: poolId, enabled: true, interval: 'weekly', weekday: 2, hour: 3 },
      { token, json: true },
    );
    expect(timer.success).toBe(true);
    const scrubbed = await scrubToEnd(test, token, poolId);
    expect(scrubbed).toMatchObject({ state: 'finished', percent: 100 });
    // The disk list follows a once-a-second look at the disks: compare once it has seen them all.
    let before = await seen(test, token, poolId);
    for (let attempt = 0; attempt < 50 && before.roles.some((role) => role[3] !== 'ok'); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      before = await seen(test, token, poolId);
    }
    expect(before.pools).toEqual([
      expect.objectContaining({ id: poolId, name: 'Family', status: 'ok', has_mount: 1 }),
    ]);
    expect(before.spares.normal).toEqual([{ sn: spare, protect_list: [poolId] }]);
    expect(before.roles).toEqual([
      [one, 1, poolId, 'ok'],
      [two, 1, poolId, 'ok'],
      [spare, 2, poolId, 'ok'],
    ]);
    expect(before.scrub.timer).toMatchObject({ enabled: true, interval: 'weekly', weekday: 2, hour: 3 });

    await test.close();
    test = await startPoolDevice(sandbox);
    token = await ownerToken(test, false);

    expect(await seen(test, token, poolId)).toEqual(before);
    expect(readDigests(mountPoint, files.keys())).toEqual(files);
    const format = await test.post('/zspool/format/status', { jobId: job.id }, { token, json: true });
    expect(format.data).toEqual(job);
    expect(test.device.jobs.get(scrubbed.jobId!)).toMatchObject({ kind: 'scrub', poolId, state: 'done' });
  });
});

import { afterAll, expect, it } from 'vitest';
import { exec } from '../../src/platform/exec.js';
import { balanceStatus } from '../../src/storage/btrfs/balance.js';
import { createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import { createSataPool, poolInfo } from '../support/degraded-pool.js';
import { insertDisks, ownerToken, passPasswordCheck, startPoolDevice } from '../support/pool-device.js';
import { readDigests, writeFiles } from '../support/pool-files.js';
import type { TestDevice } from '../support/test-device.js';

const sandbox = createBaySandbox();
let test: TestDevice | undefined;
afterAll(() => tearDownSandbox(sandbox, test), 60_000);

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('finishes an expansion whose balance a restart cut off, under the same job', async () => {
  test = await startPoolDevice(sandbox);
  let token = await ownerToken(test);
  const disks = await insertDisks(test, { sata1: '120G', sata2: '120G' });
  const { poolId } = await createSataPool(
    test,
    token,
    'raid1',
    disks.map((disk) => disk.serial),
  );
  const mountPoint = test.device.pools.mountPoint(poolId);
  const files = await writeFiles(mountPoint, 2, 4 * 2 ** 20);
  // Enough extents that converting them to three copies takes a while.
  await exec('fallocate', ['-l', '1536M', `${mountPoint}/reserved.bin`]);
  await exec('sync', ['-f', mountPoint]);
  const [third] = await insertDisks(test, { sata3: '120G' });

  await passPasswordCheck(test, token);
  const started = await test.post<{ jobId: string }>(
    '/zspool/format/exec',
    { action: 'dilate', pid: poolId, sys: [third!.serial] },
    { token, json: true },
  );
  expect(started.success, started.message).toBe(true);
  const { jobId } = started.data;
  await until(async () => (await balanceStatus(mountPoint)).state === 'running', 'the balance');
  await test.close();

  test = await startPoolDevice(sandbox);
  token = await ownerToken(test, false);
  expect(test.device.jobs.get(jobId)).toMatchObject({ kind: 'balance', state: 'running' });
  const finished = await test.device.jobs.whenFinished(jobId);
  expect(finished).toMatchObject({ kind: 'balance', poolId, state: 'done', percent: 100, errorCode: null });

  const { stdout } = await exec('btrfs', ['filesystem', 'df', mountPoint]);
  const profiles = [...stdout.matchAll(/^(Data|Metadata|System), (\w+):/gm)].map((match) => match[2]);
  expect(new Set(profiles)).toEqual(new Set(['RAID1C3']));
  expect(await poolInfo(test, token, poolId)).toMatchObject({ status: 'ok', disk_count: 3 });
  expect(readDigests(mountPoint, files.keys())).toEqual(files);
}, 180_000);

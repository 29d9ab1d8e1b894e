import { execFileSync } from 'node:child_process';
import { Role, type PollResponse, type StorageSync } from '@coffer/contract';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { exec } from '../../src/platform/exec.js';
import { type BaySandbox, createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import { createSataPool, waitForStatus } from '../support/degraded-pool.js';
import {
  insertDisks,
  ownerToken,
  passPasswordCheck,
  startPoolDevice,
  waitForJob,
} from '../support/pool-device.js';
import { signIn, type TestDevice } from '../support/test-device.js';

let sandbox: BaySandbox;
let test: TestDevice | undefined;
beforeEach(() => {
  sandbox = createBaySandbox();
});
afterEach(async () => {
  await tearDownSandbox(sandbox, test);
  test = undefined;
});

async function polled(device: TestDevice, token: string): Promise<PollResponse['storage_polling']> {
  const answer = await device.post<PollResponse>('/system/polling2', {}, { token });
  if (!answer.success) throw new Error(`poll failed: ${answer.code}`);
  return answer.data.storage_polling;
}

async function syncOf(device: TestDevice, token: string): Promise<StorageSync | undefined> {
  return (await polled(device, token)).data.sync as StorageSync | undefined;
}

/** Acknowledges the finished format, as the wizard's Done does: the poll leaves `fmtdone` at once. */
async function formatDone(device: TestDevice, token: string, jobId: string): Promise<void> {
  const answer = await device.post('/zspool/format/done', { jobId }, { token, json: true });
  expect(answer.success, answer.message).toBe(true);
}

it('reports a RAID1 repair as a busy recover sync with its percent, to every role, then ok', async () => {
  test = await startPoolDevice(sandbox);
  const token = await ownerToken(test);
  await test.device.accounts.addUser({ username: 'alice', mainRole: Role.user, password: 'Alice-2026x' });
  const user = await signIn(test, { username: 'alice', password: 'Alice-2026x' });
  const [first, second, third] = await insertDisks(test, { sata1: '120G', sata2: '120G', sata3: '120G' });
  const { poolId, job: created } = await createSataPool(test, token, 'raid1', [
    first!.serial,
    second!.serial,
  ]);
  await formatDone(test, token, created.id);
  expect(await syncOf(test, token)).toEqual({ status: 'ok', usr: [] });

  // Allocated extents the replace has to copy, so that it runs for a few seconds.
  const mountPoint = test.device.pools.mountPoint(poolId);
  await exec('fallocate', ['-l', '2G', `${mountPoint}/bulk.bin`]);
  execFileSync('sync');
  await test.device.bays.pull('sata2');
  await waitForStatus(test, token, poolId, 'degraded', 5000);

  await passPasswordCheck(test, token);
  const started = await test.post<{ jobId: string }>(
    '/zspool/format/exec',
    { action: 'repair', pid: poolId, repair: [second!.serial], sys: [third!.serial] },
    { token, json: true },
  );
  expect(started.success, started.message).toBe(true);

  const seen: StorageSync[] = [];
  const types = new Set<string>();
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const storage = await polled(test, token);
    const sync = storage.data.sync as StorageSync | undefined;
    if (sync?.status === 'busy') {
      seen.push(sync);
      types.add(storage.type);
    }
    if (seen.length >= 2) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(seen.length).toBeGreaterThan(0);
  // The disk the repair rebuilds onto is taken, not a new disk offered for a decision.
  expect([...types]).toEqual(['complete']);
  expect(seen[0]).toEqual({
    status: 'busy',
    usr: [
      {
        id: poolId,
        name: expect.any(String),
        action: 'recover',
        kind: 'recover',
        progress: expect.any(Number),
        remain: expect.any(Number),
      },
    ],
  });
  expect(Number.isInteger(seen[0]!.usr[0]!.progress)).toBe(true);
  // An ordinary user sees the same progress, without the pool's id.
  const forUser = await syncOf(test, user);
  if (forUser?.status === 'busy') expect(forUser.usr[0]).not.toHaveProperty('id');

  const job = await waitForJob(test, token, started.data.jobId);
  expect(job.state).toBe('done');
  expect(await syncOf(test, token)).toEqual({ status: 'ok', usr: [] });
}, 180_000);

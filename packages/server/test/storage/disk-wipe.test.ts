import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Code, messageOf, type JobInfo } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exec } from '../../src/platform/exec.js';
import { type BaySandbox, createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import {
  insertDisks,
  ownerToken,
  passPasswordCheck,
  signatures,
  startPoolDevice,
  waitForJob,
} from '../support/pool-device.js';
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

async function wipeDone(device: TestDevice, token: string, sn: string): Promise<JobInfo> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const answer = await device.post<JobInfo>('/zspool/wipe/status', { sn }, { token, json: true });
    if (!answer.success) throw new Error(`status failed: ${answer.code}`);
    if (['done', 'failed', 'cancelled'].includes(answer.data.state)) return answer.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('wipe did not finish');
}

describe('wiping a disk', () => {
  it('erases a free disk, and refuses a pool member, leaving it untouched', async () => {
    test = await startPoolDevice(sandbox);
    const token = await ownerToken(test);
    const [free, member] = await insertDisks(test, { sata1: '120G', sata2: '120G' });
    await exec('mkfs.btrfs', ['-f', '-q', free!.device]);
    expect(await signatures(free!.device)).toEqual(['btrfs']);

    // The password check comes first.
    expect((await test.post('/zspool/wipe/start', { sn: free!.serial }, { token })).code).toBe(
      Code.passwordCheckRequired,
    );

    // A pool on the second disk.
    await passPasswordCheck(test, token);
    const created = await test.post<{ jobId: string }>(
      '/zspool/format/exec',
      { action: 'new', protocol: 'protsata', raidtype: 'basic', sys: [member!.serial] },
      { token, json: true },
    );
    if (!created.success) throw new Error(`format refused: ${created.code}`);
    expect((await waitForJob(test, token, created.data.jobId)).state).toBe('done');

    await passPasswordCheck(test, token);
    const refused = await test.post('/zspool/wipe/start', { sn: member!.serial }, { token });
    expect(refused.code).toBe(Code.wipeNotFree);
    expect(await signatures(member!.device)).toEqual(['btrfs']);

    await passPasswordCheck(test, token);
    const started = await test.post<{ jobId: string; sn: string }>(
      '/zspool/wipe/start',
      { sn: free!.serial },
      {
        token,
      },
    );
    expect(started).toMatchObject({ success: true, data: { sn: free!.serial } });
    const job = await wipeDone(test, token, free!.serial);
    expect(job).toMatchObject({ kind: 'wipe', state: 'done', percent: 100 });
    expect(await signatures(free!.device)).toEqual([]);
    expect(await signatures(member!.device)).toEqual(['btrfs']);

    const byId = await test.post<JobInfo>('/zspool/wipe/status', { jobId: job.id }, { token });
    expect(byId.data).toMatchObject({ id: job.id, state: 'done' });
    expect((await test.post('/zspool/wipe/cancel', {}, { token })).data).toEqual({
      cancelled: 0,
      jobId: null,
    });

    // The pool is deleted so the sandbox unmounts nothing of ours.
    await passPasswordCheck(test, token, 'StorageDelete');
    const pool = test.device.pools;
    const id = (await pool.info()).zspool.normal[0]!.id;
    expect((await test.post('/zspool/delete/set', { id }, { token })).success).toBe(true);
  });

  it('that fails answers C109007 with what to check, never a 500 or the command output', async () => {
    test = await startPoolDevice(sandbox);
    const token = await ownerToken(test);
    const [busy] = await insertDisks(test, { sata1: '120G' });
    // Mounted outside Coffer: the disk is free to Coffer, yet wipefs finds it busy.
    await exec('mkfs.btrfs', ['-f', '-q', busy!.device]);
    const elsewhere = join(sandbox.dataDir, 'elsewhere');
    await mkdir(elsewhere);
    await exec('mount', [busy!.device, elsewhere]);
    try {
      await passPasswordCheck(test, token);
      const started = await test.post<{ jobId: string }>(
        '/zspool/wipe/start',
        { sn: busy!.serial },
        { token },
      );
      expect(started.success).toBe(true);
      const job = await wipeDone(test, token, busy!.serial);
      expect(job).toMatchObject({
        state: 'failed',
        errorCode: Code.wipeFailed,
        errorMessage: messageOf(Code.wipeFailed, 'en', { sn: busy!.serial }),
      });
      expect(await signatures(busy!.device)).toEqual(['btrfs']);
    } finally {
      await exec('umount', [elsewhere]);
    }
  });
});

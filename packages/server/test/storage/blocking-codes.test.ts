import { closeSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { PollResponse } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { imageName } from '../../src/storage/bays/bay-paths.js';
import { type BaySandbox, createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import { createSataPool } from '../support/degraded-pool.js';
import { insertDisks, ownerToken, startPoolDevice } from '../support/pool-device.js';
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

/** Acknowledges a finished format, as the wizard's Done does (not kept across a restart). */
async function formatDone(device: TestDevice, token: string, jobId: string): Promise<void> {
  const answer = await device.post('/zspool/format/done', { jobId }, { token, json: true });
  expect(answer.success, answer.message).toBe(true);
}

/** Polls until the storage message has left the start and a finished format (fmtdone). */
async function settled(device: TestDevice, token: string): Promise<PollResponse['storage_polling']> {
  let last: PollResponse['storage_polling'] | undefined;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answer = await device.post<PollResponse>('/system/polling2', {}, { token });
    if (!answer.success) throw new Error(`poll failed: ${answer.code}`);
    last = answer.data.storage_polling;
    if (last.stage !== 'boot' && last.stage !== 'fmtdone') return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the poll did not settle: ${JSON.stringify(last)}`);
}

describe('blocking codes the device produces (spec 2 §8)', () => {
  it('N300036: a device without a pool whose only disk is under 100 GiB', async () => {
    test = await startPoolDevice(sandbox);
    const token = await ownerToken(test);
    const [small] = await insertDisks(test, { sata1: '90G' });
    let polled = await settled(test, token);
    for (let attempt = 0; attempt < 30 && polled.code !== 'N300036'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      polled = await settled(test, token);
    }
    expect(polled).toMatchObject({
      stage: 'block',
      type: 'blocking',
      code: 'N300036',
      data: {
        disks: [{ sn: small!.serial, position: 1, error: 'disk_size_limit', suggestion: 'replace_disk' }],
      },
    });
    // A disk that fits makes the first use possible again.
    await insertDisks(test, { sata2: '120G' });
    for (let attempt = 0; attempt < 30 && polled.type !== 'pending'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      polled = await settled(test, token);
    }
    expect(polled).toMatchObject({ stage: 'mount', type: 'pending' });
  });

  it('N300035: a RAID1 whose two disks are both gone at start (mode J)', async () => {
    test = await startPoolDevice(sandbox);
    let token = await ownerToken(test);
    const disks = await insertDisks(test, { sata1: '120G', sata2: '120G' });
    const { poolId, job } = await createSataPool(
      test,
      token,
      'raid1',
      disks.map((disk) => disk.serial),
    );
    await test.close();
    const bays = sandbox.manager();
    await bays.pull('sata1');
    await bays.pull('sata2');
    test = await startPoolDevice(sandbox);
    token = await ownerToken(test, false);
    await formatDone(test, token, job.id);
    expect(await settled(test, token)).toMatchObject({
      stage: 'block',
      type: 'blocking',
      code: 'N300035',
      data: { mode: 'J', guidance: 'insert-disk', pools: [{ id: poolId, missing: expect.any(Array) }] },
    });
  });

  it('N300005: a pool whose disk is there but whose filesystem no longer mounts, with mount’s words', async () => {
    test = await startPoolDevice(sandbox);
    let token = await ownerToken(test);
    const [disk] = await insertDisks(test, { sata1: '120G' });
    const { poolId, job } = await createSataPool(test, token, 'basic', [disk!.serial]);
    await test.close();
    // Zero the primary superblock (64 KiB into the disk) while the device is off.
    const image = openSync(join(sandbox.dataDir, 'bays', 'images', imageName(disk!.serial)), 'r+');
    writeSync(image, Buffer.alloc(4096), 0, 4096, 64 * 1024);
    closeSync(image);
    test = await startPoolDevice(sandbox);
    token = await ownerToken(test, false);
    await formatDone(test, token, job.id);
    const polled = await settled(test, token);
    expect(polled).toMatchObject({
      stage: 'block',
      type: 'blocking',
      code: 'N300005',
      data: {
        pools: [{ id: poolId }],
        disks: [{ sn: disk!.serial, position: 1, error: 'mount_failed', suggestion: 'check_disks' }],
      },
    });
    expect(String((polled.data.disks as { cause: string }[])[0]!.cause)).not.toBe('');
  });
});

import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Code } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PoolsInfo } from '../../src/storage/pools/pool-service.js';
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

async function createPool(device: TestDevice, token: string, sys: string[]) {
  await passPasswordCheck(device, token);
  const answer = await device.post<{ jobId: string; poolId: string }>(
    '/zspool/format/exec',
    { action: 'new', protocol: 'protsata', raidtype: 'raid1', sys },
    { token, json: true },
  );
  if (!answer.success) throw new Error(`format refused: ${answer.code}`);
  return { ...answer.data, job: await waitForJob(device, token, answer.data.jobId) };
}

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('pools across a restart', () => {
  it('mounts the pool again at the next start, same name, same files', async () => {
    test = await startPoolDevice(sandbox);
    let token = await ownerToken(test);
    const disks = await insertDisks(test, { sata1: '120G', sata2: '120G' });
    const { poolId, job } = await createPool(
      test,
      token,
      disks.map((disk) => disk.serial),
    );
    expect(job.state).toBe('done');
    const file = join(test.device.pools.mountPoint(poolId), 'kept.bin');
    writeFileSync(file, randomBytes(2 * 2 ** 20));
    const before = digest(file);

    await test.close();
    test = await startPoolDevice(sandbox);
    token = await ownerToken(test, false);
    const pools = (await test.post<PoolsInfo>('/zspool/info', {}, { token, json: true })).data.zspool.normal;
    expect(pools.map((pool) => [pool.id, pool.name, pool.status, pool.has_mount])).toEqual([
      [poolId, 'SATA1', 'ok', 1],
    ]);
    expect(digest(file)).toBe(before);
    const status = await test.post('/zspool/format/status', { jobId: job.id }, { token, json: true });
    expect(status.data).toMatchObject({ id: job.id, state: 'done', percent: 100 });
  });

  it('leaves a pool with a missing member unmounted at start, and mounts it once the disk is back', async () => {
    test = await startPoolDevice(sandbox);
    let token = await ownerToken(test);
    const disks = await insertDisks(test, { sata1: '120G', sata2: '120G' });
    const { poolId } = await createPool(
      test,
      token,
      disks.map((disk) => disk.serial),
    );
    await test.close();
    await sandbox.manager().pull('sata2');

    test = await startPoolDevice(sandbox);
    token = await ownerToken(test, false);
    const pool = (await test.post<PoolsInfo>('/zspool/info', {}, { token, json: true })).data.zspool
      .normal[0]!;
    expect(pool).toMatchObject({ id: poolId, status: 'suspended', has_mount: 0, missingNum: 1, okNum: 1 });
    expect(pool.total_size).toBe(120 * 2 ** 30);
    expect((await test.post('/zspool/mount/pool', { id: poolId }, { token, json: true })).code).toBe(
      Code.poolMembersMissing,
    );
    await test.device.bays.insert('sata2', {});
    expect((await test.post('/zspool/mount/pool', { id: poolId }, { token, json: true })).data).toEqual({
      id: poolId,
      has_mount: 1,
    });
  });
});

describe('a creation that fails', () => {
  it('undoes everything when mkfs fails: no pool, no row, no mount directory, no signature', async () => {
    test = await startPoolDevice(sandbox);
    const token = await ownerToken(test);
    const disks = await insertDisks(test, { sata1: '120G', sata2: '120G' });
    const device = test.device;
    const realMkfs = device.pools.commands.makeFilesystem;
    // The second disk is pulled between validation and mkfs: its loop device goes away.
    device.pools.commands.makeFilesystem = async (...args) => {
      await device.bays.pull('sata2');
      return realMkfs(...args);
    };
    const { poolId, job } = await createPool(
      test,
      token,
      disks.map((disk) => disk.serial),
    );
    expect(job).toMatchObject({ state: 'failed', errorCode: Code.formatFailed });
    expect(
      (await test.post<PoolsInfo>('/zspool/info', {}, { token, json: true })).data.zspool.normal,
    ).toEqual([]);
    expect(device.db.prepare('SELECT COUNT(*) AS n FROM pools').get()).toEqual({ n: 0 });
    expect(existsSync(device.pools.mountPoint(poolId))).toBe(false);
    expect(existsSync(join(sandbox.dataDir, 'mnt')) ? readdirSync(join(sandbox.dataDir, 'mnt')) : []).toEqual(
      [],
    );
    expect(await signatures(disks[0]!.device)).toEqual([]);
    const back = await device.bays.insert('sata2', {});
    expect(await signatures(back.device!)).toEqual([]);
  });

  it('wipes the members it formatted when a later step fails', async () => {
    test = await startPoolDevice(sandbox);
    const token = await ownerToken(test);
    const disks = await insertDisks(test, { sata1: '120G', sata2: '120G' });
    const device = test.device;
    const realMkfs = device.pools.commands.makeFilesystem;
    device.pools.commands.makeFilesystem = async (...args) => {
      await realMkfs(...args);
      for (const disk of disks) expect(await signatures(disk.device)).toEqual(['btrfs']);
      throw new Error('injected failure after mkfs');
    };
    const { job } = await createPool(
      test,
      token,
      disks.map((disk) => disk.serial),
    );
    expect(job).toMatchObject({ state: 'failed', errorCode: Code.formatFailed });
    expect(device.db.prepare('SELECT COUNT(*) AS n FROM pools').get()).toEqual({ n: 0 });
    for (const disk of disks) expect(await signatures(disk.device)).toEqual([]);
  });
});

import {
  Code,
  type DiskInfo,
  type MigrateStateInfo,
  type MigrateTask,
  type PoolInfo,
} from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showFilesystem } from '../../src/storage/btrfs/filesystem.js';
import type { PoolsInfo } from '../../src/storage/pools/pool-service.js';
import { type BaySandbox, createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import {
  insertDisks,
  ownerToken,
  passPasswordCheck,
  signatures,
  startPoolDevice,
} from '../support/pool-device.js';
import { formatExec, readDigests, writeFiles } from '../support/pool-files.js';
import { capScrubSpeed } from '../support/scrub-speed.js';
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

const MiB = 2 ** 20;

/** A RAID1 of sata1 and sata2 with files on it, and two more blank disks (sata3, sata4). */
async function raid1WithTwoNewDisks(sizes: Record<string, string> = {}) {
  test = await startPoolDevice(sandbox);
  const token = await ownerToken(test);
  const disks = await insertDisks(test, {
    sata1: '100G',
    sata2: '100G',
    sata3: '100G',
    sata4: '100G',
    ...sizes,
  });
  const { poolId } = await formatExec(test, token, {
    action: 'new',
    protocol: 'protsata',
    raidtype: 'raid1',
    sys: [disks[0]!.serial, disks[1]!.serial],
  });
  const mountPoint = test.device.pools.mountPoint(poolId);
  const files = await writeFiles(mountPoint, 6, 4 * MiB);
  return { device: test, token, disks, poolId, mountPoint, files };
}

async function migrateState(token: string): Promise<MigrateStateInfo> {
  const answer = await test!.post<MigrateStateInfo>('/migrate/state', {}, { token });
  expect(answer.success, answer.message).toBe(true);
  return answer.data;
}

async function poolInfo(token: string): Promise<PoolInfo> {
  return (await test!.post<PoolsInfo>('/zspool/info', {}, { token, json: true })).data.zspool.normal[0]!;
}

describe('data migration', () => {
  it('moves a RAID1 pool onto two new disks: files intact, the pool ok throughout, the old disks free', async () => {
    const { device, token, disks, poolId, mountPoint, files } = await raid1WithTwoNewDisks();
    const [first, second, third, fourth] = disks.map((disk) => disk.serial);
    // Slow enough to watch the pool while each replace runs (replace reads like a scrub does).
    await capScrubSpeed(mountPoint, 16 * MiB);

    const ready = await device.post<{ problems: unknown[] }>(
      '/migrate/diskready',
      { pid: poolId, sys: [third, fourth] },
      { token },
    );
    expect(ready).toMatchObject({ success: true, data: { problems: [] } });

    await passPasswordCheck(device, token);
    const started = await device.post<{ jobId: string; pid: string }>(
      '/migrate/start',
      { pid: poolId, sys: [third, fourth] },
      { token },
    );
    expect(started.success, started.message).toBe(true);
    const { jobId } = started.data;

    const statuses = new Set<string>();
    let sawRunningTask = false;
    let sawTakenTarget = false;
    let state = await migrateState(token);
    for (const deadline = Date.now() + 120_000; state.step === 'migrating' && Date.now() < deadline;) {
      statuses.add((await poolInfo(token)).status);
      const tasks = await device.post<{ list: MigrateTask[] }>(
        '/v2/tob/public/migrate/task',
        { type: 1 },
        { token },
      );
      sawRunningTask ||= tasks.data.list[0]?.status === 'running';
      if (!sawTakenTarget) {
        // The disk the second member moves onto is taken, though no replace has written it yet.
        const wipe = await device.post('/zspool/wipe/start', { sn: fourth }, { token, json: true });
        expect(wipe.success).toBe(false);
        sawTakenTarget = true;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      state = await migrateState(token);
    }
    expect(state).toMatchObject({
      step: 'done',
      pid: poolId,
      warning_size: 0,
      job: { id: jobId, kind: 'migrate', state: 'done', percent: 100 },
      pairs: [
        { from: first, to: third, state: 'done' },
        { from: second, to: fourth, state: 'done' },
      ],
    });
    expect(state.statistics_size).toBeGreaterThan(24 * MiB);
    expect(sawRunningTask).toBe(true);
    expect([...statuses]).toEqual(['ok']);

    const info = await poolInfo(token);
    expect(info).toMatchObject({ status: 'ok', disk_list: [third, fourth], missingNum: 0, errorNum: 0 });
    const shown = await showFilesystem(mountPoint);
    expect(shown.devices.map((device) => device.path).sort()).toEqual(
      [disks[2]!.device, disks[3]!.device].sort(),
    );
    expect(readDigests(mountPoint, files.keys())).toEqual(files);

    const listed = (await device.post<{ disks: DiskInfo[] }>('/zspool/disk/list', {}, { token, json: true }))
      .data.disks;
    for (const old of disks.slice(0, 2)) {
      expect(listed.find((disk) => disk.sn === old.serial)).toMatchObject({ role: 0, pid: '' });
      expect(await signatures(old.device)).toEqual([]);
    }

    const cleaned = await device.post<MigrateStateInfo>('/migrate/cleanstate', {}, { token });
    expect(cleaned.data).toMatchObject({ step: 'idle', job: null, pairs: [] });
    const tasks = await device.post<{ list: MigrateTask[] }>(
      '/v2/tob/public/migrate/task',
      { type: 1 },
      { token },
    );
    expect(tasks.data.list).toEqual([]);
  }, 180_000);

  it('stops at a cancel: the member already moved stays moved, the other stays, the pool ok', async () => {
    const { device, token, disks, poolId, mountPoint, files } = await raid1WithTwoNewDisks();
    const [first, second, third, fourth] = disks.map((disk) => disk.serial);
    await capScrubSpeed(mountPoint, 8 * MiB);
    await passPasswordCheck(device, token);
    const started = await device.post<{ jobId: string }>(
      '/migrate/start',
      { pid: poolId, sys: [third, fourth] },
      { token },
    );
    expect(started.success, started.message).toBe(true);
    for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
      const state = await migrateState(token);
      if (state.pairs[1]?.state === 'moving' && state.job!.percent > 50) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const cancelled = await device.post<MigrateStateInfo>('/migrate/cancel', {}, { token });
    expect(cancelled.data).toMatchObject({
      step: 'cancelled',
      old_sn: second,
      error: null,
      job: { id: started.data.jobId, state: 'cancelled' },
      pairs: [
        { from: first, to: third, state: 'done' },
        { from: second, to: fourth, state: 'waiting' },
      ],
    });
    await capScrubSpeed(mountPoint, 0);
    expect(await poolInfo(token)).toMatchObject({ status: 'ok', disk_list: [third, second] });
    const shown = await showFilesystem(mountPoint);
    expect(shown.devices.map((item) => item.path).sort()).toEqual(
      [disks[1]!.device, disks[2]!.device].sort(),
    );
    const listed = (await device.post<{ disks: DiskInfo[] }>('/zspool/disk/list', {}, { token, json: true }))
      .data.disks;
    expect(listed.find((disk) => disk.sn === fourth)).toMatchObject({ role: 0, pid: '' });
    expect(readDigests(mountPoint, files.keys())).toEqual(files);
  }, 180_000);

  it('checks without touching anything, wants the password, refuses every problem at once', async () => {
    const { device, token, disks, poolId, mountPoint } = await raid1WithTwoNewDisks({ sata3: '90G' });
    const [first, , third] = disks.map((disk) => disk.serial);

    const ready = await device.post<{ problems: { field: string; code: string; message: string }[] }>(
      '/migrate/diskready',
      { pid: poolId, sys: [third, first, 'NOPE'] },
      { token, headers: { 'accept-language': 'en' } },
    );
    expect(ready.success).toBe(true);
    expect(ready.data.problems.map(({ field, code }) => ({ field, code }))).toEqual([
      { field: 'sys', code: Code.migrateTargetCount },
      { field: 'sys.0', code: Code.diskTooSmall },
      { field: 'sys.1', code: Code.diskNotFree },
      { field: 'sys.2', code: Code.diskNotFound },
    ]);
    expect(ready.data.problems[0]!.message).toBe(
      'Choose one target disk for each disk of the pool (2 in all)',
    );

    // A session of its own, which has passed no password check (the pool's creation did, just now).
    const fresh = await ownerToken(device, false);
    const unchecked = await device.post(
      '/migrate/start',
      { pid: poolId, sys: [third, first] },
      { token: fresh },
    );
    expect(unchecked).toMatchObject({ success: false, code: Code.passwordCheckRequired });
    await passPasswordCheck(device, token);
    const refused = await device.post<{ errors: { field: string }[] }>(
      '/migrate/start',
      { pid: poolId, sys: [third, first] },
      { token },
    );
    expect(refused).toMatchObject({ success: false, code: Code.diskTooSmall });
    expect(refused.data.errors.map((error) => error.field)).toEqual(['sys.0', 'sys.1']);
    expect((await showFilesystem(mountPoint)).devices).toHaveLength(2);
    expect(await signatures(disks[2]!.device)).toEqual([]);
    expect(await migrateState(token)).toMatchObject({ step: 'idle', job: null });
  }, 120_000);
});

import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { Code, type ExternalPartition, type FileTask } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BaySandbox, createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import {
  insertDisks,
  ownerToken,
  passPasswordCheck,
  startPoolDevice,
  waitForJob,
} from '../support/pool-device.js';
import type { TestDevice } from '../support/test-device.js';
import {
  call,
  homeOf,
  runTask,
  sha256,
  snapshot,
  startFilesDevice,
  taskEnd,
  writeTree,
} from './files-device.js';

let sandbox: BaySandbox;
let test: TestDevice | undefined;
beforeEach(() => {
  sandbox = createBaySandbox();
});
afterEach(async () => {
  delete process.env.COFFER_TEST_COPY_DELAY_MS;
  await tearDownSandbox(sandbox, test);
  test = undefined;
});

/** Waits until the task has copied some bytes (it is under way). */
async function underWay(device: TestDevice, token: string, id: string): Promise<FileTask> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const list = await call<{ tasks: FileTask[] }>(device, token, '/v2/file/task/list', {});
    const task = list.data.tasks.find((candidate) => candidate.id === id)!;
    if (task.doneBytes > 0 || task.state !== 'running') return task;
    await delay(25);
  }
  throw new Error('the task never started copying');
}

/** A formatted and mounted external disk: answers its virtual root and its mount point. */
async function externalDisk(device: TestDevice, token: string) {
  const [usb] = await insertDisks(device, { usb1: '2G' });
  await passPasswordCheck(device, token);
  const started = await device.post<{ jobId: string }>(
    '/zspool/external/format',
    { dev: usb!.device, fs: 'ext4', label: 'Travel' },
    { token, json: true },
  );
  expect((await waitForJob(device, token, started.data.jobId)).state).toBe('done');
  const mounted = await device.post<ExternalPartition>(
    '/zspool/external/mount',
    { dev: usb!.device },
    { token, json: true },
  );
  expect(mounted.data.mounted).toBe(true);
  return { root: `/external/${mounted.data.uuid}`, real: mounted.data.mountPoint! };
}

describe('file tasks across a restart', () => {
  it('keeps the task list; a task the stop interrupted ends failed, leaves no partial copy, and a retry finishes it', async () => {
    process.env.COFFER_TEST_COPY_DELAY_MS = '100';
    let token: string;
    ({ test, token } = await startFilesDevice(sandbox));
    const home = await homeOf(test, 'owner');
    const files = Object.fromEntries(
      Array.from({ length: 30 }, (_, index) => [`album/p-${index}.jpg`, randomBytes(64 * 1024)]),
    );
    writeTree(home, { ...files, 'trash.txt': 'trash', 'copies/.keep': '' });
    const before = snapshot(join(home, 'album'));
    const deleted = await runTask(test, token, '/v2/file/delete', { paths: ['/home/trash.txt'] });
    const started = await call<FileTask>(test, token, '/v2/file/transfer', {
      paths: ['/home/album'],
      dest: '/home/copies',
      mode: 'copy',
    });
    await underWay(test, token, started.data.id);
    await test.close();
    delete process.env.COFFER_TEST_COPY_DELAY_MS;

    test = await startPoolDevice(sandbox);
    token = await ownerToken(test, false);
    const list = await call<{ tasks: FileTask[] }>(test, token, '/v2/file/task/list', {});
    expect(list.data.tasks.map((task) => [task.id, task.state])).toEqual([
      [started.data.id, 'failed'],
      [deleted.id, 'done'],
    ]);
    expect(list.data.tasks[0]!.errorList).toEqual([expect.objectContaining({ code: Code.jobInterrupted })]);
    expect(snapshot(join(home, 'copies'))).toEqual({ '.keep': expect.any(String) });

    const retried = await call<FileTask>(test, token, '/v2/file/task/control', {
      id: started.data.id,
      action: 'retry',
    });
    expect(retried.success).toBe(true);
    expect(await taskEnd(test, token, started.data.id)).toMatchObject({
      state: 'done',
      successNum: 1,
      errorList: [],
    });
    expect(snapshot(join(home, 'copies/album'))).toEqual(before);
    const removed = await call(test, token, '/v2/file/task/control', { id: deleted.id, action: 'remove' });
    expect(removed).toMatchObject({ success: true, data: null });
    const after = await call<{ tasks: FileTask[] }>(test, token, '/v2/file/task/list', {});
    expect(after.data.tasks.map((task) => task.id)).toEqual([started.data.id]);
  });
});

describe('an external disk', () => {
  it('takes a move across filesystems, deletes for ever there, and a cancelled big copy leaves nothing', async () => {
    process.env.COFFER_TEST_COPY_DELAY_MS = '100';
    let token: string;
    ({ test, token } = await startFilesDevice(sandbox));
    const home = await homeOf(test, 'owner');
    const disk = await externalDisk(test, token);
    const big = randomBytes(16 * 2 ** 20);
    writeTree(home, { 'trip/a.bin': big, 'trip/notes/b.txt': 'b' });
    const before = snapshot(join(home, 'trip'));

    const moved = await runTask(test, token, '/v2/file/transfer', {
      paths: ['/home/trip'],
      dest: disk.root,
      mode: 'move',
    });
    expect(moved).toMatchObject({
      state: 'done',
      successNum: 1,
      totalBytes: big.length + 1,
      doneBytes: big.length + 1,
    });
    expect(snapshot(join(disk.real, 'trip'))).toEqual(before);
    expect(existsSync(join(home, 'trip'))).toBe(false);

    const erased = await runTask(test, token, '/v2/file/delete', { paths: [`${disk.root}/trip/notes`] });
    expect(erased).toMatchObject({ state: 'done', successNum: 1 });
    expect(existsSync(join(disk.real, 'trip/notes'))).toBe(false);
    const bin = await call<{ total: number }>(test, token, '/v2/file/recycle/list', { bin: 'home' });
    expect(bin.data.total).toBe(0);

    // 48 MiB in 8 MiB chunks onto ext4 (no reflink): paused and cancelled between chunks.
    const huge = randomBytes(48 * 2 ** 20);
    writeFileSync(join(home, 'huge.bin'), huge);
    const started = await call<FileTask>(test, token, '/v2/file/transfer', {
      paths: ['/home/huge.bin'],
      dest: disk.root,
      mode: 'copy',
    });
    const running = await underWay(test, token, started.data.id);
    expect(running.state).toBe('running');
    const paused = await call<FileTask>(test, token, '/v2/file/task/control', {
      id: started.data.id,
      action: 'pause',
    });
    expect(paused.data.state).toBe('paused');
    const cancelled = await call<FileTask>(test, token, '/v2/file/task/control', {
      id: started.data.id,
      action: 'cancel',
    });
    expect(cancelled.data).toMatchObject({ state: 'cancelled', successNum: 0 });
    expect(cancelled.data.doneBytes).toBeLessThan(huge.length);
    expect(readdirSync(disk.real).filter((name) => name !== 'lost+found')).toEqual(['trip']);
    expect(statSync(join(home, 'huge.bin')).size).toBe(huge.length);

    const again = await call(test, token, '/v2/file/task/control', { id: started.data.id, action: 'resume' });
    expect(again.code).toBe(Code.fileTaskNotControllable);
    const copied = await call<FileTask>(test, token, '/v2/file/task/control', {
      id: started.data.id,
      action: 'retry',
    });
    expect(copied.success).toBe(true);
    expect(await taskEnd(test, token, started.data.id)).toMatchObject({
      state: 'done',
      doneBytes: huge.length,
    });
    expect(sha256(join(disk.real, 'huge.bin'))).toBe(sha256(join(home, 'huge.bin')));
    expect(readFileSync(join(disk.real, 'trip/a.bin')).equals(big)).toBe(true);
  });
});

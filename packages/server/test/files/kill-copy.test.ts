import { readdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Code, type FileTask } from '@coffer/contract';
import { afterAll, expect, it } from 'vitest';
import { createDaemonProcess, type DaemonProcess } from '../support/daemon-process.js';
import { snapshot, writeTree } from './files-device.js';

let daemon: DaemonProcess | undefined;
afterAll(async () => {
  const left = await daemon?.cleanup();
  expect(left).toEqual({ mounts: [], loops: [], processes: [] });
}, 120_000);

async function task(token: string, id: string): Promise<FileTask | undefined> {
  const list = await daemon!.call<{ tasks: FileTask[] }>('/v2/file/task/list', {}, token);
  return list.data.tasks.find((candidate) => candidate.id === id);
}

it('ends a copy its killed daemon was running as failed, and removes its hidden partial copy', async () => {
  daemon = await createDaemonProcess({ prefix: 'coffer-kill-copy-' });
  await daemon.start({ COFFER_TEST_COPY_DELAY_MS: '100' });
  let token = await daemon.token();
  const serials = await daemon.insertDisks(token, { sata1: '100G' });
  const poolId = await daemon.createPool(token, 'basic', serials);
  // The first use of `/home` makes the owner's folder.
  expect(
    (await daemon.call('/v2/file/conflicts', { paths: ['/home/x'], dest: '/home' }, token)).success,
  ).toBe(true);
  const homes = join(daemon.mountPoint(poolId), 'homes');
  const home = join(homes, readdirSync(homes)[0]!);
  const album = Object.fromEntries(
    Array.from({ length: 40 }, (_, index) => [`album/p-${index}.jpg`, randomBytes(32 * 1024)]),
  );
  writeTree(home, { ...album, 'copies/.keep': '' });

  const started = await daemon.call<FileTask>(
    '/v2/file/transfer',
    { paths: ['/home/album'], dest: '/home/copies', mode: 'copy' },
    token,
  );
  expect(started.success, started.message).toBe(true);
  await daemon.until(
    async () => ((await task(token, started.data.id))?.doneBytes ?? 0) > 0,
    'the copy under way',
  );
  expect(readdirSync(join(home, 'copies')).filter((name) => name.startsWith('.coffer-part-'))).toHaveLength(
    1,
  );
  await daemon.kill();

  await daemon.start();
  token = await daemon.token();
  const ended = await task(token, started.data.id);
  expect(ended).toMatchObject({ state: 'failed', successNum: 0 });
  expect(ended!.errorList).toEqual([expect.objectContaining({ code: Code.jobInterrupted })]);
  // The partial copy goes at the first housekeeping sweep, once the pool is mounted again.
  await daemon.until(
    async () => Object.keys(snapshot(join(home, 'copies'))).join() === '.keep',
    'the partial copy removed',
    30_000,
  );
}, 240_000);

import type { MigrateStateInfo } from '@coffer/contract';
import { afterAll, expect, it } from 'vitest';
import { passFormatCheck } from '../../../../bench/lib/pool-api.js';
import { showFilesystem } from '../../src/storage/btrfs/filesystem.js';
import { replaceStatus } from '../../src/storage/btrfs/replace.js';
import { createDaemonProcess, type DaemonProcess } from '../support/daemon-process.js';
import { readDigests, writeFiles } from '../support/pool-files.js';
import { outlived } from '../support/process-marks.js';
import { capScrubSpeed } from '../support/scrub-speed.js';

const MiB = 2 ** 20;
let daemon: DaemonProcess | undefined;
afterAll(async () => {
  const left = await daemon?.cleanup();
  expect(left).toEqual({ mounts: [], loops: [], processes: [] });
}, 120_000);

async function startMigration(token: string, pid: string, sys: string[]): Promise<string> {
  await passFormatCheck(daemon!.baseURL, token);
  const started = await daemon!.call<{ jobId: string }>('/migrate/start', { pid, sys }, token);
  expect(started.success, started.message).toBe(true);
  return started.data.jobId;
}

function state(token: string, done: (state: MigrateStateInfo) => boolean, timeoutMs?: number) {
  return daemon!.waitFor<MigrateStateInfo>('/migrate/state', {}, token, done, timeoutMs);
}

/** The daemon's log so far, line by line; `slice(before.length)` is what came after. */
function logLines(): string[] {
  return daemon!.logTail(1_000_000).split('\n');
}

/** The members a migration started moving in these log lines, in order. */
function moves(lines: readonly string[]): string[] {
  return lines
    .filter((line) => line.includes('"event":"pool.migrate.step"'))
    .map((line) => (JSON.parse(line) as { member: string }).member);
}

/** The pool reads ok on exactly these disks, btrfs lists their devices, and the files read back. */
async function expectMovedOnto(token: string, poolId: string, serials: string[], files: Map<string, string>) {
  const info = await daemon!.pool(token, poolId);
  expect(info).toMatchObject({ status: 'ok', disk_list: serials, missingNum: 0, errorNum: 0 });
  const disks = await daemon!.disks(token);
  const devices = serials.map((sn) => disks.find((disk) => disk.sn === sn));
  expect(devices.every((disk) => disk?.pid === poolId)).toBe(true);
  const mountPoint = daemon!.mountPoint(poolId);
  const shown = await showFilesystem(mountPoint);
  expect(shown.devices).toHaveLength(serials.length);
  expect(shown.someMissing || shown.missingDevids.length > 0).toBe(false);
  expect(readDigests(mountPoint, files.keys())).toEqual(files);
}

it('finishes a migration whose daemon was killed during the first replace, under the same job', async () => {
  daemon = await createDaemonProcess({ prefix: 'coffer-kill-migrate-' });
  await daemon.start();
  let token = await daemon.token();
  const serials = await daemon.insertDisks(token, {
    sata1: '100G',
    sata2: '100G',
    sata3: '100G',
    sata4: '100G',
  });
  const poolId = await daemon.createPool(token, 'raid1', serials.slice(0, 2));
  const mountPoint = daemon.mountPoint(poolId);
  const files = await writeFiles(mountPoint, 8, 4 * MiB);
  // A replace reads like a scrub: capped, it runs long enough to kill the daemon in it.
  await capScrubSpeed(mountPoint, 2 * MiB);

  const jobId = await startMigration(token, poolId, serials.slice(2));
  await daemon.until(async () => (await replaceStatus(mountPoint)).state === 'running', 'the first replace');
  const orphans = await daemon.kill();
  expect(orphans.map((orphan) => orphan.command).join('\n')).toMatch(/btrfs replace start/);
  // The second member's replace need not be slow.
  await capScrubSpeed(mountPoint, 0);

  // Started again held before the second replace: the first member, whose replace the kernel went
  // on with after the kill, is recorded and its pair stored as done; nothing was moved again.
  const before = logLines();
  await daemon.start({ COFFER_TEST_HOLD_STEP: 'migrate:migrating:50' });
  token = await daemon.token();
  const restartedAt = Date.now();
  const taken = await daemon.call<MigrateStateInfo>('/migrate/state', {}, token);
  expect(taken.data, daemon.logTail(60)).toMatchObject({
    step: 'migrating',
    pid: poolId,
    job: { id: jobId, kind: 'migrate' },
  });
  expect(Date.now() - restartedAt).toBeLessThan(3000);
  await daemon.until(
    async () => daemon!.storedJob(jobId).percent === 50,
    'the hold before the second replace',
  );
  const held = await daemon.call<MigrateStateInfo>('/migrate/state', {}, token);
  expect(held.data).toMatchObject({
    step: 'migrating',
    old_sn: serials[1],
    job: { id: jobId, state: 'running' },
    pairs: [
      { from: serials[0], to: serials[2], state: 'done' },
      { from: serials[1], to: serials[3], state: 'moving' },
    ],
  });
  const takenUp = logLines().slice(before.length);
  expect(takenUp.join('\n')).toMatch(/"plan":"migration"/);
  expect(takenUp.find((line) => line.includes('"event":"pool.migrate.taken-up"'))).toContain('"done":1');
  expect(moves(takenUp)).toEqual([]);
  expect(await outlived(orphans, 5000)).toEqual([]);

  // Killed again while held: the next start goes on with the second pair alone, still the same job.
  expect(await daemon.kill()).toEqual([]);
  const beforeLast = logLines();
  await daemon.start();
  token = await daemon.token();
  const finished = await state(token, (answer) => answer.step !== 'migrating', 120_000);
  expect(finished, daemon.logTail()).toMatchObject({
    step: 'done',
    job: { id: jobId, state: 'done', percent: 100 },
    pairs: [
      { from: serials[0], to: serials[2], state: 'done' },
      { from: serials[1], to: serials[3], state: 'done' },
    ],
  });
  expect(moves(logLines().slice(beforeLast.length))).toEqual([serials[1]]);
  await expectMovedOnto(token, poolId, serials.slice(2), files);
}, 300_000);

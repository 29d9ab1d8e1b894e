import { Code, type ScrubStatusInfo } from '@coffer/contract';
import { afterAll, expect, it } from 'vitest';
import { exec } from '../../src/platform/exec.js';
import { scrubStatus as kernelScrub } from '../../src/storage/btrfs/scrub.js';
import { createDaemonProcess, type DaemonProcess } from '../support/daemon-process.js';
import { outlived } from '../support/process-marks.js';
import { readDigests, writeFiles } from '../support/pool-files.js';
import { capScrubSpeed } from '../support/scrub-speed.js';

const MiB = 2 ** 20;
let daemon: DaemonProcess | undefined;
/** The pool and files of the first test, which the second goes on with. */
let made: { poolId: string; files: Map<string, string> } | undefined;
afterAll(async () => {
  const left = await daemon?.cleanup();
  expect(left).toEqual({ mounts: [], loops: [], processes: [] });
}, 120_000);

async function scrub(token: string, pid: string): Promise<ScrubStatusInfo> {
  const answer = await daemon!.call<ScrubStatusInfo>('/zspool/scrub/status', { pid }, token);
  expect(answer.success, answer.message).toBe(true);
  return answer.data;
}

async function waitForScrub(token: string, pid: string, done: (status: ScrubStatusInfo) => boolean) {
  for (const deadline = Date.now() + 180_000; Date.now() < deadline;) {
    const status = await scrub(token, pid);
    if (done(status)) return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the scrub did not get there\n${daemon!.logTail()}`);
}

/** The scrub job `jobId` finished over both copies of the files (2 × 256 MiB) and found nothing. */
function expectWholeCleanScrub(status: ScrubStatusInfo, jobId: string) {
  expect(status).toMatchObject({
    state: 'finished',
    percent: 100,
    jobId,
    errors: { found: 0, corrected: 0, uncorrectable: 0 },
  });
  expect(status.total_bytes).toBeGreaterThan(512 * MiB);
  expect(status.bytes_scrubbed).toBe(status.total_bytes);
}

it('takes up a scrub whose daemon was killed: same job, cancel reaches it, no second scrub', async () => {
  daemon = await createDaemonProcess({ prefix: 'coffer-kill-scrub-' });
  await daemon.start();
  let token = await daemon.token();
  const serials = await daemon.insertDisks(token, { sata1: '100G', sata2: '100G' });
  const poolId = await daemon.createPool(token, 'raid1', serials);
  const mountPoint = daemon.mountPoint(poolId);
  const files = await writeFiles(mountPoint, 16, 16 * MiB);
  await capScrubSpeed(mountPoint, 8 * MiB);

  const started = await daemon.call<{ jobId: string }>('/zspool/scrub/start', { pid: poolId }, token);
  expect(started.success, started.message).toBe(true);
  const { jobId } = started.data;
  const partway = await waitForScrub(token, poolId, (status) => status.percent >= 5);
  expect(partway).toMatchObject({ state: 'running', jobId });

  // The daemon alone: its `btrfs scrub start` lives on, and so does the kernel's scrub.
  const orphans = await daemon.kill();
  expect(orphans.map((orphan) => orphan.command).join('\n')).toMatch(/btrfs scrub start/);
  expect((await kernelScrub(mountPoint)).state).toBe('running');

  await daemon.start();
  token = await daemon.token();
  const adoptedAt = Date.now();
  const adopted = await waitForScrub(token, poolId, (status) => status.state === 'running');
  expect(Date.now() - adoptedAt).toBeLessThan(3000);
  expect(adopted).toMatchObject({ state: 'running', jobId, started: partway.started });
  expect(adopted.percent).toBeGreaterThanOrEqual(partway.percent);
  expect((await kernelScrub(mountPoint)).state).toBe('running');
  // The killed daemon's btrfs process was stopped; the scrub now runs under this daemon.
  expect(await outlived(orphans, 5000)).toEqual([]);

  const second = await daemon.call('/zspool/scrub/start', { pid: poolId }, token);
  expect(second).toMatchObject({ success: false, code: Code.scrubRunning });

  const cancel = await daemon.call<ScrubStatusInfo>('/zspool/scrub/cancel', { pid: poolId }, token);
  expect(cancel.data).toMatchObject({ state: 'cancelled', jobId });
  expect((await kernelScrub(mountPoint)).state).not.toBe('running');

  await capScrubSpeed(mountPoint, 0);
  const again = await daemon.call<{ jobId: string }>('/zspool/scrub/start', { pid: poolId }, token);
  expect(again.success, again.message).toBe(true);
  const finished = await waitForScrub(token, poolId, (status) => status.state !== 'running');
  expectWholeCleanScrub(finished, again.data.jobId);
  // Two copies of 256 MiB of files and a little metadata: the truth, not chunk space counted twice.
  expect(finished.total_bytes).toBeLessThan(560 * MiB);
  // No device error counter grew (exit 64 when one is not zero).
  expect((await exec('btrfs', ['device', 'stats', '--check', mountPoint])).exitCode).toBe(0);
  expect(readDigests(mountPoint, files.keys())).toEqual(files);
  made = { poolId, files };
}, 300_000);

it('gives a killed daemon’s scrub job the result of the scrub the kernel finished meanwhile', async () => {
  expect(made).toBeDefined();
  const { poolId, files } = made!;
  const mountPoint = daemon!.mountPoint(poolId);
  let token = await daemon!.token();
  await capScrubSpeed(mountPoint, 8 * MiB);
  const started = await daemon!.call<{ jobId: string }>('/zspool/scrub/start', { pid: poolId }, token);
  expect(started.success, started.message).toBe(true);
  await waitForScrub(token, poolId, (status) => status.percent >= 5);
  const orphans = await daemon!.kill();

  await capScrubSpeed(mountPoint, 0);
  expect(await outlived(orphans, 60_000)).toEqual([]);
  expect((await kernelScrub(mountPoint)).state).toBe('finished');
  await daemon!.start();
  token = await daemon!.token();
  const status = await waitForScrub(token, poolId, (answer) => answer.state !== 'running');
  expectWholeCleanScrub(status, started.data.jobId);
  expect(daemon!.logTail(200)).toMatch(/"finishedMeanwhile":true/);
  expect(readDigests(mountPoint, files.keys())).toEqual(files);
}, 300_000);

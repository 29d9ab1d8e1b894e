import type { JobInfo, PoolInfo } from '@coffer/contract';
import { afterAll, expect, it } from 'vitest';
import { exec } from '../../src/platform/exec.js';
import { replaceStatus } from '../../src/storage/btrfs/replace.js';
import { showFilesystem } from '../../src/storage/btrfs/filesystem.js';
import type { PoolsInfo } from '../../src/storage/pools/pool-service.js';
import { commandLine, createDaemonProcess, outlived, type DaemonProcess } from '../support/daemon-process.js';
import { readDigests, writeFiles } from '../support/pool-files.js';

const MiB = 2 ** 20;
let daemon: DaemonProcess | undefined;
afterAll(async () => {
  const left = await daemon?.cleanup();
  expect(left).toEqual({ mounts: [], loops: [], processes: [] });
}, 120_000);

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  for (const deadline = Date.now() + timeoutMs; !(await condition());) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${daemon!.logTail()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function pool(token: string, poolId: string): Promise<PoolInfo> {
  const answer = await daemon!.call<PoolsInfo>('/zspool/info', {}, token);
  return answer.data.zspool.normal.find((candidate) => candidate.id === poolId)!;
}

it('finishes a repair whose daemon was killed during its replace, and records the new member', async () => {
  daemon = await createDaemonProcess('coffer-kill-repair-');
  await daemon.start();
  let token = await daemon.signIn();
  const [first, lost, spare] = await daemon.insertDisks(token, {
    sata1: '100G',
    sata2: '100G',
    sata3: '100G',
  });
  const poolId = await daemon.createPool(token, 'raid1', [first!, lost!]);
  const mountPoint = daemon.mountPoint(poolId);
  const files = await writeFiles(mountPoint, 8, 8 * MiB);
  // Enough extents that copying them to the new disk takes a while.
  await exec('fallocate', ['-l', '3G', `${mountPoint}/reserved.bin`]);
  await exec('sync', ['-f', mountPoint]);
  await daemon.pullDisk('sata2');
  await until(async () => (await pool(token, poolId)).status !== 'ok', 'the pool to lose a member');

  const jobId = await daemon.formatExec(token, {
    action: 'repair',
    pid: poolId,
    repair: [lost],
    sys: [spare],
  });
  await until(async () => (await replaceStatus(mountPoint)).state === 'running', 'the replace');
  const orphans = await daemon.kill();
  expect(orphans.map(commandLine).join('\n')).toMatch(/btrfs replace start/);

  await daemon.start();
  token = await daemon.signIn(false);
  const restartedAt = Date.now();
  const taken = await daemon.call<JobInfo>('/zspool/format/status', { jobId }, token);
  expect(taken.data, daemon.logTail(60)).toMatchObject({ id: jobId, kind: 'replace', state: 'running' });
  expect(Date.now() - restartedAt).toBeLessThan(3000);

  const finished = await daemon.waitForJob(token, jobId);
  expect(finished, daemon.logTail()).toMatchObject({ state: 'done', percent: 100 });
  expect(await outlived(orphans, 5000)).toEqual([]);
  expect(daemon.logTail(400)).toMatch(/"plan":"repair"/);
  expect((await replaceStatus(mountPoint)).state).toBe('finished');
  const shown = await showFilesystem(mountPoint);
  expect(shown.devices).toHaveLength(2);
  expect(shown.someMissing || shown.missingDevids.length > 0).toBe(false);
  const info = await pool(token, poolId);
  expect(info).toMatchObject({ status: 'ok', disk_count: 2 });
  const { stdout: df } = await exec('btrfs', ['filesystem', 'df', mountPoint]);
  const profiles = [...df.matchAll(/^(Data|Metadata|System), (\w+):/gm)].map((match) => match[2]);
  expect(new Set(profiles)).toEqual(new Set(['RAID1']));

  const { stdout: scrub } = await exec('btrfs', ['scrub', 'start', '-B', '-R', mountPoint]);
  expect(scrub).toMatch(/uncorrectable_errors: 0/);
  // No device error counter grew (exit 64 when one is not zero).
  expect((await exec('btrfs', ['device', 'stats', '--check', mountPoint])).exitCode).toBe(0);
  expect(readDigests(mountPoint, files.keys())).toEqual(files);
}, 300_000);

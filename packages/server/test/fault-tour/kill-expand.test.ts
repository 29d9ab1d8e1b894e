import type { JobInfo, PoolInfo } from '@coffer/contract';
import { afterAll, expect, it } from 'vitest';
import { exec } from '../../src/platform/exec.js';
import { balanceStatus } from '../../src/storage/btrfs/balance.js';
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
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function pool(token: string, poolId: string): Promise<PoolInfo> {
  const answer = await daemon!.call<PoolsInfo>('/zspool/info', {}, token);
  return answer.data.zspool.normal.find((candidate) => candidate.id === poolId)!;
}

it('finishes an expansion whose daemon was killed during its balance, under the same job', async () => {
  daemon = await createDaemonProcess('coffer-kill-expand-');
  await daemon.start();
  let token = await daemon.signIn();
  const [first, second, third] = await daemon.insertDisks(token, {
    sata1: '100G',
    sata2: '100G',
    sata3: '100G',
  });
  const poolId = await daemon.createPool(token, 'raid1', [first!, second!]);
  const mountPoint = daemon.mountPoint(poolId);
  const files = await writeFiles(mountPoint, 8, 8 * MiB);
  // Enough extents that converting them to three copies takes a while.
  await exec('fallocate', ['-l', '1536M', `${mountPoint}/reserved.bin`]);
  await exec('sync', ['-f', mountPoint]);

  const jobId = await daemon.formatExec(token, { action: 'dilate', pid: poolId, sys: [third!] });
  await until(async () => (await balanceStatus(mountPoint)).state === 'running', 'the balance');
  const orphans = await daemon.kill();
  expect(orphans.map(commandLine).join('\n')).toMatch(/btrfs balance start/);

  await daemon.start();
  token = await daemon.signIn(false);
  const restartedAt = Date.now();
  const taken = await daemon.call<JobInfo>('/zspool/format/status', { jobId }, token);
  expect(taken.data).toMatchObject({ id: jobId, state: 'running' });
  expect(Date.now() - restartedAt).toBeLessThan(3000);
  expect((await pool(token, poolId)).disk_count).toBe(3);

  const finished = await daemon.waitForJob(token, jobId);
  expect(finished).toMatchObject({ state: 'done', percent: 100 });
  // The killed daemon's `balance start` returned when its balance was paused (after the chunk it
  // was moving); this daemon resumed the balance and saw it to the end.
  expect(await outlived(orphans, 5000)).toEqual([]);
  expect(daemon.logTail(400)).toMatch(/"plan":"expansion"/);
  expect((await balanceStatus(mountPoint)).state).toBe('idle');
  const { stdout } = await exec('btrfs', ['filesystem', 'df', mountPoint]);
  const profiles = [...stdout.matchAll(/^(Data|Metadata|System), (\w+):/gm)].map((match) => match[2]);
  expect(new Set(profiles)).toEqual(new Set(['RAID1C3']));
  expect((await showFilesystem(mountPoint)).devices).toHaveLength(3);
  expect(await pool(token, poolId)).toMatchObject({ status: 'ok', disk_count: 3 });

  const { stdout: scrub } = await exec('btrfs', ['scrub', 'start', '-B', '-R', mountPoint]);
  expect(scrub).toMatch(/uncorrectable_errors: 0/);
  // No device error counter grew (exit 64 when one is not zero).
  expect((await exec('btrfs', ['device', 'stats', '--check', mountPoint])).exitCode).toBe(0);
  expect(readDigests(mountPoint, files.keys())).toEqual(files);
}, 300_000);

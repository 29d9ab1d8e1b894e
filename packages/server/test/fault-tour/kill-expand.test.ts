import type { JobInfo } from '@coffer/contract';
import { afterAll, expect, it } from 'vitest';
import { balanceStatus } from '../../src/storage/btrfs/balance.js';
import { showFilesystem } from '../../src/storage/btrfs/filesystem.js';
import { createDaemonProcess, type DaemonProcess } from '../support/daemon-process.js';
import { outlived } from '../support/process-marks.js';
import { expectScrubbedIntact, profilesOf, startBusyRaid1 } from '../support/busy-raid1.js';

let daemon: DaemonProcess | undefined;
afterAll(async () => {
  const left = await daemon?.cleanup();
  expect(left).toEqual({ mounts: [], loops: [], processes: [] });
}, 120_000);

it('finishes an expansion whose daemon was killed during its balance, under the same job', async () => {
  daemon = await createDaemonProcess({ prefix: 'coffer-kill-expand-' });
  // Enough extents that converting them to three copies takes a while.
  const { serials, poolId, mountPoint, files, ...made } = await startBusyRaid1(daemon, '1536M');
  const [, , third] = serials;
  let { token } = made;

  const jobId = await daemon.formatExec(token, { action: 'dilate', pid: poolId, sys: [third] });
  await daemon.until(async () => (await balanceStatus(mountPoint)).state === 'running', 'the balance');
  const orphans = await daemon.kill();
  expect(orphans.map((orphan) => orphan.command).join('\n')).toMatch(/btrfs balance start/);

  await daemon.start();
  token = await daemon.token();
  const restartedAt = Date.now();
  const taken = await daemon.call<JobInfo>('/zspool/format/status', { jobId }, token);
  // Taken up under the same job: still running, or already done when the resumed balance had little
  // left (on a quiet machine it can end before the first status call).
  expect(taken.data).toMatchObject({ id: jobId, state: expect.stringMatching(/^(running|done)$/) });
  expect(Date.now() - restartedAt).toBeLessThan(3000);
  expect((await daemon.pool(token, poolId)).disk_count).toBe(3);

  const finished = await daemon.waitForJob(token, jobId);
  expect(finished).toMatchObject({ state: 'done', percent: 100 });
  // The killed daemon's `balance start` returned when its balance was paused (after the chunk it
  // was moving); this daemon resumed the balance and saw it to the end.
  expect(await outlived(orphans, 5000)).toEqual([]);
  expect(daemon.logTail(400)).toMatch(/"plan":"expansion"/);
  expect((await balanceStatus(mountPoint)).state).toBe('idle');
  expect(await profilesOf(mountPoint)).toEqual(new Set(['RAID1C3']));
  expect((await showFilesystem(mountPoint)).devices).toHaveLength(3);
  expect(await daemon.pool(token, poolId)).toMatchObject({ status: 'ok', disk_count: 3 });

  await expectScrubbedIntact(mountPoint, files);
}, 300_000);

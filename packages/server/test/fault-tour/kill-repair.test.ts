import type { JobInfo } from '@coffer/contract';
import { afterAll, expect, it } from 'vitest';
import { replaceStatus } from '../../src/storage/btrfs/replace.js';
import { showFilesystem } from '../../src/storage/btrfs/filesystem.js';
import { createDaemonProcess, type DaemonProcess } from '../support/daemon-process.js';
import { outlived } from '../support/process-marks.js';
import { expectScrubbedIntact, profilesOf, startBusyRaid1 } from '../support/busy-raid1.js';

let daemon: DaemonProcess | undefined;
afterAll(async () => {
  const left = await daemon?.cleanup();
  expect(left).toEqual({ mounts: [], loops: [], processes: [] });
}, 120_000);

it('finishes a repair whose daemon was killed during its replace, and records the new member', async () => {
  daemon = await createDaemonProcess({ prefix: 'coffer-kill-repair-' });
  // Enough extents that copying them to the new disk takes a while.
  const { serials, poolId, mountPoint, files, ...made } = await startBusyRaid1(daemon, '3G');
  const [, lost, spare] = serials;
  let { token } = made;
  await daemon.pullDisk('sata2');
  await daemon.until(
    async () => (await daemon!.pool(token, poolId)).status !== 'ok',
    'the pool to lose a member',
  );

  const jobId = await daemon.formatExec(token, {
    action: 'repair',
    pid: poolId,
    repair: [lost],
    sys: [spare],
  });
  await daemon.until(async () => (await replaceStatus(mountPoint)).state === 'running', 'the replace');
  const orphans = await daemon.kill();
  expect(orphans.map((orphan) => orphan.command).join('\n')).toMatch(/btrfs replace start/);

  await daemon.start();
  token = await daemon.token();
  const restartedAt = Date.now();
  const taken = await daemon.call<JobInfo>('/zspool/format/status', { jobId }, token);
  // Taken up under the same job: still running, or already done when the kernel's replace had little
  // left (on a quiet machine it can end before the first status call).
  expect(taken.data, daemon.logTail(60)).toMatchObject({
    id: jobId,
    kind: 'replace',
    state: expect.stringMatching(/^(running|done)$/),
  });
  expect(Date.now() - restartedAt).toBeLessThan(3000);

  const finished = await daemon.waitForJob(token, jobId);
  expect(finished, daemon.logTail()).toMatchObject({ state: 'done', percent: 100 });
  expect(await outlived(orphans, 5000)).toEqual([]);
  expect(daemon.logTail(400)).toMatch(/"plan":"repair"/);
  expect((await replaceStatus(mountPoint)).state).toBe('finished');
  const shown = await showFilesystem(mountPoint);
  expect(shown.devices).toHaveLength(2);
  expect(shown.someMissing || shown.missingDevids.length > 0).toBe(false);
  const info = await daemon.pool(token, poolId);
  expect(info).toMatchObject({ status: 'ok', disk_count: 2 });
  expect(await profilesOf(mountPoint)).toEqual(new Set(['RAID1']));

  await expectScrubbedIntact(mountPoint, files);
}, 300_000);

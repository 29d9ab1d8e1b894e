import { CALLS, Code, PasswordEvent, type JobInfo } from '@coffer/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { deviceKey, encrypt } from '../../../../e2e/support/api.js';
import { passPasswordCheck } from '../../../../e2e/support/pools.js';
import { exec } from '../../src/platform/exec.js';
import type { PoolsInfo } from '../../src/storage/pools/pool-service.js';
import { createDaemonProcess, type DaemonProcess } from '../support/daemon-process.js';
import { outlived, type ProcessMark } from '../support/process-marks.js';

let daemon: DaemonProcess | undefined;
afterEach(async () => {
  await daemon?.cleanup();
  daemon = undefined;
});

/** The default bays' two 4T disks: the RAID1 every row creates. */
async function sataSerials(test: DaemonProcess, token: string): Promise<string[]> {
  const disks = await test.disks(token);
  return disks.filter((disk) => disk.dev_type === 'sata').map((disk) => disk.sn);
}

async function startCreate(test: DaemonProcess, token: string, serials: string[], name: string) {
  await passPasswordCheck(test.baseURL, token, PasswordEvent.storageFormat);
  const answer = await test.call<{ jobId: string; poolId: string }>(
    CALLS.formatExec.path,
    { action: 'new', protocol: 'protsata', raidtype: 'raid1', name, sys: serials },
    token,
  );
  if (!answer.success) throw new Error(`format/exec: ${String(answer.code)} ${answer.message}`);
  return answer.data;
}

const formatJob = (test: DaemonProcess, token: string, jobId: string, done: (job: JobInfo) => boolean) =>
  test.waitFor<JobInfo | null>(CALLS.formatStatus.path, { jobId }, token, (job) => job !== null && done(job));

/** Device paths of the data directory's disks that still carry a filesystem signature. */
async function signedDisks(test: DaemonProcess): Promise<string[]> {
  const signed: string[] = [];
  for (const device of test.loopsInside()) {
    const { stdout } = await exec('wipefs', ['--noheadings', device]);
    if (stdout.trim() !== '') signed.push(device);
  }
  return signed;
}

/**
 * After the restart: nothing of the cut-off pool is left (no mount, no pool, no child of the killed
 * daemon, no signature on its disks), and the disks are free, wipeable and make a new pool.
 */
async function expectUndoneAndUsable(test: DaemonProcess, children: readonly ProcessMark[]) {
  // The next start ends the storage commands; the runtime's own helper (tsx's esbuild service)
  // ends by itself once its pipe to the dead daemon closes, which can take a moment.
  expect(await outlived(children, 5000)).toEqual([]);
  expect(test.mountsInside()).toEqual([]);
  expect(await signedDisks(test)).toEqual([]);
  const token = await test.token();
  const info = await test.call<PoolsInfo>(CALLS.poolInfo.path, {}, token);
  expect(info.data.zspool.normal).toEqual([]);
  const serials = await sataSerials(test, token);
  const disks = await test.disks(token);
  expect(disks.filter((disk) => serials.includes(disk.sn)).map((disk) => [disk.role, disk.pid])).toEqual([
    [0, ''],
    [0, ''],
  ]);

  await passPasswordCheck(test.baseURL, token, PasswordEvent.storageFormat);
  const wipe = await test.call<{ jobId: string }>(CALLS.wipeStart.path, { sn: serials[0] }, token);
  expect(wipe.success).toBe(true);
  const wiped = await test.waitFor<JobInfo | null>(
    CALLS.wipeStatus.path,
    { jobId: wipe.data.jobId },
    token,
    (job) => job !== null && job.state !== 'queued' && job.state !== 'running',
  );
  expect(wiped?.state).toBe('done');

  const again = await startCreate(test, token, serials, 'Again');
  const made = await formatJob(
    test,
    token,
    again.jobId,
    (job) => job.state !== 'queued' && job.state !== 'running',
  );
  expect(made?.state).toBe('done');
  expect(test.mountsInside()).toEqual([`${test.dataDir}/mnt/${again.poolId}`]);
}

async function expectNothingLeftAfterStop(test: DaemonProcess) {
  await test.stop();
  expect(test.mountsInside()).toEqual([]);
  expect(test.loopsInside()).toEqual([]);
}

describe('fault tour: SIGKILL of the daemon alone during pool creation', () => {
  it('at smarttest (the check before the format) the next start has no pool and the disks make one', async () => {
    daemon = await createDaemonProcess({ prefix: 'coffer-kill-create-', bays: 'default' });
    await daemon.start({ COFFER_TEST_HOLD_STEP: 'smart:smarttest' });
    const token = await daemon.token();
    const serials = await sataSerials(daemon, token);
    const prepared = await daemon.call(
      CALLS.formatPrepare.path,
      { action: 'new', protocol: 'protsata', redundant: JSON.stringify({ mode: 'raid1', needEncrypt: 0 }) },
      token,
    );
    expect(prepared.success).toBe(true);
    const check = await daemon.call<{ step: string; jobId: string }>(
      CALLS.formatSmarttest.path,
      { protocol: 'protsata', sn: serials },
      token,
    );
    expect(check.data.step).toBe('smarttest');
    expect(daemon.storedJob(check.data.jobId)).toMatchObject({ state: 'running', description: 'smarttest' });

    const children = await daemon.kill();
    await daemon.start();

    expect(daemon.storedJob(check.data.jobId)).toMatchObject({
      state: 'failed',
      description: 'smarttest',
      error_code: Code.jobInterrupted,
    });
    await expectUndoneAndUsable(daemon, children);
    await expectNothingLeftAfterStop(daemon);
  }, 180_000);

  it.each([
    { stage: 'prepare', hold: 'format:prepare', percent: 0, mounted: false },
    { stage: 'formatting', hold: 'format:formatting', percent: 30, mounted: false },
    { stage: 'init (before the mount)', hold: 'format:init', percent: 80, mounted: false },
    { stage: 'init (mounted, not yet recorded)', hold: 'format:init:90', percent: 90, mounted: true },
  ])(
    'at $stage the next start undoes the pool completely and the job reads interrupted at that step',
    async ({ hold, percent, mounted }) => {
      daemon = await createDaemonProcess({ prefix: 'coffer-kill-create-', bays: 'default' });
      await daemon.start({ COFFER_TEST_HOLD_STEP: hold });
      const token = await daemon.token();
      const serials = await sataSerials(daemon, token);
      const { jobId, poolId } = await startCreate(daemon, token, serials, 'Cut');
      const [, step] = hold.split(':') as [string, string];
      await formatJob(daemon, token, jobId, (job) => job.description === step && job.percent === percent);
      const mountPoint = `${daemon.dataDir}/mnt/${poolId}`;
      expect(daemon.mountsInside()).toEqual(mounted ? [mountPoint] : []);

      const children = await daemon.kill();
      await daemon.start();

      const fresh = await daemon.token();
      const job = await daemon.call<JobInfo>(CALLS.formatStatus.path, { jobId }, fresh);
      expect(job.data).toMatchObject({
        state: 'failed',
        errorCode: Code.jobInterrupted,
        description: step,
        percent,
      });
      await expectUndoneAndUsable(daemon, children);
      await expectNothingLeftAfterStop(daemon);
    },
    180_000,
  );

  it('at init of an encrypted pool, its plain view mounted, the next start unmounts both and undoes it', async () => {
    daemon = await createDaemonProcess({ prefix: 'coffer-kill-create-', bays: 'default' });
    await daemon.start({ COFFER_TEST_HOLD_STEP: 'format:init:95' });
    const token = await daemon.token();
    const serials = await sataSerials(daemon, token);
    await passPasswordCheck(daemon.baseURL, token, PasswordEvent.storageFormat);
    const { key, key_id } = await deviceKey(daemon.baseURL);
    const started = await daemon.call<{ jobId: string; poolId: string }>(
      CALLS.formatExec.path,
      {
        action: 'new',
        protocol: 'protsata',
        raidtype: 'raid1',
        name: 'Secret',
        sys: serials,
        encryptpwd: encrypt(key, 'Cof3ferA'),
        key_id,
      },
      token,
    );
    expect(started).toMatchObject({ success: true });
    const { jobId, poolId } = started.data;
    await formatJob(daemon, token, jobId, (job) => job.percent === 95);
    expect(daemon.mountsInside().sort()).toEqual(
      [`${daemon.dataDir}/mnt/${poolId}`, `${daemon.dataDir}/unlocked/${poolId}`].sort(),
    );

    const children = await daemon.kill();
    await daemon.start();

    const fresh = await daemon.token();
    const job = await daemon.call<JobInfo>(CALLS.formatStatus.path, { jobId }, fresh);
    expect(job.data).toMatchObject({ state: 'failed', errorCode: Code.jobInterrupted, percent: 95 });
    await expectUndoneAndUsable(daemon, children);
    await expectNothingLeftAfterStop(daemon);
  }, 180_000);
});

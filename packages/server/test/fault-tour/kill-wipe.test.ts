import { CALLS, Code, PasswordEvent, type JobInfo } from '@coffer/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { passPasswordCheck } from '../../../../e2e/support/pools.js';
import { createDaemonProcess, type DaemonProcess } from '../support/daemon-process.js';
import { outlived } from '../support/process-marks.js';

let daemon: DaemonProcess | undefined;
afterEach(async () => {
  await daemon?.cleanup();
  daemon = undefined;
});

const finished = (job: JobInfo | null) => job !== null && job.state !== 'queued' && job.state !== 'running';

async function startWipe(test: DaemonProcess, token: string, sn: string): Promise<string> {
  await passPasswordCheck(test.baseURL, token, PasswordEvent.storageFormat);
  const answer = await test.call<{ jobId: string }>(CALLS.wipeStart.path, { sn }, token);
  if (!answer.success) throw new Error(`wipe/start: ${String(answer.code)} ${answer.message}`);
  return answer.data.jobId;
}

describe('fault tour: SIGKILL of the daemon alone during a disk wipe', () => {
  it('the next start reads the wipe interrupted where it was, and the disk wipes again and makes a pool', async () => {
    daemon = await createDaemonProcess({ prefix: 'coffer-kill-wipe-', bays: 'default' });
    // Held once the signatures are gone, before the discard and the zeroing.
    await daemon.start({ COFFER_TEST_HOLD_STEP: 'wipe:wiping:20' });
    const token = await daemon.token();
    const sata = (await daemon.disks(token)).filter((disk) => disk.dev_type === 'sata');
    const [first, second] = sata.map((disk) => disk.sn) as [string, string];
    const jobId = await startWipe(daemon, token, first);
    await daemon.waitFor<JobInfo | null>(
      CALLS.wipeStatus.path,
      { jobId },
      token,
      (job) => job?.percent === 20,
    );

    const children = await daemon.kill();
    await daemon.start();

    // The runtime's own helper (tsx's esbuild service) ends by itself once its pipe closes.
    expect(await outlived(children, 5000)).toEqual([]);
    const fresh = await daemon.token();
    const cut = await daemon.call<JobInfo>(CALLS.wipeStatus.path, { jobId }, fresh);
    expect(cut.data).toMatchObject({
      state: 'failed',
      errorCode: Code.jobInterrupted,
      description: 'wiping',
      percent: 20,
    });
    const disk = (await daemon.disks(fresh)).find((candidate) => candidate.sn === first);
    expect([disk?.role, disk?.pid]).toEqual([0, '']);

    const again = await startWipe(daemon, fresh, first);
    const wiped = await daemon.waitFor(CALLS.wipeStatus.path, { jobId: again }, fresh, finished);
    expect(wiped).toMatchObject({ state: 'done', percent: 100 });

    await passPasswordCheck(daemon.baseURL, fresh, PasswordEvent.storageFormat);
    const created = await daemon.call<{ jobId: string; poolId: string }>(
      CALLS.formatExec.path,
      { action: 'new', protocol: 'protsata', raidtype: 'raid1', name: 'After', sys: [first, second] },
      fresh,
    );
    expect(created.success).toBe(true);
    const made = await daemon.waitFor(
      CALLS.formatStatus.path,
      { jobId: created.data.jobId },
      fresh,
      finished,
    );
    expect(made?.state).toBe('done');

    await daemon.stop();
    expect(daemon.mountsInside()).toEqual([]);
    expect(daemon.loopsInside()).toEqual([]);
  }, 180_000);
});

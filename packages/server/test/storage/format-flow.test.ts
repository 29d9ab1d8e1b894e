import { Code, Role, type PollResponse } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BaySandbox, createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import {
  insertDisks,
  ownerToken,
  passPasswordCheck,
  startPoolDevice,
  waitForJob,
} from '../support/pool-device.js';
import { signIn, type TestDevice } from '../support/test-device.js';

let sandbox: BaySandbox;
let test: TestDevice | undefined;
beforeEach(() => {
  sandbox = createBaySandbox();
});
afterEach(async () => {
  await tearDownSandbox(sandbox, test);
  test = undefined;
});

const REDUNDANT = JSON.stringify({ mode: 'raid1', needEncrypt: 0, pwd: '', pwdTips: '' });

async function stage(device: TestDevice, token: string): Promise<PollResponse['storage_polling']> {
  const answer = await device.post<PollResponse>('/system/polling2', { show_hidden_drive: 1 }, { token });
  if (!answer.success) throw new Error(`poll failed: ${answer.code}`);
  return answer.data.storage_polling;
}

/** Waits until the disk monitor lists `count` disks (it scans once a second). */
async function waitForDisks(device: TestDevice, count: number): Promise<void> {
  for (let attempt = 0; attempt < 100 && device.device.disks.list().length < count; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function startFormat(device: TestDevice, token: string, sys: string[]) {
  await passPasswordCheck(device, token);
  const answer = await device.post<{ jobId: string; poolId: string }>(
    '/zspool/format/exec',
    { action: 'new', protocol: 'protsata', raidtype: 'raid1', sys },
    { token, json: true },
  );
  if (!answer.success) throw new Error(`format refused: ${answer.code}`);
  return answer.data;
}

describe('the format flow: prepare, smarttest, cancel, done', () => {
  it('remembers the settings, checks the chosen disks, leaves the flow, and refuses what no longer exists', async () => {
    test = await startPoolDevice(sandbox);
    const token = await ownerToken(test);
    const disks = await insertDisks(test, { sata1: '120G', sata2: '120G' });
    await test.device.bays.fail('sata1', 'smart-warning');
    await waitForDisks(test, 2);
    const serials = disks.map((disk) => disk.serial);

    // No prepared flow: the format cannot go on.
    const early = await test.post(
      '/zspool/format/smarttest',
      { protocol: 'protsata', sn: serials },
      { token, json: true },
    );
    expect(early.code).toBe('N300008');
    expect((await test.post('/zspool/format/cancel', {}, { token, json: true })).code).toBe('N300087');

    const bad = await test.post(
      '/zspool/format/prepare',
      { action: 'new', protocol: 'protsata', redundant: '{"needEncrypt":1}' },
      { token, json: true },
    );
    expect(bad.code).toBe(Code.formatSettingsInvalid);
    const cacheWithoutPool = await test.post(
      '/zspool/format/prepare',
      { action: 'rcache', protocol: 'protnvme' },
      { token, json: true },
    );
    expect(cacheWithoutPool.code).toBe(Code.formatSettingsInvalid);

    const prepared = await test.post(
      '/zspool/format/prepare',
      { action: 'new', protocol: 'protsata', redundant: REDUNDANT },
      { token, json: true },
    );
    expect(prepared.data).toEqual({
      step: 'prepare',
      action: 'new',
      protocol: 'protsata',
      mode: 'raid1',
      needEncrypt: 0,
    });

    const skipped = await test.post(
      '/zspool/format/smarttest',
      { protocol: 'protsata', sn: serials, skipsmart: 1 },
      { token, json: true },
    );
    expect(skipped.data).toEqual({ step: 'formatting', jobId: null, skipped: 1 });
    const checked = await test.post<{ step: string; jobId: string }>(
      '/zspool/format/smarttest',
      { protocol: 'protsata', sn: JSON.stringify([serials[0]]) },
      { token, json: true },
    );
    expect(checked.data).toMatchObject({ step: 'smarttest', skipped: 0 });
    expect((await test.device.jobs.whenFinished(checked.data.jobId)).state).toBe('done');
    const status = await test.post<{ disks: { sn: string; result: string; replace: number }[] }>(
      '/zspool/smart/detect/status',
      { protocol: 'protsata' },
      { token, json: true },
    );
    expect(status.data.disks.map((disk) => [disk.sn, disk.result, disk.replace])).toEqual([
      [serials[0], 'warning', 1],
      [serials[1], 'notest', 0],
    ]);

    // Leaving the flow drops the settings: the next step is refused, a second cancel finds nothing.
    expect((await test.post('/zspool/format/cancel', {}, { token, json: true })).data).toEqual({
      cancelled: 0,
      jobId: null,
    });
    expect(
      (
        await test.post(
          '/zspool/format/smarttest',
          { protocol: 'protsata', sn: serials },
          { token, json: true },
        )
      ).code,
    ).toBe('N300008');
    expect((await test.post('/zspool/format/cancel', {}, { token, json: true })).code).toBe('N300087');
    expect((await test.post('/zspool/format/done', {}, { token, json: true })).code).toBe('N300087');

    // Only the master walks the flow.
    await test.device.accounts.addUser({ username: 'ops', mainRole: Role.devOps, password: 'Ops-2026xy' });
    const ops = await signIn(test, { username: 'ops', password: 'Ops-2026xy' });
    for (const path of ['/zspool/format/prepare', '/zspool/format/cancel', '/zspool/format/done']) {
      const answer = await test.post(
        path,
        { action: 'new', protocol: 'protsata' },
        { token: ops, json: true },
      );
      expect(answer.code, path).toBe(Code.forbidden);
    }
  });

  it('done ends fmtdone at once; cancel stops a running format, which undoes itself', async () => {
    test = await startPoolDevice(sandbox);
    const token = await ownerToken(test);
    const disks = await insertDisks(test, { sata1: '120G', sata2: '120G' });
    await waitForDisks(test, 2);
    const serials = disks.map((disk) => disk.serial);

    // A format cancelled while it runs: prepare refuses meanwhile, the job ends cancelled, no pool.
    await test.post('/zspool/format/prepare', { action: 'new', protocol: 'protsata' }, { token, json: true });
    const first = await startFormat(test, token, serials);
    const during = await test.post(
      '/zspool/format/prepare',
      { action: 'new', protocol: 'protsata' },
      { token, json: true },
    );
    expect(during.code).toBe('N300008');
    const cancelled = await test.post('/zspool/format/cancel', {}, { token, json: true });
    expect(cancelled.data).toEqual({ cancelled: 1, jobId: first.jobId });
    expect((await waitForJob(test, token, first.jobId)).state).toBe('cancelled');
    const info = await test.post<{ zspool: { normal: unknown[] } }>(
      '/zspool/info',
      {},
      { token, json: true },
    );
    expect(info.data.zspool.normal).toEqual([]);
    expect(await stage(test, token)).toMatchObject({ stage: 'fmtdone', code: Code.jobCancelled });
    expect((await test.post('/zspool/format/done', {}, { token, json: true })).data).toEqual({
      jobId: first.jobId,
      state: 'cancelled',
    });
    expect((await stage(test, token)).stage).toBe('mount');

    // A format that succeeds: fmtdone until acknowledged, then complete at once.
    const second = await startFormat(test, token, serials);
    expect((await waitForJob(test, token, second.jobId)).state).toBe('done');
    expect(await stage(test, token)).toMatchObject({ stage: 'fmtdone', code: 200 });
    expect((await test.post('/zspool/format/done', {}, { token, json: true })).data).toEqual({
      jobId: second.jobId,
      state: 'done',
    });
    expect(await stage(test, token)).toMatchObject({ stage: 'complete', type: 'complete' });
    expect((await test.post('/zspool/format/done', {}, { token, json: true })).code).toBe('N300087');
  });
});

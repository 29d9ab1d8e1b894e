import { Role, type JobInfo } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BaySandbox, createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import {
  insertDisks,
  ownerToken,
  passPasswordCheck,
  startPoolDevice,
  waitForJob,
} from '../support/pool-device.js';
import { openPushPage, type PushPage } from '../support/push-page.js';
import { signIn, type TestDevice } from '../support/test-device.js';

let sandbox: BaySandbox;
let test: TestDevice;
let owner: PushPage;
let user: PushPage;
let token: string;
beforeAll(async () => {
  sandbox = createBaySandbox();
  test = await startPoolDevice(sandbox);
  token = await ownerToken(test);
  await test.device.accounts.addUser({ username: 'alice', mainRole: Role.user, password: 'Alice-2026x' });
  owner = await openPushPage(test, token, 'owner-desk');
  user = await openPushPage(
    test,
    await signIn(test, { username: 'alice', password: 'Alice-2026x' }),
    'alice-desk',
  );
  await owner.next('registered');
  await user.next('registered');
});
afterAll(async () => {
  owner?.close();
  user?.close();
  await tearDownSandbox(sandbox, test);
});

describe('storage push frames', () => {
  it('tells every page that a disk was inserted, and that it was pulled', async () => {
    const [disk] = await insertDisks(test, { sata3: '120G' });
    for (const page of [owner, user]) {
      expect(await page.next('storage_hotplug_hdd_add', 5000)).toMatchObject({
        data: { sn: disk!.serial, dev_type: 'sata', total_size: 120 * 2 ** 30 },
      });
    }
    await test.device.bays.pull('sata3');
    for (const page of [owner, user]) {
      expect(await page.next('storage_hotplug_hdd_remove', 5000)).toMatchObject({
        data: { sn: disk!.serial },
      });
    }
  });

  it('shows administrators a pool being built and finished; ordinary users see no job frames', async () => {
    const disks = await insertDisks(test, { sata1: '120G', sata2: '120G' });
    await passPasswordCheck(test, token);
    const answer = await test.post<JobInfo>(
      '/zspool/format/exec',
      { action: 'new', protocol: 'protsata', raidtype: 'raid1', sys: disks.map((disk) => disk.serial) },
      { token, json: true },
    );
    expect(answer.success).toBe(true);
    const job = await waitForJob(test, token, answer.data.id);
    expect(job.state).toBe('done');

    await owner.next('storage_formatting');
    const progress = owner.frames.filter((frame) => frame.type === 'storage_formatting');
    for (const frame of progress) {
      expect(frame).toMatchObject({ data: { types: 'format', job_id: job.id, pool_id: job.poolId } });
      expect(['queued', 'running']).toContain((frame as { data: { state: string } }).data.state);
    }
    const done = await owner.next('storage_complete_change');
    expect(done).toMatchObject({ data: { types: 'format', job_id: job.id, state: 'done', progress: 100 } });
    const kinds = user.frames.map((frame) => frame.type);
    expect(kinds).not.toContain('storage_formatting');
    expect(kinds).not.toContain('storage_complete_change');
  });
});

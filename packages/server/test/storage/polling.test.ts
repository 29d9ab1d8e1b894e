import { Code, Role, type DiskInfo, type PollResponse } from '@coffer/contract';
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

async function poll(device: TestDevice, token: string): Promise<PollResponse> {
  const answer = await device.post<PollResponse>('/system/polling2', { show_hidden_drive: 1 }, { token });
  if (!answer.success) throw new Error(`poll failed: ${answer.code}`);
  return answer.data;
}

/** Polls once every 100 ms until `check` holds (the disk monitor and the poll cache work per second). */
async function pollUntil(
  device: TestDevice,
  token: string,
  check: (answer: PollResponse) => boolean,
): Promise<PollResponse> {
  let last: PollResponse | undefined;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    last = await poll(device, token);
    if (check(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`poll never matched; last: ${JSON.stringify(last?.storage_polling)}`);
}

async function diskList(device: TestDevice, token: string): Promise<DiskInfo[]> {
  const answer = await device.post<{ disks: DiskInfo[] }>('/zspool/disk/list', {}, { token, json: true });
  if (!answer.success) throw new Error(`disk list failed: ${answer.code}`);
  return answer.data.disks;
}

describe('POST /system/polling2', () => {
  it('answers every role, also on the lock screen; ordinary users get the state without details', async () => {
    test = await startPoolDevice(sandbox);
    const owner = await ownerToken(test);
    await test.device.accounts.addUser({ username: 'alice', mainRole: Role.user, password: 'Alice-2026x' });
    await test.device.accounts.addUser({ username: 'ops', mainRole: Role.devOps, password: 'Ops-2026xy' });
    const user = await signIn(test, { username: 'alice', password: 'Alice-2026x' });
    const ops = await signIn(test, { username: 'ops', password: 'Ops-2026xy' });
    await insertDisks(test, { sata1: '120G' });

    const forOwner = await pollUntil(test, owner, (answer) => answer.dev.length === 1);
    expect(forOwner).toMatchObject({
      storage_server: 'booted',
      sp_ver: 'v3',
      storage_polling: { stage: 'mount', type: 'pending', code: 200 },
      pools: [],
      db_state: 'ok',
    });
    expect(forOwner.storage.append.hdds).toEqual([expect.objectContaining({ iam: 'new', position: 1 })]);
    const forOps = await poll(test, ops);
    expect(forOps.storage_polling).toEqual(forOwner.storage_polling);
    expect(forOps.dev).toHaveLength(1);
    const forUser = await poll(test, user);
    expect(forUser.storage_polling).toMatchObject({ stage: 'mount', type: 'pending' });
    expect(forUser.storage_polling.data).not.toHaveProperty('dev');
    expect([forUser.dev, forUser.message, forUser.storage.append.hdds]).toEqual([[], [], []]);
    expect((await test.post('/zspool/disk/list', {}, { token: user, json: true })).code).toBe(Code.forbidden);

    expect((await test.post('/v1/user/lockScreen', {}, { token: owner })).success).toBe(true);
    expect((await test.post('/zspool/disk/list', {}, { token: owner, json: true })).code).toBe(
      Code.sessionLocked,
    );
    expect((await poll(test, owner)).storage_polling.type).toBe('pending');
  });

  it('carries new disks as new_hdd_msg, shows a created pool and its members, and dismisses messages', async () => {
    test = await startPoolDevice(sandbox);
    const token = await ownerToken(test);
    const disks = await insertDisks(test, { sata1: '120G', sata2: '120G' });
    const serials = disks.map((disk) => disk.serial);

    const withMessages = await pollUntil(
      test,
      token,
      (answer) => answer.message.filter((message) => message.type === 'new_hdd_msg').length === 2,
    );
    const messages = withMessages.message.filter((message) => message.type === 'new_hdd_msg');
    expect(messages.map((message) => message.sn).sort()).toEqual([...serials].sort());
    expect(messages[0]).toMatchObject({ action: 'new_hdd_msg', level: 'info', pool_key: '' });

    await passPasswordCheck(test, token);
    const started = await test.post<{ jobId: string; poolId: string }>(
      '/zspool/format/exec',
      { action: 'new', protocol: 'protsata', raidtype: 'raid1', sys: serials },
      { token, json: true },
    );
    expect(started.success).toBe(true);
    const { poolId, jobId } = started.data;
    expect((await waitForJob(test, token, jobId)).state).toBe('done');

    const after = await pollUntil(test, token, (answer) => answer.pools.length === 1);
    expect(after.pools).toEqual([
      { id: poolId, name: 'SATA1', path: test.device.pools.mountPoint(poolId), mounted: true },
    ]);
    expect(after.storage_polling).toMatchObject({ stage: 'fmtdone', type: 'formatting', code: 200 });
    expect(after.dev.map((disk) => [disk.sn, disk.role, disk.pid]).sort()).toEqual(
      serials.map((sn) => [sn, 1, poolId]).sort(),
    );

    // A pulled member stays listed, as missing, with its role and pool.
    await test.device.bays.pull('sata2');
    await expect
      .poll(async () => (await diskList(test!, token)).find((disk) => disk.sn === serials[1]), {
        timeout: 10_000,
        interval: 200,
      })
      .toMatchObject({ status: 'missing', role: 1, pid: poolId });

    // The message of the disk still in its bay (the pulled one's gave way to its removal).
    const id = messages.find((message) => message.sn === serials[0])!.id;
    const deleted = await test.post('/zspool/message/delete', { id }, { token, json: true });
    expect(deleted.data).toEqual({ id, deleted: 1 });
    expect((await poll(test, token)).message.map((message) => message.id)).not.toContain(id);
    const again = await test.post('/zspool/message/delete', { id }, { token, json: true });
    expect(again.data).toEqual({ id, deleted: 0 });
  });
});

describe('storage messages across a restart', () => {
  it('lists the same messages after a restart, dismissed ones stay gone and ids are not reused', async () => {
    test = await startPoolDevice(sandbox);
    let token = await ownerToken(test);
    const disks = await insertDisks(test, { sata1: '120G', sata2: '120G', sata3: '120G' });
    const before = await pollUntil(
      test,
      token,
      (answer) => answer.message.filter((message) => message.type === 'new_hdd_msg').length === 3,
    );
    const bySerial = new Map(before.message.map((message) => [message.sn, message.id]));
    const dismissed = bySerial.get(disks[0]!.serial)!;
    expect(
      (await test.post('/zspool/message/delete', { id: dismissed }, { token, json: true })).data,
    ).toEqual({
      id: dismissed,
      deleted: 1,
    });
    const kept = (await poll(test, token)).message;

    await test.close();
    // Taken out while the daemon was down: its new-disk message no longer applies.
    await sandbox.manager().pull('sata3');
    test = await startPoolDevice(sandbox);
    token = await ownerToken(test, false);
    const after = (await poll(test, token)).message;
    expect(after).toEqual(kept.filter((message) => message.sn !== disks[2]!.serial));
    expect(after.map((message) => message.sn)).toEqual([disks[1]!.serial]);
    expect(
      (await test.post('/zspool/message/delete', { id: dismissed }, { token, json: true })).data,
    ).toEqual({
      id: dismissed,
      deleted: 0,
    });

    await test.device.bays.insert('sata3', {});
    const again = await pollUntil(test, token, (answer) => answer.message.length === 2);
    const fresh = again.message.find((message) => message.sn === disks[2]!.serial)!;
    expect(fresh.id).toBeGreaterThan(Math.max(...before.message.map((message) => message.id)));
    const id = after[0]!.id;
    expect((await test.post('/zspool/message/delete', { id }, { token, json: true })).data).toEqual({
      id,
      deleted: 1,
    });
  });
});

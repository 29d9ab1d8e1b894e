import { sep } from 'node:path';
import { Code, messageOf, Role, type QuotaEntry } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exec } from '../../src/platform/exec.js';
import { createBaySandbox, type BaySandbox } from '../support/bay-sandbox.js';
import {
  insertDisks,
  ownerToken,
  passPasswordCheck,
  startPoolDevice,
  waitForJob,
} from '../support/pool-device.js';
import { signIn, type TestDevice } from '../support/test-device.js';
import { call } from './files-device.js';

let sandbox: BaySandbox;
let test: TestDevice | undefined;
let token: string;
let userId: number;
let userToken: string;

/** The gocryptfs plain views mounted inside this test's sandbox. */
async function fuseMountsInside(): Promise<string[]> {
  const { stdout } = await exec('findmnt', ['-n', '-l', '-t', 'fuse.gocryptfs', '-o', 'TARGET'], {
    okExitCodes: [1],
  });
  return stdout
    .split('\n')
    .map((line) => line.trim())
    .filter((point) => point.startsWith(sandbox.dataDir + sep));
}

beforeAll(async () => {
  sandbox = createBaySandbox();
  test = await startPoolDevice(sandbox);
  token = await ownerToken(test);
  const [disk] = await insertDisks(test, { sata1: '120G' });
  await passPasswordCheck(test, token);
  const secret = await test.encrypt('Cof3ferA');
  const created = await test.post<{ jobId: string; poolId: string }>(
    '/zspool/format/exec',
    {
      action: 'new',
      protocol: 'protsata',
      raidtype: 'basic',
      sys: [disk!.serial],
      encryptpwd: secret.cipher,
      key_id: secret.keyId,
      pwdprompt: 'the usual one',
    },
    { token, json: true },
  );
  if (!created.success) throw new Error(`pool refused: ${created.code} ${created.message}`);
  expect(await waitForJob(test, token, created.data.jobId)).toMatchObject({ state: 'done' });
  const password = 'Quota-2026e';
  userId = (await test.device.accounts.addUser({ username: 'ed', mainRole: Role.user, password })).userid;
  userToken = await signIn(test, { username: 'ed', password });
  // Ed's folder exists, as a plain folder of the plain view.
  const listed = await call(test, userToken, '/v2/file/list', { path: '/home' });
  expect(listed.success, listed.message).toBe(true);
}, 300_000);

afterAll(async () => {
  await test?.close().catch(() => undefined);
  // Plain views first (by path), then the sandbox unmounts the btrfs and detaches its loops.
  for (const point of await fuseMountsInside())
    await exec('fusermount3', ['-u', point]).catch(() => undefined);
  await sandbox.cleanup();
  expect(sandbox.loopsInside()).toEqual([]);
}, 120_000);

describe('storage limits on an encrypted pool', () => {
  it('refuses a limit with a code that says why, stores nothing and writes one audit row', async () => {
    const device = test!;
    const answer = await call(device, token, '/account/quota/set', { uid: userId, limit: 10 * 2 ** 20 });
    expect(answer.code).toBe(Code.quotaUnenforceable);
    const pool = await device.device.files.pools.current();
    expect(answer.message).toBe(messageOf(Code.quotaUnenforceable, 'zh-CN', { name: pool!.name }));
    expect(device.device.db.prepare('SELECT * FROM user_quotas').all()).toEqual([]);
    const rows = device.device.db
      .prepare("SELECT result FROM audit_log WHERE action = 'user.quota'")
      .all() as { result: string }[];
    expect(rows).toEqual([{ result: Code.quotaUnenforceable }]);
  });

  it('lists usage as not measurable, never as a pretend figure', async () => {
    const list = await call<{ items: QuotaEntry[] }>(test!, token, '/account/quota/list', {});
    expect(list.success, list.message).toBe(true);
    expect(list.data.items.find((item) => item.uid === userId)).toEqual({
      uid: userId,
      used: null,
      limit: null,
      state: 'unenforceable',
    });
    const mine = await call<{ entry: QuotaEntry }>(test!, userToken, '/account/quota/mine', {});
    expect(mine.data.entry.state).toBe('unenforceable');
  });

  it('still lets an administrator lift a limit (nothing to enforce)', async () => {
    const lifted = await call<QuotaEntry>(test!, token, '/account/quota/set', { uid: userId, limit: 'none' });
    expect(lifted.success, lifted.message).toBe(true);
    expect(lifted.data).toEqual({ uid: userId, used: null, limit: null, state: 'unenforceable' });
  });
});

import {
  Code,
  PasswordEvent,
  Role,
  SESSION_COOKIE,
  type ActionItem,
  type AuditEntry,
  type Envelope,
} from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../src/admin/admin-commands.js';
import { AuditRetention } from '../../src/modules/audit/audit-retention.js';
import {
  OWNER,
  registerOwner,
  sendCredentials,
  signIn,
  startTestDevice,
  type TestDevice,
} from '../support/test-device.js';

let test: TestDevice;
let owner: string;
const ALICE = { username: 'alice', password: 'Alice-2026x' };
const BOB = { username: 'bob', password: 'Bobby-2026x' };

beforeAll(async () => {
  test = await startTestDevice();
  await registerOwner(test);
  owner = await signIn(test);
}, 60_000);
afterAll(async () => {
  await test?.close();
});

const auditRows = () =>
  test.device.db.prepare('SELECT * FROM audit_log ORDER BY id').all() as {
    id: number;
    user_id: number | null;
    username: string;
    ip: string;
    category: string;
    action: string;
    target: string;
    result: string;
  }[];
const newestId = () => auditRows().at(-1)?.id ?? 0;
const rowsAfter = (id: number) => auditRows().filter((row) => row.id > id);

const list = (body: Record<string, unknown>, token = owner) =>
  test.post<{ total: number; items: AuditEntry[] }>('/v2/tob/log/list', body, { token });

describe('the acts of sign-in and accounts', () => {
  const cli = (request: Parameters<typeof runAdminCommand>[1]) => runAdminCommand(test.device, request);
  let ownerId = 0;
  let failCode = '';

  const acts: {
    name: string;
    run: () => Promise<unknown>;
    expected: () => Record<string, unknown>;
  }[] = [
    {
      name: 'a sign-in',
      run: () => signIn(test),
      expected: () => ({
        category: 'signin',
        action: 'signin.ok',
        user_id: ownerId,
        username: 'owner',
        target: 'owner',
        result: 'ok',
      }),
    },
    {
      name: 'a refused sign-in (its result is the refusal code, the name tried its target)',
      run: async () => {
        const answer = await sendCredentials(test, '/auth/login', {
          username: 'owner',
          password: 'wrong-Pass1',
        });
        expect(answer.success).toBe(false);
        failCode = String(answer.code);
      },
      expected: () => ({
        category: 'signin',
        action: 'signin.fail',
        user_id: null,
        username: '',
        target: 'owner',
        result: failCode,
      }),
    },
    {
      name: 'a sign-out',
      run: async () => {
        const token = await signIn(test);
        const from = newestId();
        expect((await test.post('/v1/user/logout', {}, { token })).success).toBe(true);
        return from;
      },
      expected: () => ({
        category: 'signin',
        action: 'signout',
        user_id: ownerId,
        target: 'owner',
        result: 'ok',
      }),
    },
    {
      name: 'the command line adding a user',
      run: () => cli({ cmd: 'user.add', ...ALICE, mainRole: Role.user }),
      expected: () => ({
        category: 'account',
        action: 'user.create',
        user_id: null,
        ip: '',
        target: 'alice',
        result: 'ok',
      }),
    },
    {
      name: 'the command line refusing a taken name',
      run: () => cli({ cmd: 'user.add', ...ALICE, mainRole: Role.user }),
      expected: () => ({
        category: 'account',
        action: 'user.create',
        target: 'alice',
        result: Code.usernameTaken,
      }),
    },
    {
      name: 'the command line resetting a password',
      run: () => cli({ cmd: 'user.reset-password', username: 'alice', password: 'Alice-2026y' }),
      expected: () => ({ category: 'account', action: 'user.password-reset', target: 'alice', result: 'ok' }),
    },
    {
      name: 'the command line disabling an account',
      run: () => cli({ cmd: 'user.set-disabled', username: 'alice', disabled: true }),
      expected: () => ({ category: 'account', action: 'user.disable', target: 'alice', result: 'ok' }),
    },
    {
      name: 'the command line enabling it again',
      run: () => cli({ cmd: 'user.set-disabled', username: 'alice', disabled: false }),
      expected: () => ({ category: 'account', action: 'user.enable', target: 'alice', result: 'ok' }),
    },
    {
      name: 'the owner disabling an account in the page',
      run: async () => {
        const { userid } = await test.device.accounts.addUser({ ...BOB, mainRole: Role.user });
        return test.post('/account/disable', { uid: userid }, { token: owner });
      },
      expected: () => ({
        category: 'account',
        action: 'user.disable',
        user_id: ownerId,
        ip: '127.0.0.1',
        target: 'bob',
        result: 'ok',
      }),
    },
    {
      name: 'a refused disable of the owner',
      run: () => test.post('/account/disable', { uid: ownerId }, { token: owner }),
      expected: () => ({
        category: 'account',
        action: 'user.disable',
        target: 'owner',
        result: Code.masterCannotBeDisabled,
      }),
    },
    {
      name: 'a reboot refused where nothing can restart the device',
      run: async () => {
        const passwd = await test.encrypt(OWNER.password);
        const check = await test.post(
          '/v1/user/CheckUserPasswd',
          { eventName: PasswordEvent.power, passwd: passwd.cipher, key_id: passwd.keyId },
          { token: owner },
        );
        expect(check.success).toBe(true);
        const from = newestId();
        expect((await test.post('/system/reboot', {}, { token: owner })).code).toBe(Code.powerUnavailable);
        return from;
      },
      expected: () => ({
        category: 'system',
        action: 'power.reboot',
        user_id: ownerId,
        result: Code.powerUnavailable,
      }),
    },
    {
      name: 'the retention setting',
      run: () => test.post('/v2/tob/log/setting/set', { keepDays: 365 }, { token: owner }),
      expected: () => ({
        category: 'setting',
        action: 'log.retention.set',
        user_id: ownerId,
        target: 'logSetting',
        result: 'ok',
      }),
    },
  ];

  it.each(acts)('writes $name exactly once', async ({ run, expected }) => {
    ownerId = (
      test.device.db.prepare("SELECT id FROM users WHERE username = 'owner'").get() as { id: number }
    ).id;
    const before = newestId();
    const answer = await run();
    const from = typeof answer === 'number' ? answer : before;
    const written = rowsAfter(from);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject(expected());
    if (written[0]!.user_id !== null) expect(written[0]!.ip).toBe('127.0.0.1');
  });
});

describe('the log center', () => {
  it('lists newest first with paging, and filters by time, category, user, result and text', async () => {
    const all = await list({ limit: 1000 });
    expect(all.success).toBe(true);
    const ids = all.data.items.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.data.total).toBe(auditRows().length);

    const page = await list({ offset: 2, limit: 3 });
    expect(page.data.items.map((item) => item.id)).toEqual(ids.slice(2, 5));

    const signins = await list({ category: 'signin', limit: 1000 });
    expect(signins.data.items.length).toBeGreaterThan(0);
    expect(signins.data.items.every((item) => item.category === 'signin')).toBe(true);

    const failed = await list({ result: 'fail', limit: 1000 });
    expect(failed.data.items.length).toBeGreaterThan(0);
    expect(failed.data.items.every((item) => item.result !== 'ok')).toBe(true);

    const byOwner = await list({ username: 'owner', limit: 1000 });
    expect(byOwner.data.items.every((item) => item.username === 'owner')).toBe(true);

    const text = await list({ q: 'password-res', limit: 1000 });
    expect(text.data.items.map((item) => item.action)).toEqual(['user.password-reset']);
    expect(
      (await list({ q: 'ali', category: 'account', limit: 1000 })).data.items.every(
        (item) => item.target === 'alice',
      ),
    ).toBe(true);
    expect((await list({ q: '%' })).data.total).toBe(0);

    const newest = all.data.items[0]!;
    const window = await list({ from: newest.at, to: newest.at, limit: 1000 });
    expect(window.data.items.map((item) => item.id)).toContain(newest.id);
    expect(window.data.items.every((item) => item.at === newest.at)).toBe(true);
    expect((await list({ to: 0 })).data.total).toBe(0);
  });

  it('refuses bad filters with a field error and changes nothing', async () => {
    const before = auditRows().length;
    expect((await list({ category: 'nonsense' })).success).toBe(false);
    expect((await test.post('/v2/tob/log/setting/set', { keepDays: 3 }, { token: owner })).success).toBe(
      false,
    );
    expect((await test.post('/v2/tob/log/setting/set', { keepDays: 4000 }, { token: owner })).success).toBe(
      false,
    );
    expect(auditRows().length).toBe(before);
  });

  it('exports the selected rows as CSV with a BOM, newest first', async () => {
    const response = await test.raw('/v2/tob/log/export?category=account', {
      headers: { cookie: `${SESSION_COOKIE}=${owner}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="coffer-log-/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('id,time,category,action,username,ip,target,result,detail');
    const accountRows = auditRows()
      .filter((row) => row.category === 'account')
      .reverse();
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(
      accountRows.map((row) => row.id),
    );
    expect(lines.some((line) => line.includes(',user.password-reset,') && line.includes(',alice,'))).toBe(
      true,
    );
  });

  it('keeps a retention setting that prunes only older rows and writes one row for it', async () => {
    const day = 24 * 60 * 60 * 1000;
    const insert = test.device.db.prepare(
      "INSERT INTO audit_log (at, category, action, target, result) VALUES (?, 'file', 'file.delete', ?, 'ok')",
    );
    insert.run(Date.now() - 40 * day, '/home/forty-days-old');
    insert.run(Date.now() - 10 * day, '/home/ten-days-old');
    expect((await test.post('/v2/tob/log/setting/get', {}, { token: owner })).data).toEqual({
      keepDays: 365,
    });

    const before = newestId();
    const answer = await test.post('/v2/tob/log/setting/set', { keepDays: 30 }, { token: owner });
    expect(answer).toMatchObject({ success: true, data: { keepDays: 30, pruned: 1 } });
    const targets = auditRows().map((row) => row.target);
    expect(targets).not.toContain('/home/forty-days-old');
    expect(targets).toContain('/home/ten-days-old');
    expect(rowsAfter(before)).toMatchObject([{ action: 'log.retention.set', result: 'ok' }]);

    // The daily prune (as at start): the ten-day row goes under a 7-day setting, with one row for it.
    test.device.db.prepare('UPDATE audit_settings SET keep_days = 7').run();
    const scheduled = new AuditRetention(test.device.db, test.device.audit);
    const mark = newestId();
    expect(scheduled.prune()).toBe(1);
    expect(rowsAfter(mark)).toMatchObject([{ category: 'system', action: 'log.prune', result: 'ok' }]);
    expect(scheduled.prune()).toBe(0);
    expect(rowsAfter(mark)).toHaveLength(1);
  });

  it('refuses an ordinary user every log call', async () => {
    await test.device.accounts.addUser({ username: 'carol', password: 'Carol-2026x', mainRole: Role.user });
    const carol = await signIn(test, { username: 'carol', password: 'Carol-2026x' });
    const calls: [string, Record<string, unknown>][] = [
      ['/v2/tob/log/list', {}],
      ['/v2/tob/log/setting/get', {}],
      ['/v2/tob/log/setting/set', { keepDays: 30 }],
    ];
    for (const [path, body] of calls) {
      expect((await test.post(path, body, { token: carol })).code, path).toBe(Code.forbidden);
    }
    const exported = await test.raw('/v2/tob/log/export', {
      headers: { cookie: `${SESSION_COOKIE}=${carol}` },
    });
    expect(((await exported.json()) as Envelope<unknown>).code).toBe(Code.forbidden);
  });

  it('has no call that edits or deletes a single row', async () => {
    const { ALL_CALLS } = await import('@coffer/contract');
    const logPaths = ALL_CALLS.map((call) => call.path).filter((path) => path.startsWith('/v2/tob/log/'));
    expect(logPaths.sort()).toEqual([
      '/v2/tob/log/export',
      '/v2/tob/log/list',
      '/v2/tob/log/setting/get',
      '/v2/tob/log/setting/set',
    ]);
  });
});

describe('the action log', () => {
  type Feed = { total: number; items: ActionItem[] };
  let dave: string;
  let daveId: number;
  const DAVE = { username: 'dave', password: 'Dave-2026xx' };

  beforeAll(async () => {
    ({ userid: daveId } = await test.device.accounts.addUser({ ...DAVE, mainRole: Role.user }));
    await sendCredentials(test, '/auth/login', { username: 'dave', password: 'wrong-Pass1' });
    dave = await signIn(test, DAVE);
    await runAdminCommand(test.device, {
      cmd: 'user.reset-password',
      username: 'dave',
      password: 'Dave-2026yy',
    });
    dave = await signIn(test, { username: 'dave', password: 'Dave-2026yy' });
  });

  it('shows a user only their own acts and the acts on their account', async () => {
    const feed = await test.post<Feed>('/action/list', {}, { token: dave });
    expect(feed.success).toBe(true);
    const actions = feed.data.items.map((item) => item.action);
    expect(actions).toEqual(['signin.ok', 'user.password-reset', 'signin.ok', 'signin.fail']);
    expect(feed.data.items.every((item) => item.userId === daveId || item.target === 'dave')).toBe(true);
    expect(feed.data.items.every((item) => !item.known)).toBe(true);
  });

  it('counts what is new, marks known and removes from the view without touching the audit log', async () => {
    const snapshot = JSON.stringify(auditRows());
    const fresh = await test.post<{ count: number; latest: ActionItem | null }>(
      '/action/new',
      {},
      { token: dave },
    );
    expect(fresh.data).toMatchObject({ count: 4, latest: { action: 'signin.ok' } });

    const [newest, , , oldest] = (await test.post<Feed>('/action/list', {}, { token: dave })).data.items;
    expect((await test.post('/action/known', { id: newest!.id }, { token: dave })).data).toEqual({
      count: 1,
    });
    expect((await test.post<{ count: number }>('/action/new', {}, { token: dave })).data.count).toBe(3);
    expect((await test.post<ActionItem>('/action/log', { id: newest!.id }, { token: dave })).data.known).toBe(
      true,
    );

    expect((await test.post('/action/delete', { id: oldest!.id }, { token: dave })).success).toBe(true);
    expect((await test.post('/action/log', { id: oldest!.id }, { token: dave })).code).toBe(
      Code.actionNotFound,
    );
    expect((await test.post<Feed>('/action/list', {}, { token: dave })).data.total).toBe(3);

    // Another user's entry is not theirs to read, mark or remove.
    const ownerEntry = auditRows().find((row) => row.username === 'owner')!;
    expect((await test.post('/action/log', { id: ownerEntry.id }, { token: dave })).code).toBe(
      Code.actionNotFound,
    );
    expect((await test.post('/action/delete', { id: ownerEntry.id }, { token: dave })).code).toBe(
      Code.actionNotFound,
    );

    expect((await test.post('/action/known', {}, { token: dave })).data).toEqual({ count: 2 });
    expect((await test.post<{ count: number }>('/action/new', {}, { token: dave })).data.count).toBe(0);
    expect((await test.post('/action/deleteall', {}, { token: dave })).success).toBe(true);
    expect((await test.post<Feed>('/action/list', {}, { token: dave })).data.total).toBe(0);

    expect(JSON.stringify(auditRows())).toBe(snapshot);
    // The owner's log center still has every one of them.
    expect((await list({ q: 'dave', limit: 1000 })).data.total).toBeGreaterThanOrEqual(4);
  });

  it('records the page’s login report once per new device, saying whether the address is new', async () => {
    const first = await test.post(
      '/action/report/login',
      { deviceId: 'desk-a', device: 'Chromium', platform: 'Linux' },
      { token: dave },
    );
    // dave signed in twice from this address: the report after the second is not a new address.
    expect(first.data).toEqual({ newAddress: false, newDevice: true });
    const erin = { username: 'erin', password: 'Erin-2026xx' };
    await test.device.accounts.addUser({ ...erin, mainRole: Role.user });
    const token = await signIn(test, erin);
    const before = newestId();
    const report = { deviceId: 'desk-e', device: 'Chromium' };
    expect((await test.post('/action/report/login', report, { token })).data).toEqual({
      newAddress: true,
      newDevice: true,
    });
    expect(rowsAfter(before)).toMatchObject([
      { category: 'signin', action: 'signin.new-device', target: 'erin', ip: '127.0.0.1' },
    ]);
    // The same device again is not news: nothing more is written.
    await test.post('/action/report/login', report, { token });
    expect(rowsAfter(before)).toHaveLength(1);
    const feed = await test.post<Feed>('/action/list', {}, { token });
    expect(feed.data.items[0]).toMatchObject({
      action: 'signin.new-device',
      detail: { newAddress: true, device: 'Chromium' },
    });
  });
});

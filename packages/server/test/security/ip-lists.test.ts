import { Code, Role, SAFE_SERVICE, SIGN_OUT, type IpBlackEntry, type IpWhiteEntry } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OWNER, registerOwner, signIn, startTestDevice, type TestDevice } from '../support/test-device.js';
import { OTHER_ADDRESS, keepPushFrom, openPushFrom, postFrom, signInFrom } from './from-address.js';

const AGENT = '/v1/api/agent';
let test: TestDevice;
let token: string;

beforeEach(async () => {
  test = await startTestDevice();
  await registerOwner(test);
  token = await signIn(test);
});
afterEach(async () => {
  await test.close();
});

function agent<T>(service: string, fields: Record<string, unknown> = {}) {
  return test.post<T>(`${AGENT}?s=${service}`, { service, ...fields }, { token });
}

/** The security rows of the audit log, oldest first. */
function securityRows() {
  return test.device.audit
    .latest(1000)
    .filter((row) => row.category === 'security')
    .reverse();
}

async function block(ip: string): Promise<IpBlackEntry> {
  const answer = await agent<IpBlackEntry>(SAFE_SERVICE.ipBlackAdd, { ip, remark: 'test' });
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  return answer.data;
}

describe('a blocked address', () => {
  it('cannot sign in, call anything or open the push channel; unlocking restores it', async () => {
    const before = await signInFrom(test, OTHER_ADDRESS, OWNER);
    expect(before.envelope.success).toBe(true);
    const otherToken = before.envelope.data.token;
    expect(await openPushFrom(test, OTHER_ADDRESS, otherToken)).toBe('registered');
    const openPage = await keepPushFrom(test, OTHER_ADDRESS, otherToken);

    const entry = await block(OTHER_ADDRESS);
    // A page already connected from there loses its push channel at once.
    expect(await openPage.closed).toBe(1000);
    expect(entry).toMatchObject({ ip: OTHER_ADDRESS, locked: true, auto: false, expires_at: 0 });

    const signInRefused = await signInFrom(test, OTHER_ADDRESS, OWNER);
    expect(signInRefused.status).toBe(403);
    expect(signInRefused.envelope).toMatchObject({ success: false, code: Code.addressRefused });
    const call = await postFrom(test, OTHER_ADDRESS, '/kv/load', { k: 'x', token: otherToken });
    expect(call.envelope.code).toBe(Code.addressRefused);
    const unknownPath = await postFrom(test, OTHER_ADDRESS, '/no/such/path');
    expect(unknownPath.envelope.code).toBe(Code.addressRefused);
    // The public share page's calls too: no token needed, still refused.
    const share = await postFrom(test, OTHER_ADDRESS, '/v2/share/info', { id: 'anything' });
    expect(share.envelope.code).toBe(Code.addressRefused);
    expect(await openPushFrom(test, OTHER_ADDRESS, otherToken)).toBe(403);
    // The socket's address counts, never a header a client writes.
    const forged = await postFrom(
      test,
      OTHER_ADDRESS,
      '/kv/load',
      { k: 'x', token: otherToken },
      {
        'x-forwarded-for': '203.0.113.9',
      },
    );
    expect(forged.envelope.code).toBe(Code.addressRefused);

    // The console and the session made from it go on.
    expect((await test.post('/kv/load', { k: 'x' }, { token })).success).toBe(true);

    const unlocked = await agent<{ changed: number }>(SAFE_SERVICE.ipBlackUnlock, { ids: [entry.id] });
    expect(unlocked.data).toEqual({ changed: 1 });
    const listed = await agent<{ total: number; items: IpBlackEntry[] }>(SAFE_SERVICE.ipBlackList);
    expect(listed.data.items).toMatchObject([{ ip: OTHER_ADDRESS, locked: false }]);
    expect(
      (await postFrom(test, OTHER_ADDRESS, '/kv/load', { k: 'x', token: otherToken })).envelope.success,
    ).toBe(true);
    expect((await signInFrom(test, OTHER_ADDRESS, OWNER)).envelope.success).toBe(true);
    expect(await openPushFrom(test, OTHER_ADDRESS, otherToken)).toBe('registered');

    // Locked again, then deleted.
    await agent(SAFE_SERVICE.ipBlackLock, { ids: [entry.id] });
    expect((await postFrom(test, OTHER_ADDRESS, '/kv/load', { k: 'x', token: otherToken })).status).toBe(403);
    await agent(SAFE_SERVICE.ipBlackDel, { ids: [entry.id] });
    expect(
      (await postFrom(test, OTHER_ADDRESS, '/kv/load', { k: 'x', token: otherToken })).envelope.success,
    ).toBe(true);

    expect(securityRows().map((row) => [row.action, row.target, row.result])).toEqual([
      ['security.block.add', OTHER_ADDRESS, 'ok'],
      ['security.signin.refused', OTHER_ADDRESS, Code.addressRefused],
      ['security.block.unlock', OTHER_ADDRESS, 'ok'],
      ['security.block.lock', OTHER_ADDRESS, 'ok'],
      ['security.block.delete', OTHER_ADDRESS, 'ok'],
    ]);
    expect(securityRows()[0]).toMatchObject({ username: OWNER.username, ip: '127.0.0.1' });
  });

  it('is matched by a CIDR range', async () => {
    await block('127.0.0.2/31');
    const call = await postFrom(test, OTHER_ADDRESS, '/healthcheck');
    expect(call.status).toBe(403);
  });
});

describe('the allow list', () => {
  it('admits only its addresses once it has entries, and always the console', async () => {
    const add = await agent<IpWhiteEntry>(SAFE_SERVICE.ipWhiteAdd, { ip: '192.0.2.0/24', remark: 'office' });
    expect(add.data).toMatchObject({ ip: '192.0.2.0/24', remark: 'office' });
    const refused = await postFrom(test, OTHER_ADDRESS, '/healthcheck');
    expect(refused.envelope.code).toBe(Code.addressRefused);
    expect((await test.post('/kv/load', { k: 'x' }, { token })).success).toBe(true);

    const second = await agent<IpWhiteEntry>(SAFE_SERVICE.ipWhiteAdd, { ip: '127.0.0.0/29' });
    expect(second.data.ip).toBe('127.0.0.0/29');
    expect((await postFrom(test, OTHER_ADDRESS, '/kv/load', { k: 'x', token })).envelope.success).toBe(true);

    await agent(SAFE_SERVICE.ipWhiteDel, { ids: [add.data.id, second.data.id] });
    const listed = await agent<{ total: number }>(SAFE_SERVICE.ipWhiteList);
    expect(listed.data.total).toBe(0);
    expect(securityRows().map((row) => row.action)).toEqual([
      'security.allow.add',
      'security.allow.add',
      'security.allow.delete',
      'security.allow.delete',
    ]);
  });

  it('exports as CSV', async () => {
    await agent(SAFE_SERVICE.ipWhiteAdd, { ip: '2001:db8::/32', remark: '=cmd' });
    const csv = await postFrom(test, '127.0.0.1', `${AGENT}?s=${SAFE_SERVICE.ipWhiteExport}`, {
      service: SAFE_SERVICE.ipWhiteExport,
      token,
    });
    expect(csv.contentType).toContain('text/csv');
    expect(csv.text).toMatch(/^\uFEFFip,remark,created_at\r\n2001:db8::\/32,'=cmd,\d{4}-/);
  });
});

describe('bad entries', () => {
  it('are refused with a clear code and change nothing', async () => {
    expect((await agent(SAFE_SERVICE.ipBlackAdd, { ip: '300.1.1.1' })).code).toBe(Code.ipEntryInvalid);
    expect((await agent(SAFE_SERVICE.ipBlackAdd, { ip: '127.0.0.0/8' })).code).toBe(
      Code.ipEntryCoversConsole,
    );
    expect((await agent(SAFE_SERVICE.ipBlackAdd, { ip: '::/0' })).code).toBe(Code.ipEntryCoversConsole);
    await block('198.51.100.7');
    expect((await agent(SAFE_SERVICE.ipBlackAdd, { ip: '198.51.100.7/32' })).code).toBe(Code.ipEntryExists);
    expect((await agent(SAFE_SERVICE.ipBlackDel, { ids: [999] })).code).toBe(Code.ipEntryNotFound);
    expect((await agent('safe.NoSuchThing')).code).toBe(Code.invalidParam);
    const list = await agent<{ total: number }>(SAFE_SERVICE.ipBlackList);
    expect(list.data.total).toBe(1);
    expect(securityRows().map((row) => row.action)).toEqual(['security.block.add']);
  });

  it('are refused to an ordinary user, and allowed to an operations administrator', async () => {
    await test.device.accounts.addUser({ username: 'member', mainRole: Role.user, password: 'Member-2026x' });
    await test.device.accounts.addUser({ username: 'ops', mainRole: Role.devOps, password: 'Ops-2026xy' });
    const member = await signIn(test, { username: 'member', password: 'Member-2026x' });
    const ops = await signIn(test, { username: 'ops', password: 'Ops-2026xy' });
    const add = (userToken: string) =>
      test.post(
        `${AGENT}?s=${SAFE_SERVICE.ipBlackAdd}`,
        { service: SAFE_SERVICE.ipBlackAdd, ip: '198.51.100.9' },
        { token: userToken },
      );
    expect((await add(member)).code).toBe(Code.forbidden);
    expect((await add(ops)).success).toBe(true);
    expect(securityRows().map((row) => [row.action, row.username])).toEqual([['security.block.add', 'ops']]);
  });

  it('need an administrator', async () => {
    const anonymous = await test.post(`${AGENT}?s=${SAFE_SERVICE.ipBlackList}`, {
      service: SAFE_SERVICE.ipBlackList,
    });
    expect(anonymous.success).toBe(false);
    expect(anonymous.code).toBe(SIGN_OUT.tokenMissing);
  });
});

describe('sign-in limits', () => {
  it('block an address after the configured failures, list it with its expiry, and let it expire', async () => {
    const set = await agent(SAFE_SERVICE.userLimitConfSet, { maxFailures: 2, blockSeconds: 2 });
    expect(set.data).toEqual({ maxFailures: 2, blockSeconds: 2 });
    expect((await agent(SAFE_SERVICE.userLimitConfGet)).data).toEqual({ maxFailures: 2, blockSeconds: 2 });
    const wrong = { username: OWNER.username, password: 'Wrong-pass-1' };

    expect((await signInFrom(test, OTHER_ADDRESS, wrong)).envelope.code).toBe(Code.wrongCredentials);
    const started = Date.now();
    expect((await signInFrom(test, OTHER_ADDRESS, wrong)).envelope.code).toBe(Code.loginLocked);

    const listed = await agent<{ items: IpBlackEntry[] }>(SAFE_SERVICE.ipBlackList);
    expect(listed.data.items).toHaveLength(1);
    const entry = listed.data.items[0] as IpBlackEntry;
    expect(entry).toMatchObject({ ip: OTHER_ADDRESS, auto: true, locked: true });
    expect(entry.expires_at).toBeGreaterThanOrEqual(started + 1000);
    expect(entry.expires_at).toBeLessThanOrEqual(Date.now() + 2000);

    // Now refused before the password is even looked at, and the refusal is audited.
    const refused = await signInFrom(test, OTHER_ADDRESS, OWNER);
    expect(refused.envelope.code).toBe(Code.addressRefused);

    await new Promise((resolve) => setTimeout(resolve, entry.expires_at - Date.now() + 100));
    const after = await signInFrom(test, OTHER_ADDRESS, OWNER);
    expect(after.envelope.success, JSON.stringify(after.envelope)).toBe(true);
    expect((await agent<{ total: number }>(SAFE_SERVICE.ipBlackList)).data.total).toBe(0);

    expect(securityRows().map((row) => [row.action, row.target])).toEqual([
      ['security.limits.set', 'sign-in limits'],
      ['security.block.auto', OTHER_ADDRESS],
      ['security.signin.refused', OTHER_ADDRESS],
      ['security.block.expire', OTHER_ADDRESS],
    ]);
  });

  it('only lock the account when automatic blocking is off', async () => {
    await agent(SAFE_SERVICE.userLimitConfSet, { maxFailures: 1, blockSeconds: 60 });
    const off = await agent<{ autoBlock: boolean; firewall: { installed: boolean; missing: string[] } }>(
      SAFE_SERVICE.safeConfSet,
      { autoBlock: 0 },
    );
    expect(off.data.autoBlock).toBe(false);
    // The firewall tab shows what the machine has: installed, or which tool is missing.
    expect(off.data.firewall.installed || off.data.firewall.missing.includes('nft')).toBe(true);
    const wrong = { username: OWNER.username, password: 'Wrong-pass-1' };
    expect((await signInFrom(test, OTHER_ADDRESS, wrong)).envelope.code).toBe(Code.loginLocked);
    expect((await agent<{ total: number }>(SAFE_SERVICE.ipBlackList)).data.total).toBe(0);
    expect((await postFrom(test, OTHER_ADDRESS, '/kv/load', { k: 'x', token })).envelope.success).toBe(true);
    expect(securityRows().map((row) => row.action)).toEqual(['security.limits.set', 'security.settings.set']);
  });

  it('refuse limits out of range and keep the old ones', async () => {
    const answer = await agent(SAFE_SERVICE.userLimitConfSet, { maxFailures: 0, blockSeconds: 60 });
    expect(answer.code).toBe(Code.invalidParam);
    expect((await agent(SAFE_SERVICE.userLimitConfGet)).data).toEqual({ maxFailures: 5, blockSeconds: 900 });
  });
});

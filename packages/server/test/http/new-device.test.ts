import { Code, Role, SIGN_OUT } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPushPage } from '../support/push-page.js';
import { registerOwner, sendCredentials, startTestDevice, type TestDevice } from '../support/test-device.js';

let test: TestDevice;
beforeEach(async () => {
  test = await startTestDevice();
  await registerOwner(test);
  await test.device.accounts.addUser({ ...ALICE, mainRole: Role.user });
});
afterEach(async () => {
  await test.close();
});

const ALICE = { username: 'alice', password: 'Alice-2026x' };

interface AuditRow {
  id: number;
  username: string;
  category: string;
  action: string;
  target: string;
  result: string;
  detail: string;
}
const auditRows = () => test.device.db.prepare('SELECT * FROM audit_log ORDER BY id').all() as AuditRow[];
const newestId = () => auditRows().at(-1)?.id ?? 0;
const rowsAfter = (id: number) => auditRows().filter((row) => row.id > id);

/** Signs in as a browser with its own device id would (the id rides in every call's query). */
async function signInFrom(deviceId: string, credentials = ALICE): Promise<string> {
  const answer = await sendCredentials<{ token: string }>(
    test,
    `/auth/login?device_id=${deviceId}&device=PC%20Chromium&plat=web`,
    credentials,
    { keep_login: 0 },
  );
  if (!answer.success) throw new Error(String(answer.code));
  return answer.data.token;
}

const report = (token: string, deviceId: string) =>
  test.post<{ newAddress: boolean; newDevice: boolean }>(
    '/action/report/login',
    { deviceId, device: 'PC Chromium 140', platform: 'Linux', browser: 'Chromium 140' },
    { token },
  );

describe('the login report', () => {
  it('remembers an account’s first device quietly, then warns its other pages of a new one', async () => {
    const desk = await signInFrom('desk-a');
    const deskPage = await openPushPage(test, desk, 'desk-a');
    await deskPage.next('registered');

    let before = newestId();
    expect((await report(desk, 'desk-a')).data).toMatchObject({ newDevice: true });
    const first = rowsAfter(before);
    expect(first).toMatchObject([
      { username: 'alice', category: 'signin', action: 'signin.new-device', target: 'alice', result: 'ok' },
    ]);
    expect(JSON.parse(first[0]!.detail)).toMatchObject({ device: 'PC Chromium 140', firstDevice: true });

    const laptop = await signInFrom('laptop-b');
    before = newestId();
    expect((await report(laptop, 'laptop-b')).data).toMatchObject({ newDevice: true });
    expect(rowsAfter(before)).toMatchObject([{ action: 'signin.new-device', username: 'alice' }]);
    expect(JSON.parse(rowsAfter(before)[0]!.detail)).toMatchObject({ firstDevice: false });

    const warning = await deskPage.next('new_device_login');
    expect(warning).toMatchObject({
      type: 'new_device_login',
      data: { username: 'alice', device: 'PC Chromium 140', platform: 'Linux', ip: '127.0.0.1' },
    });
    // Only the desk's page was warned once; the owner's pages hear nothing of alice.
    expect(deskPage.frames.filter((frame) => frame.type === 'new_device_login')).toHaveLength(1);
    deskPage.close();
  });

  it('writes and pushes nothing for a device the account already used', async () => {
    const desk = await signInFrom('desk-a');
    await report(desk, 'desk-a');
    const laptop = await signInFrom('laptop-b');
    await report(laptop, 'laptop-b');
    const deskPage = await openPushPage(test, desk, 'desk-a');
    await deskPage.next('registered');

    const again = await signInFrom('laptop-b');
    const before = newestId();
    expect((await report(again, 'laptop-b')).data).toEqual({ newAddress: false, newDevice: false });
    // The sign-in itself wrote its row before; the report adds none.
    expect(rowsAfter(before)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(deskPage.frames.map((frame) => frame.type)).toEqual(['registered']);
    deskPage.close();
  });

  it('counts devices per account: alice’s laptop is new to the owner too', async () => {
    await report(await signInFrom('laptop-b'), 'laptop-b');
    const owner = await signInFrom('laptop-b', { username: 'owner', password: 'Coffer-2026a' });
    expect((await report(owner, 'laptop-b')).data.newDevice).toBe(true);
  });

  it('falls back to the session’s device id when the page sends none', async () => {
    const desk = await signInFrom('desk-a');
    await report(desk, 'desk-a');
    const again = await signInFrom('desk-a');
    const answer = await test.post('/action/report/login', { device: 'PC Chromium 140' }, { token: again });
    expect(answer.data).toMatchObject({ newDevice: false });
  });
});

describe('disable this account now', () => {
  it('locks the caller’s own account and ends every one of its sessions at once', async () => {
    const desk = await signInFrom('desk-a');
    const laptop = await signInFrom('laptop-b');
    const deskPage = await openPushPage(test, desk, 'desk-a');
    const laptopPage = await openPushPage(test, laptop, 'laptop-b');
    await deskPage.next('registered');
    await laptopPage.next('registered');

    const before = newestId();
    const answer = await test.post('/account/self/disable', {}, { token: desk });
    expect(answer).toMatchObject({ success: true, data: { username: 'alice', disabled: true } });
    expect(rowsAfter(before)).toMatchObject([
      { username: 'alice', action: 'user.disable', target: 'alice', result: 'ok' },
    ]);

    // Both pages get the sign-out code on the push channel without calling anything.
    expect(await deskPage.next('error')).toMatchObject({ code: SIGN_OUT.accountDisabled });
    expect(await laptopPage.next('error')).toMatchObject({ code: SIGN_OUT.accountDisabled });
    await Promise.all([deskPage.closed, laptopPage.closed]);
    for (const token of [desk, laptop]) {
      expect((await test.post('/v1/user/authToken', {}, { token })).code).toBe(SIGN_OUT.accountDisabled);
    }
    await expect(signInFrom('desk-a')).rejects.toThrow(SIGN_OUT.accountDisabled);
  });

  it('never locks the super administrator, whose sessions go on', async () => {
    const owner = await signInFrom('desk-a', { username: 'owner', password: 'Coffer-2026a' });
    const answer = await test.post('/account/self/disable', {}, { token: owner });
    expect(answer.code).toBe(Code.masterCannotBeDisabled);
    expect((await test.post('/v1/user/authToken', {}, { token: owner })).success).toBe(true);
  });
});

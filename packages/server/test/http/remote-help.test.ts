import { createPublicKey, verify } from 'node:crypto';
import {
  Code,
  DAY,
  NOT_CONFIGURED,
  PasswordEvent,
  REMOTE_HELP,
  Role,
  SECOND,
  type Envelope,
  type RemoteHelpStatus,
} from '@coffer/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeProvider, type FakeProvider } from '../support/fake-provider.js';
import { OWNER, registerOwner, signIn, startTestDevice, type TestDevice } from '../support/test-device.js';

/**
 * Remote assistance over HTTP (INVENTORY RHELP, docs/decisions.md "Remote assistance"), with a real
 * HTTP server standing in for the provider's cloud service.
 */
const GOOD_CODE = '246810';
const SECOND_TOKEN = 'second-from-the-provider';
const SUPPORT = '400-000-0000';

let test: TestDevice | undefined;
let provider: FakeProvider | undefined;
afterEach(async () => {
  await test?.close();
  await provider?.close();
  test = undefined;
  provider = undefined;
});

/** A provider that sends codes and knows `GOOD_CODE`. */
async function startProvider(): Promise<FakeProvider> {
  const started = await startFakeProvider();
  started.answer('/sms/hsend', () => ({
    status: 200,
    body: { success: true, code: 200, data: { phone: '138****0000' } },
  }));
  started.answer('/sms/hcheck', ({ body }) =>
    body.sms_code === GOOD_CODE
      ? { status: 200, body: { success: true, code: 200, data: { second: SECOND_TOKEN } } }
      : { status: 200, body: { success: false, code: 'SMS_WRONG', message: 'wrong code' } },
  );
  return started;
}

async function startDevice(providerUrl: string): Promise<{ device: TestDevice; owner: string }> {
  const device = await startTestDevice(undefined, { provider: { url: providerUrl, supportPhone: SUPPORT } });
  test = device;
  await registerOwner(device);
  return { device, owner: await signIn(device) };
}

const state = (device: TestDevice, token: string) =>
  device.get<RemoteHelpStatus>('/zhelper/state', { token });

async function sendSms(
  device: TestDevice,
  token: string,
  extra: Record<string, string> = {},
  username = OWNER.username,
) {
  const sealed = await device.encrypt(username);
  const query = new URLSearchParams({
    key_id: sealed.keyId,
    username: sealed.cipher,
    type: REMOTE_HELP.smsType,
    ...extra,
  });
  return device.get<{ phone: string }>(`/rhelp/sendsms?${query.toString()}`, { token });
}

async function checkSms(device: TestDevice, token: string, smsCode: string) {
  const sealed = await device.encrypt(OWNER.username);
  return device.post<{ second: string }>(
    '/rhelp/checksms',
    { key_id: sealed.keyId, username: sealed.cipher, sms_code: smsCode },
    { token },
  );
}

async function passPasswordCheck(device: TestDevice, token: string): Promise<void> {
  const passwd = await device.encrypt(OWNER.password);
  const answer = await device.post(
    '/v1/user/CheckUserPasswd',
    { eventName: PasswordEvent.remoteHelp, passwd: passwd.cipher, key_id: passwd.keyId },
    { token },
  );
  expect(answer.success).toBe(true);
}

/** The whole flow up to the provider's `second`, then the password check. */
async function verifiedSecond(device: TestDevice, token: string): Promise<string> {
  const checked = await checkSms(device, token, GOOD_CODE);
  expect(checked).toMatchObject({ success: true, data: { second: SECOND_TOKEN } });
  await passPasswordCheck(device, token);
  return checked.data.second;
}

const storedRow = (device: TestDevice) =>
  device.device.db.prepare("SELECT value FROM meta WHERE key = 'remote_help'").get();

describe('remote assistance without a provider', () => {
  it('answers 510 to every call and changes nothing', async () => {
    const device = await startTestDevice();
    test = device;
    await registerOwner(device);
    const owner = await signIn(device);
    await passPasswordCheck(device, owner);
    const answers: Envelope[] = [
      await state(device, owner),
      await device.post('/zhelper/nasid', {}, { token: owner }),
      await sendSms(device, owner),
      await checkSms(device, owner, GOOD_CODE),
      await device.post('/zhelper/open', { second: 'anything' }, { token: owner }),
      await device.post('/zhelper/close', { second: 'anything' }, { token: owner }),
      await device.post('/zhelper/copy', { params: 'code' }, { token: owner }),
    ];
    for (const answer of answers) {
      expect(answer).toMatchObject({ success: false, code: NOT_CONFIGURED, data: { support_phone: '' } });
    }
    expect(storedRow(device)).toBeUndefined();
  });
});

describe('remote assistance with a provider', () => {
  it('opens with a code valid for a week after the SMS code and the password check', async () => {
    provider = await startProvider();
    const { device, owner } = await startDevice(provider.url);
    expect((await state(device, owner)).data).toMatchObject({ switch: 'closed', days: 0, pwd: '' });

    const sign = await device.post<{ sign: string; username: string; nasid: string }>(
      '/zhelper/nasid',
      {},
      { token: owner },
    );
    expect(sign.data).toMatchObject({ username: OWNER.username, nasid: device.device.identity.nasid });
    const sent = await sendSms(device, owner);
    expect(sent).toMatchObject({ success: true, data: { phone: '138****0000' } });

    // The provider hears who asks, for whom, and the device's signature over both.
    const [hsend] = provider.seen;
    expect(hsend).toMatchObject({
      path: '/sms/hsend',
      body: { nasid: device.device.identity.nasid, username: OWNER.username, type: 'rhelp', by: 'sms' },
    });
    const publicKey = createPublicKey((await device.get<{ key: string }>('/key/pub')).data.key);
    const signed = Buffer.from(`${device.device.identity.nasid}:${OWNER.username}`);
    expect(verify('sha256', signed, publicKey, Buffer.from(String(hsend!.body.sign), 'base64'))).toBe(true);
    expect(hsend!.body.sign).toBe(sign.data.sign);

    const second = await verifiedSecond(device, owner);
    const before = Math.floor(Date.now() / SECOND);
    const opened = await device.post<RemoteHelpStatus>('/zhelper/open', { second }, { token: owner });
    expect(opened).toMatchObject({
      success: true,
      data: { switch: 'open', days: REMOTE_HELP.validDays, support_phone: SUPPORT },
    });
    expect(opened.data.pwd).toMatch(/^[A-Z2-9]{8}$/);
    expect(opened.data.ctime).toBeGreaterThanOrEqual(before);
    expect(opened.data.expire_at).toBe(opened.data.ctime + (REMOTE_HELP.validDays * DAY) / SECOND);
    expect((await state(device, owner)).data).toEqual(opened.data);

    // The second opens once.
    await passPasswordCheck(device, owner);
    const again = await device.post('/zhelper/open', { second }, { token: owner });
    expect(again.code).toBe(Code.remoteHelpSecondInvalid);
    expect((await device.post('/zhelper/copy', { params: 'code' }, { token: owner })).success).toBe(true);
  });

  it('closes only with a new SMS code and the password check', async () => {
    provider = await startProvider();
    const { device, owner } = await startDevice(provider.url);
    await device.post('/zhelper/open', { second: await verifiedSecond(device, owner) }, { token: owner });

    await passPasswordCheck(device, owner);
    const refused = await device.post('/zhelper/close', { second: SECOND_TOKEN }, { token: owner });
    expect(refused.code).toBe(Code.remoteHelpSecondInvalid);
    expect((await state(device, owner)).data.switch).toBe('open');

    // A session of its own, without the password check the owner's session passed moments ago.
    const other = await signIn(device);
    const noPassword = await checkSms(device, other, GOOD_CODE);
    const withoutCheck = await device.post(
      '/zhelper/close',
      { second: noPassword.data.second },
      { token: other },
    );
    expect(withoutCheck.code).toBe(Code.passwordCheckRequired);

    const closed = await device.post<RemoteHelpStatus>(
      '/zhelper/close',
      { second: await verifiedSecond(device, owner) },
      { token: owner },
    );
    expect(closed.data).toMatchObject({ switch: 'closed', pwd: '', expire_at: 0, days: 0 });
    expect(storedRow(device)).toBeUndefined();
  });

  it('reads an assistance past its end as closed, and forgets it', async () => {
    provider = await startProvider();
    const { device, owner } = await startDevice(provider.url);
    const past = Math.floor(Date.now() / SECOND) - 10;
    device.device.db
      .prepare("INSERT INTO meta (key, value) VALUES ('remote_help', ?)")
      .run(JSON.stringify({ pwd: 'OLDCODE2', ctime: past - 7 * 86400, expireAt: past }));
    expect((await state(device, owner)).data).toMatchObject({ switch: 'closed', pwd: '' });
    expect(storedRow(device)).toBeUndefined();
  });

  it('says sending failed when the provider refuses, and changes nothing', async () => {
    provider = await startProvider();
    provider.answer('/sms/hsend', () => ({
      status: 200,
      body: { success: false, code: 'QUOTA', message: 'quota' },
    }));
    const { device, owner } = await startDevice(provider.url);
    const answer = await sendSms(device, owner);
    expect(answer).toMatchObject({
      success: false,
      code: Code.remoteHelpSendFailed,
      message: '发送验证码失败',
    });
    // A failed send does not hold back the next try.
    provider.answer('/sms/hsend', () => ({ status: 200, body: { success: true, data: { phone: '1' } } }));
    expect((await sendSms(device, owner, { by: 'voice' })).success).toBe(true);
    expect(provider.seen.at(-1)?.body.by).toBe('voice');
    // A successful one does, for the spec's 60 s.
    expect((await sendSms(device, owner)).code).toBe(Code.remoteHelpSendTooSoon);
    expect(storedRow(device)).toBeUndefined();
  });

  it('says the check failed on a wrong code, and the made-up second opens nothing', async () => {
    provider = await startProvider();
    const { device, owner } = await startDevice(provider.url);
    const wrong = await checkSms(device, owner, '000000');
    expect(wrong).toMatchObject({
      success: false,
      code: Code.remoteHelpCheckFailed,
      message: '验证码校验失败',
    });
    await passPasswordCheck(device, owner);
    const open = await device.post('/zhelper/open', { second: SECOND_TOKEN }, { token: owner });
    expect(open.code).toBe(Code.remoteHelpSecondInvalid);
    expect((await state(device, owner)).data.switch).toBe('closed');
  });

  it('says the device cannot reach the network when the provider does not answer', async () => {
    provider = await startProvider();
    const url = provider.url;
    await provider.close();
    provider = undefined;
    const { device, owner } = await startDevice(url);
    const answer = await sendSms(device, owner);
    expect(answer).toMatchObject({ success: false, code: Code.remoteHelpOffline, message: '设备无法联网' });
  });

  it('says the device is not signed in when the provider does not know it', async () => {
    provider = await startProvider();
    provider.answer('/sms/hsend', () => ({ status: 401, body: { success: false } }));
    const { device, owner } = await startDevice(provider.url);
    expect((await sendSms(device, owner)).code).toBe(Code.remoteHelpNotSignedIn);
  });

  it('sends a code only for the signed-in master', async () => {
    provider = await startProvider();
    const { device, owner } = await startDevice(provider.url);
    expect((await sendSms(device, owner, {}, 'somebody')).code).toBe(Code.remoteHelpNotOwnAccount);
    expect(provider.seen).toEqual([]);
  });
});

describe('who may use remote assistance', () => {
  it('lets the operations administrator read the state without the code, and nothing else', async () => {
    provider = await startProvider();
    const { device, owner } = await startDevice(provider.url);
    await device.post('/zhelper/open', { second: await verifiedSecond(device, owner) }, { token: owner });
    await device.device.accounts.addUser({ username: 'ops', mainRole: Role.devOps, password: 'Ops-2026xy' });
    const ops = await signIn(device, { username: 'ops', password: 'Ops-2026xy' });
    expect((await state(device, ops)).data).toMatchObject({ switch: 'open', pwd: '', ctime: 0, days: 7 });
    for (const path of [
      '/zhelper/nasid',
      '/rhelp/checksms',
      '/zhelper/open',
      '/zhelper/close',
      '/zhelper/copy',
    ]) {
      expect((await device.post(path, { second: SECOND_TOKEN }, { token: ops })).code, path).toBe(
        Code.forbidden,
      );
    }
    expect((await device.get('/rhelp/sendsms', { token: ops })).code).toBe(Code.forbidden);
  });

  it('refuses an ordinary user every call, the state included', async () => {
    provider = await startProvider();
    const { device } = await startDevice(provider.url);
    await device.device.accounts.addUser({ username: 'alice', mainRole: Role.user, password: 'Alice-2026x' });
    const alice = await signIn(device, { username: 'alice', password: 'Alice-2026x' });
    expect((await state(device, alice)).code).toBe(Code.forbidden);
    expect((await device.get('/rhelp/sendsms', { token: alice })).code).toBe(Code.forbidden);
    for (const path of [
      '/zhelper/nasid',
      '/rhelp/checksms',
      '/zhelper/open',
      '/zhelper/close',
      '/zhelper/copy',
    ]) {
      expect((await device.post(path, {}, { token: alice })).code, path).toBe(Code.forbidden);
    }
    expect(provider.seen).toEqual([]);
  });
});

import { request as httpRequest } from 'node:http';
import {
  Code,
  SIGN_OUT,
  SESSION_COOKIE,
  type Envelope,
  type LoginResult,
  type UserInfo,
} from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  OWNER,
  registerOwner,
  sendCredentials,
  signIn,
  startTestDevice,
  type TestDevice,
} from '../support/test-device.js';

let test: TestDevice;
beforeEach(async () => {
  test = await startTestDevice();
});
afterEach(async () => {
  await test.close();
});

describe('first start', () => {
  it('is not registered until the super administrator is created, and refuses a second one', async () => {
    expect((await test.post<{ registered: boolean }>('/v1/user/isRegistered')).data.registered).toBe(false);
    await registerOwner(test);
    expect((await test.post<{ registered: boolean }>('/v1/user/isRegistered')).data.registered).toBe(true);
    const again = await sendCredentials(test, '/v1/user/setSuperAdminPasswd', {
      username: 'other',
      password: 'Another-2026',
    });
    expect(again.code).toBe(Code.alreadyRegistered);
  });

  it('refuses a password that breaks the policy and creates nobody', async () => {
    const weak = await sendCredentials(test, '/v1/user/setSuperAdminPasswd', {
      username: 'owner',
      password: 'onlylowercase',
    });
    expect(weak.code).toBe(Code.weakPassword);
    expect((await test.post<{ registered: boolean }>('/v1/user/isRegistered')).data.registered).toBe(false);
  });

  it('refuses sign-in before anyone is registered', async () => {
    const answer = await sendCredentials(test, '/auth/login', OWNER);
    expect(answer.code).toBe(Code.notRegistered);
  });
});

describe('sign-in and sessions', () => {
  beforeEach(async () => {
    await registerOwner(test);
  });

  it('signs in the super administrator with the session the page needs', async () => {
    const answer = await sendCredentials<LoginResult>(test, '/auth/login', OWNER, { keep_login: 1 });
    expect(answer.success).toBe(true);
    expect(answer.data).toMatchObject({
      username: 'owner',
      mainRole: 1,
      isMaster: 1,
      isDevOps: 0,
      userType: 'file',
      nasid: test.device.identity.nasid,
      userSetting: { share_disable: 0, flash_disable: 0, protocolVersion: '' },
    });
    expect(Buffer.from(answer.data.token, 'base64url')).toHaveLength(32);
    const info = await test.post<UserInfo>('/v1/user/authToken', {}, { token: answer.data.token });
    expect(info.data).toMatchObject({
      username: 'owner',
      uid: answer.data.userid,
      roleInfo: { mainRole: 1 },
      keepLogin: true,
    });
    expect(info.data.perm).toContain('storageManage');
  });

  it('accepts the token in a JSON body and in the token header alike', async () => {
    const token = await signIn(test);
    expect((await test.post('/v1/user/authToken', { token }, { json: true })).success).toBe(true);
    expect((await test.post('/v1/user/authToken', {}, { headers: { token } })).success).toBe(true);
  });

  it('sets a SameSite=Strict HttpOnly cookie that a POST alone does not accept', async () => {
    const username = await test.encrypt(OWNER.username);
    const password = await test.encrypt(OWNER.password);
    const response = await test.raw('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        username: username.cipher,
        password: password.cipher,
        key_id: username.keyId,
      }).toString(),
    });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    const cookieOnly = await test.raw('/v1/user/authToken', {
      method: 'POST',
      headers: { cookie: cookie.split(';')[0]! },
    });
    expect(((await cookieOnly.json()) as Envelope).code).toBe(SIGN_OUT.tokenMissing);
  });

  it('revokes the token on sign-out', async () => {
    const token = await signIn(test);
    expect((await test.post('/v1/user/logout', {}, { token })).success).toBe(true);
    expect((await test.post('/v1/user/authToken', {}, { token })).code).toBe(SIGN_OUT.revoked);
  });

  it('answers an unknown user exactly as a wrong password', async () => {
    const wrong = await sendCredentials(test, '/auth/login', { username: 'owner', password: 'Wrong-pass-1' });
    const unknown = await sendCredentials(test, '/auth/login', {
      username: 'nobody',
      password: 'Wrong-pass-1',
    });
    expect(wrong.code).toBe(Code.wrongCredentials);
    expect({ ...unknown }).toEqual({ ...wrong });
  });

  it('locks an account from one address after five wrong passwords, and not from another address', async () => {
    const wrong = { username: 'owner', password: 'Wrong-pass-1' };
    const codes: unknown[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      codes.push((await sendCredentials(test, '/auth/login', wrong)).code);
    expect(codes).toEqual([...Array(4).fill(Code.wrongCredentials), Code.loginLocked]);
    const locked = await sendCredentials<{ retryAfterSeconds: number }>(test, '/auth/login', OWNER);
    expect(locked.code).toBe(Code.loginLocked);
    expect(locked.message).toContain('15');
    expect(locked.data.retryAfterSeconds).toBeGreaterThan(14 * 60);

    const fromElsewhere = await postFrom('127.0.0.2', '/auth/login', await encryptedOwner());
    expect(fromElsewhere.success).toBe(true);
  });

  it('refuses a request that names another device', async () => {
    const token = await signIn(test);
    const answer = await test.post('/v1/user/authToken', { nasid: 'SOMEOTHERDEVICE' }, { token });
    expect(answer.code).toBe(Code.otherDevice);
    expect(
      (await test.post('/v1/user/authToken', { nasid: test.device.identity.nasid }, { token })).success,
    ).toBe(true);
  });

  it('answers a stale key id so the page can fetch the key again', async () => {
    const answer = await sendCredentials(test, '/auth/login', OWNER, { key_id: 'not-the-key' });
    expect(answer.code).toBe(Code.staleKey);
  });

  it('answers messages in English when the page asks for English', async () => {
    const answer = await sendCredentials(
      test,
      '/auth/login',
      { ...OWNER, password: 'Wrong-pass-1' },
      {},
      { headers: { 'accept-language': 'en' } },
    );
    expect(answer.message).toBe('Wrong username or password');
  });

  it('records the privacy agreement version the user accepted', async () => {
    const token = await signIn(test);
    await test.post('/v1/user/agreeProtocol', { version: '20240222' }, { token });
    const again = await sendCredentials<LoginResult>(test, '/auth/login', OWNER);
    expect(again.data.userSetting.protocolVersion).toBe('20240222');
  });

  it('answers the provider-cloud sign-in as not configured', async () => {
    expect((await test.post('/v1/user/login', { username: 'x' })).code).toBe(510);
  });

  async function encryptedOwner() {
    const username = await test.encrypt(OWNER.username);
    const password = await test.encrypt(OWNER.password);
    return { username: username.cipher, password: password.cipher, key_id: username.keyId };
  }

  function postFrom(localAddress: string, path: string, fields: Record<string, string>): Promise<Envelope> {
    const url = new URL(path, test.baseUrl);
    const body = new URLSearchParams(fields).toString();
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          localAddress,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve(JSON.parse(text) as Envelope));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }
});

import { Role, SIGN_OUT } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPushPage, type PushPage } from '../support/push-page.js';
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
  await registerOwner(test);
});
afterEach(async () => {
  await test.close();
});

const openPush = (token: string, deviceId?: string): Promise<PushPage> => openPushPage(test, token, deviceId);

async function signInFrom(deviceId: string, credentials = OWNER): Promise<string> {
  const answer = await sendCredentials<{ token: string }>(
    test,
    `/auth/login?device_id=${deviceId}&device=PC%20Chromium&plat=web`,
    credentials,
    {
      keep_login: 0,
    },
  );
  if (!answer.success) throw new Error(String(answer.code));
  return answer.data.token;
}

describe('registering', () => {
  it('admits a signed-in page and answers its pings', async () => {
    const page = await openPush(await signIn(test));
    expect(await page.next('registered')).toEqual({ type: 'registered' });
    page.send({ type: 'ping' });
    expect(await page.next('pong')).toEqual({ type: 'pong' });
    page.close();
  });

  it('refuses an unknown token with its sign-out code and closes', async () => {
    const page = await openPush('not-a-token');
    expect(await page.next('error')).toMatchObject({ type: 'error', code: SIGN_OUT.tokenInvalid });
    expect(await page.closed).toBe(1008);
    expect(test.device.push.size).toBe(0);
  });

  it('closes on a frame that is not ours', async () => {
    const page = await openPush(await signIn(test));
    await page.next('registered');
    page.send({ type: 'subscribe', everything: true });
    expect(await page.closed).toBe(1003);
  });
});

describe('new device login', () => {
  const reportFrom = (token: string, deviceId: string) =>
    test.post('/action/report/login', { deviceId, device: 'PC Chromium', platform: 'web' }, { token });

  it('warns the other pages of the same account, and no one else', async () => {
    await test.device.accounts.addUser({ username: 'alice', mainRole: Role.user, password: 'Alice-2026x' });
    const desk = await signInFrom('desk-a');
    await reportFrom(desk, 'desk-a');
    const owner = await openPush(desk, 'desk-a');
    const alice = await openPush(
      await signIn(test, { username: 'alice', password: 'Alice-2026x' }),
      'desk-c',
    );
    await owner.next('registered');
    await alice.next('registered');

    await reportFrom(await signInFrom('laptop-b'), 'laptop-b');
    const warning = await owner.next('new_device_login');
    expect(warning).toMatchObject({
      type: 'new_device_login',
      data: { username: 'owner', device: 'PC Chromium', platform: 'web' },
    });
    expect(warning).toHaveProperty('msguuid');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(alice.frames.map((frame) => frame.type)).toEqual(['registered']);
    owner.close();
    alice.close();
  });

  it('does not warn on a sign-in alone, nor for a device the account already used', async () => {
    const desk = await signInFrom('desk-a');
    await reportFrom(desk, 'desk-a');
    await reportFrom(await signInFrom('laptop-b'), 'laptop-b');
    const page = await openPush(desk, 'desk-a');
    await page.next('registered');
    await signInFrom('tablet-c');
    await reportFrom(await signInFrom('laptop-b'), 'laptop-b');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(page.frames.map((frame) => frame.type)).toEqual(['registered']);
    page.close();
  });
});

describe('signed out pages', () => {
  it('stop receiving frames once their session ends', async () => {
    const token = await signInFrom('desk-a');
    const page = await openPush(token, 'desk-a');
    await page.next('registered');
    await test.post('/action/report/login', { deviceId: 'desk-a' }, { token });
    await test.post('/v1/user/logout', {}, { token });
    const laptop = await signInFrom('laptop-b');
    await test.post('/action/report/login', { deviceId: 'laptop-b' }, { token: laptop });
    expect(await page.next('error')).toMatchObject({ code: SIGN_OUT.revoked });
    expect(page.frames.some((frame) => frame.type === 'new_device_login')).toBe(false);
    await page.closed;
  });
});

describe('power', () => {
  it('tells every page before the device restarts', async () => {
    const page = await openPush(await signIn(test));
    await page.next('registered');
    const requested: string[] = [];
    test.device.power.onRequest((action) => requested.push(action));
    test.device.power.request('reboot');
    expect(await page.next('reboot')).toMatchObject({ type: 'reboot', data: { action: 'reboot' } });
    expect(requested).toEqual(['reboot']);
    page.close();
  });
});

import { Code, PasswordEvent, type PollResponse } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PowerAction } from '../../src/platform/power.js';
import { OWNER, registerOwner, signIn, startTestDevice, type TestDevice } from '../support/test-device.js';

let test: TestDevice;
let token: string;
const requested: PowerAction[] = [];

beforeEach(async () => {
  requested.length = 0;
  test = await startTestDevice((device) => device.power.onRequest((action) => requested.push(action)));
  await registerOwner(test);
  token = await signIn(test);
});
afterEach(async () => {
  await test.close();
});

async function confirmPower(): Promise<void> {
  const passwd = await test.encrypt(OWNER.password);
  await test.post(
    '/v1/user/CheckUserPasswd',
    { eventName: PasswordEvent.power, passwd: passwd.cipher, key_id: passwd.keyId },
    { token },
  );
}

async function rebootAt(): Promise<number> {
  const answer = await test.post<PollResponse>('/system/polling2', {}, { token });
  if (!answer.success) throw new Error(`poll failed: ${answer.code}`);
  return answer.data.reboot_at;
}

describe('a scheduled reboot', () => {
  it('needs a Power password check, shows in polling2, and reboots at its time', async () => {
    const soon = Math.floor(Date.now() / 1000) + 2;
    expect((await test.post('/system/set_reboot_time', { time: soon }, { token })).code).toBe(
      Code.passwordCheckRequired,
    );
    await confirmPower();
    expect((await test.post('/system/set_reboot_time', { time: 1000 }, { token })).code).toBe(
      Code.rebootTimeInvalid,
    );
    expect(await test.post('/system/set_reboot_time', { time: soon }, { token })).toMatchObject({
      success: true,
      data: { reboot_at: soon },
    });
    expect(await rebootAt()).toBe(soon);
    expect(requested).toEqual([]);

    await new Promise((resolve) => setTimeout(resolve, soon * 1000 - Date.now() + 300));
    expect(requested).toEqual(['reboot']);
    expect(await rebootAt()).toBe(0);
  });

  it('is cleared with 0, and nothing happens', async () => {
    const soon = Math.floor(Date.now() / 1000) + 2;
    await confirmPower();
    await test.post('/system/set_reboot_time', { time: soon }, { token });
    expect(await test.post('/system/set_reboot_time', { time: 0 }, { token })).toMatchObject({
      data: { reboot_at: 0 },
    });
    expect(await rebootAt()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, soon * 1000 - Date.now() + 300));
    expect(requested).toEqual([]);
  });
});

import { Code, PasswordEvent, Role, type Envelope } from '@coffer/contract';
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

async function confirmPassword(as: string, password: string): Promise<Envelope> {
  const passwd = await test.encrypt(password);
  return test.post(
    '/v1/user/CheckUserPasswd',
    { eventName: PasswordEvent.power, passwd: passwd.cipher, key_id: passwd.keyId },
    { token: as },
  );
}

async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('reboot and shutdown', () => {
  it('need a fresh Power password check, and act only after answering', async () => {
    expect((await test.post('/system/reboot', {}, { token })).code).toBe(Code.passwordCheckRequired);
    await settle();
    expect(requested).toEqual([]);

    await confirmPassword(token, OWNER.password);
    const answer = await test.post('/system/reboot', {}, { token });
    expect(answer).toMatchObject({ success: true, data: { action: 'reboot' } });
    await settle();
    expect(requested).toEqual(['reboot']);

    await confirmPassword(token, OWNER.password);
    expect((await test.post('/system/shutdown', {}, { token })).data).toEqual({ action: 'shutdown' });
    await settle();
    expect(requested).toEqual(['reboot', 'shutdown']);
  });

  it('are refused to an operations administrator, even after a password check', async () => {
    await test.device.accounts.addUser({ username: 'ops', mainRole: Role.devOps, password: 'Ops-2026xy' });
    const ops = await signIn(test, { username: 'ops', password: 'Ops-2026xy' });
    await confirmPassword(ops, 'Ops-2026xy');
    expect((await test.post('/system/shutdown', {}, { token: ops })).code).toBe(Code.forbidden);
    await settle();
    expect(requested).toEqual([]);
  });
});

describe('a device nothing can power off', () => {
  it('says so instead of pretending', async () => {
    const bare = await startTestDevice();
    try {
      await registerOwner(bare);
      const owner = await signIn(bare);
      const passwd = await bare.encrypt(OWNER.password);
      await bare.post(
        '/v1/user/CheckUserPasswd',
        { eventName: PasswordEvent.power, passwd: passwd.cipher, key_id: passwd.keyId },
        { token: owner },
      );
      expect((await bare.post('/system/reboot', {}, { token: owner })).code).toBe(Code.powerUnavailable);
    } finally {
      await bare.close();
    }
  });
});

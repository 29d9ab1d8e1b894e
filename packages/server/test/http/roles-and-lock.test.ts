import {
  Code,
  PasswordEvent,
  Role,
  SIGN_OUT,
  defineCall,
  rolesAccess,
  MASTER_ONLY,
  type Envelope,
} from '@coffer/contract';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerPrivateCall } from '../../src/http/register-call.js';
import { OWNER, registerOwner, signIn, startTestDevice, type TestDevice } from '../support/test-device.js';

/** A destructive call of the kind the storage module will add, to prove the hook's rules. */
const wipeSomething = defineCall({
  method: 'POST',
  path: '/test/wipe',
  payload: z.object({}),
  response: z.object({ wiped: z.boolean() }),
  access: rolesAccess(MASTER_ONLY),
  passwordEvent: PasswordEvent.storageDelete,
});

let test: TestDevice;
let ownerToken: string;
beforeEach(async () => {
  test = await startTestDevice((device) =>
    registerPrivateCall(device.app, wipeSomething, () => ({ wiped: true })),
  );
  await registerOwner(test);
  ownerToken = await signIn(test);
});
afterEach(async () => {
  await test.close();
});

async function checkPassword(token: string, eventName: string, password: string): Promise<Envelope> {
  const passwd = await test.encrypt(password);
  return test.post(
    '/v1/user/CheckUserPasswd',
    { eventName, passwd: passwd.cipher, key_id: passwd.keyId },
    { token },
  );
}

describe('roles', () => {
  it('refuses a destructive call to an ordinary user and an operations administrator', async () => {
    await test.device.accounts.addUser({ username: 'alice', mainRole: Role.user, password: 'Alice-2026x' });
    await test.device.accounts.addUser({ username: 'ops', mainRole: Role.devOps, password: 'Ops-2026xy' });
    for (const username of ['alice', 'ops']) {
      const password = username === 'alice' ? 'Alice-2026x' : 'Ops-2026xy';
      const token = await signIn(test, { username, password });
      expect((await checkPassword(token, PasswordEvent.storageDelete, password)).success).toBe(true);
      expect((await test.post('/test/wipe', {}, { token })).code).toBe(Code.forbidden);
    }
  });

  it('needs a fresh administrator password check for that very event', async () => {
    expect((await test.post('/test/wipe', {}, { token: ownerToken })).code).toBe(Code.passwordCheckRequired);
    await checkPassword(ownerToken, PasswordEvent.storageFormat, OWNER.password);
    expect((await test.post('/test/wipe', {}, { token: ownerToken })).code).toBe(Code.passwordCheckRequired);
    expect((await checkPassword(ownerToken, PasswordEvent.storageDelete, OWNER.password)).success).toBe(true);
    expect((await test.post('/test/wipe', {}, { token: ownerToken })).data).toEqual({ wiped: true });
  });

  it('does not share a password check between two sessions of the same user', async () => {
    const other = await signIn(test);
    await checkPassword(other, PasswordEvent.storageDelete, OWNER.password);
    expect((await test.post('/test/wipe', {}, { token: ownerToken })).code).toBe(Code.passwordCheckRequired);
  });

  it('refuses a wrong password and an unknown event name', async () => {
    expect((await checkPassword(ownerToken, PasswordEvent.storageDelete, 'Wrong-pass-1')).code).toBe(
      Code.wrongPassword,
    );
    expect((await checkPassword(ownerToken, 'MadeUp', OWNER.password)).code).toBe(Code.unknownEvent);
  });
});

describe('screen lock', () => {
  it('admits only unlock, sign-out and the token check while locked, and survives a reload', async () => {
    expect((await test.post('/v1/user/lockScreen', {}, { token: ownerToken })).success).toBe(true);
    expect(
      (await test.post('/v1/user/agreeProtocol', { version: '20240222' }, { token: ownerToken })).code,
    ).toBe(Code.sessionLocked);
    const info = await test.post<{ locked: boolean }>('/v1/user/authToken', {}, { token: ownerToken });
    expect(info.data.locked).toBe(true);
    expect((await checkPassword(ownerToken, PasswordEvent.screenLock, 'Wrong-pass-1')).code).toBe(
      Code.wrongPassword,
    );
    expect((await checkPassword(ownerToken, PasswordEvent.screenLock, OWNER.password)).success).toBe(true);
    expect(
      (await test.post('/v1/user/agreeProtocol', { version: '20240222' }, { token: ownerToken })).success,
    ).toBe(true);
  });

  it('counts failed unlocks toward the lockout', async () => {
    await test.post('/v1/user/lockScreen', {}, { token: ownerToken });
    const codes: unknown[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      codes.push((await checkPassword(ownerToken, PasswordEvent.screenLock, 'Wrong-pass-1')).code);
    expect(codes.at(-1)).toBe(Code.loginLocked);
    expect((await checkPassword(ownerToken, PasswordEvent.screenLock, OWNER.password)).code).toBe(
      Code.loginLocked,
    );
  });
});

describe('password reset from the admin tools', () => {
  it('signs the user out everywhere with the revoked code, and the new password works', async () => {
    await test.device.accounts.resetPassword({ username: 'owner', password: 'Fresh-2026pw' });
    expect((await test.post('/v1/user/authToken', {}, { token: ownerToken })).code).toBe(SIGN_OUT.revoked);
    await expect(signIn(test)).rejects.toThrow();
    expect(await signIn(test, { username: 'owner', password: 'Fresh-2026pw' })).toBeTruthy();
  });
});

import * as authCalls from '@coffer/contract/calls/auth';
import * as systemCalls from '@coffer/contract/calls/system';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { OWNER, sendCredentials, startTestDevice, type TestDevice } from '../support/test-device.js';

// The sign-in page takes these answers without checking them against the contract (it has not
// loaded zod yet), so the daemon's answers are checked here, with the contract's own schemas.
let test: TestDevice;
beforeEach(async () => {
  test = await startTestDevice();
});
afterEach(async () => {
  await test.close();
});

it('answers every call made before sign-in in the shape the contract defines', async () => {
  const keyPub = await test.get(`${authCalls.keyPub.path}?signme=1`);
  expect(authCalls.keyPub.response.safeParse(keyPub.data).error).toBeUndefined();

  for (const def of [authCalls.isRegistered, authCalls.pwdPolicyInfo, systemCalls.versions]) {
    const answer = await test.post(def.path);
    expect(answer.success, def.path).toBe(true);
    expect(def.response.safeParse(answer.data).error, def.path).toBeUndefined();
  }

  const created = await sendCredentials(test, authCalls.setSuperAdminPasswd.path, OWNER);
  expect(authCalls.setSuperAdminPasswd.response.safeParse(created.data).error).toBeUndefined();

  const signedIn = await sendCredentials(test, authCalls.login.path, OWNER, { keep_login: 0 });
  expect(signedIn.success).toBe(true);
  expect(authCalls.login.response.safeParse(signedIn.data).error).toBeUndefined();
});

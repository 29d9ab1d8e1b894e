import { Code, Role, SIGN_OUT } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerOwner, signIn, startTestDevice, type TestDevice } from '../support/test-device.js';

let test: TestDevice;
let owner: string;
beforeEach(async () => {
  test = await startTestDevice();
  await registerOwner(test);
  owner = await signIn(test);
});
afterEach(async () => {
  await test.close();
});

const ALICE = { username: 'alice', password: 'Alice-2026x' };

describe('disabling an account at once', () => {
  it('ends the account’s sessions and refuses its sign-in until it is enabled again', async () => {
    const { userid } = await test.device.accounts.addUser({ ...ALICE, mainRole: Role.devOps });
    const alice = await signIn(test, ALICE);
    const answer = await test.post('/account/disable', { uid: userid }, { token: owner });
    expect(answer).toMatchObject({ success: true, data: { userid, username: 'alice', disabled: true } });
    expect((await test.post('/v1/user/authToken', {}, { token: alice })).code).toBe(SIGN_OUT.accountDisabled);
    await expect(signIn(test, ALICE)).rejects.toThrow(SIGN_OUT.accountDisabled);

    test.device.accounts.setDisabled({ username: 'alice', disabled: false });
    expect(await signIn(test, ALICE)).toBeTruthy();
  });

  it('lets an operations administrator disable their own account, as the warning offers', async () => {
    const { userid } = await test.device.accounts.addUser({ ...ALICE, mainRole: Role.devOps });
    const alice = await signIn(test, ALICE);
    expect((await test.post('/account/disable', { uid: userid }, { token: alice })).success).toBe(true);
    expect((await test.post('/v1/user/authToken', {}, { token: alice })).code).toBe(SIGN_OUT.accountDisabled);
  });

  it('never disables the super administrator', async () => {
    const answer = await test.post('/account/disable', { uid: 1 }, { token: owner });
    expect(answer.code).toBe(Code.masterCannotBeDisabled);
    expect((await test.post('/v1/user/authToken', {}, { token: owner })).success).toBe(true);
  });

  it('is not an ordinary user’s to make', async () => {
    await test.device.accounts.addUser({ ...ALICE, mainRole: Role.user });
    const alice = await signIn(test, ALICE);
    expect((await test.post('/account/disable', { uid: 1 }, { token: alice })).code).toBe(Code.forbidden);
  });

  it('answers an unknown account with its code', async () => {
    expect((await test.post('/account/disable', { uid: 99 }, { token: owner })).code).toBe(Code.noSuchUser);
  });
});

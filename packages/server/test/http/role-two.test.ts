import { ALL_CALLS, Code, Role } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner, signIn, startTestDevice, type TestDevice } from '../support/test-device.js';

/** The operations administrator (main role 2) against DECISIONS "Roles", over HTTP. */
let test: TestDevice;
let ops: string;
let opsId: number;
beforeAll(async () => {
  test = await startTestDevice();
  await registerOwner(test);
  ({ userid: opsId } = await test.device.accounts.addUser({
    username: 'ops',
    mainRole: Role.devOps,
    password: 'Ops-2026xy',
  }));
  ops = await signIn(test, { username: 'ops', password: 'Ops-2026xy' });
});
afterAll(async () => {
  await test.close();
});

const masterOnly = ALL_CALLS.filter(
  (call) => !call.access.public && !call.access.roles.includes(Role.devOps),
);

describe('an operations administrator', () => {
  it('has master-only calls to be refused', () => {
    const paths = masterOnly.map((call) => call.path);
    for (const path of [
      '/zspool/message/delete',
      '/v2/tob/poolusage/config/set',
      '/v2/tob/poolusage/detail/del',
      '/zspool/format/exec',
      '/zspool/wipe/start',
      '/system/reboot',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it.each(masterOnly.map((call) => [call.method, call.path] as const))(
    'is refused %s %s by the auth hook',
    async (method, path) => {
      const answer =
        method === 'GET' ? await test.get(path, { token: ops }) : await test.post(path, {}, { token: ops });
      expect(answer.code).toBe(Code.forbidden);
    },
  );

  it('may disable an ordinary user and their own account, never another administrator', async () => {
    const { userid: alice } = await test.device.accounts.addUser({
      username: 'alice',
      mainRole: Role.user,
      password: 'Alice-2026x',
    });
    const { userid: other } = await test.device.accounts.addUser({
      username: 'ops2',
      mainRole: Role.devOps,
      password: 'Ops2-2026xy',
    });
    const refused = await test.post('/account/disable', { uid: other }, { token: ops });
    expect(refused.code).toBe(Code.adminCannotDisableAdmin);
    expect((await test.post('/account/disable', { uid: 1 }, { token: ops })).code).toBe(
      Code.masterCannotBeDisabled,
    );
    // Neither refusal changed anything: the other administrator still signs in.
    expect(await signIn(test, { username: 'ops2', password: 'Ops2-2026xy' })).toBeTruthy();

    expect((await test.post('/account/disable', { uid: alice }, { token: ops })).data).toMatchObject({
      userid: alice,
      disabled: true,
    });
    expect((await test.post('/account/disable', { uid: opsId }, { token: ops })).success).toBe(true);
  });
});

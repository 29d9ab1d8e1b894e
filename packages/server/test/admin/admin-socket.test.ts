import { join } from 'node:path';
import { Code, SIGN_OUT } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:net';
import { ADMIN_SOCKET } from '../../src/admin/admin-protocol.js';
import { startAdminSocket } from '../../src/admin/admin-socket.js';
import { sendToDaemon } from '../../src/cli/admin-client.js';
import { registerOwner, signIn, startTestDevice, type TestDevice } from '../support/test-device.js';
import { statSync } from 'node:fs';

let test: TestDevice;
let admin: Server;
let socketPath: string;
beforeAll(async () => {
  test = await startTestDevice();
  socketPath = join(test.dataDir, ADMIN_SOCKET);
  admin = await startAdminSocket(socketPath, test.device, test.device.log);
  await registerOwner(test);
});
afterAll(async () => {
  admin.close();
  await test.close();
});

describe('the admin socket', () => {
  it('is open to its owner only', () => {
    expect(statSync(socketPath).mode & 0o777).toBe(0o600);
  });

  it('adds a user who can then sign in with their role', async () => {
    const answer = await sendToDaemon(socketPath, {
      cmd: 'user.add',
      username: 'alice',
      mainRole: 3,
      password: 'Alice-2026x',
    });
    expect(answer).toMatchObject({ ok: true, data: { username: 'alice', mainRole: 3 } });
    const token = await signIn(test, { username: 'alice', password: 'Alice-2026x' });
    const info = await test.post<{ roleInfo: { mainRole: number } }>('/v1/user/authToken', {}, { token });
    expect(info.data.roleInfo.mainRole).toBe(3);
  });

  it('refuses a duplicate name and a weak password with their codes', async () => {
    expect(
      await sendToDaemon(socketPath, {
        cmd: 'user.add',
        username: 'alice',
        mainRole: 3,
        password: 'Alice-2026x',
      }),
    ).toMatchObject({
      ok: false,
      code: Code.usernameTaken,
    });
    expect(
      await sendToDaemon(socketPath, { cmd: 'user.add', username: 'bob', mainRole: 3, password: 'short' }),
    ).toMatchObject({
      ok: false,
      code: Code.weakPassword,
    });
  });

  it('resets a password and signs that user out', async () => {
    const token = await signIn(test, { username: 'alice', password: 'Alice-2026x' });
    const answer = await sendToDaemon(socketPath, {
      cmd: 'user.reset-password',
      username: 'alice',
      password: 'Alice-2027y',
    });
    expect(answer).toMatchObject({ ok: true });
    expect((await test.post('/v1/user/authToken', {}, { token })).code).toBe(SIGN_OUT.revoked);
    expect(await signIn(test, { username: 'alice', password: 'Alice-2027y' })).toBeTruthy();
  });

  it('says no daemon is there when the socket is absent', async () => {
    expect(await sendToDaemon(join(test.dataDir, 'run', 'absent.sock'), { cmd: 'ping' })).toBeUndefined();
  });
});

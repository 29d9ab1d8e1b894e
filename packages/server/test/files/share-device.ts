import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Role, type Envelope, type MainRole } from '@coffer/contract';
import { type BaySandbox } from '../support/bay-sandbox.js';
import { insertDisks, ownerToken, startPoolDevice } from '../support/pool-device.js';
import { formatExec } from '../support/pool-files.js';
import { signIn, type TestDevice } from '../support/test-device.js';

export const PASSWORD = 'Coffer-2026a';

export interface FilesDevice {
  test: TestDevice;
  owner: { id: number; token: string };
  /** The default pool's files directory (homes/, public/, .coffer/). */
  filesRoot: string;
  addUser(username: string, mainRole?: MainRole): Promise<{ id: number; token: string }>;
  /** Writes a file into a user's own folder, making the folders on the way; answers its real path. */
  putHome(userId: number, path: string, content: string | Buffer): string;
  homeReal(userId: number): string;
  /** POSTs JSON with a token (or none, as the public page does) and answers the envelope. */
  call<T = unknown>(path: string, body: Record<string, unknown>, token?: string): Promise<Envelope<T>>;
}

/** A daemon with one basic SATA pool, the default pool for files, and its owner signed in. */
export async function startFilesDevice(sandbox: BaySandbox): Promise<FilesDevice> {
  const test = await startPoolDevice(sandbox);
  const token = await ownerToken(test);
  const [disk] = await insertDisks(test, { sata1: '100G' });
  const { poolId, job } = await formatExec(test, token, {
    action: 'new',
    protocol: 'protsata',
    raidtype: 'basic',
    sys: [disk!.serial],
  });
  if (job.state !== 'done') throw new Error(`pool not made: ${job.state}`);
  const filesRoot = test.device.pools.filesPath(poolId);
  const ownerId = test.device.db.prepare("SELECT id FROM users WHERE username = 'owner'").get() as {
    id: number;
  };
  const homeReal = (userId: number) => join(filesRoot, 'homes', String(userId));
  return {
    test,
    owner: { id: ownerId.id, token },
    filesRoot,
    homeReal,
    async addUser(username, mainRole = Role.user) {
      const { userid } = await test.device.accounts.addUser({ username, mainRole, password: PASSWORD });
      return { id: userid, token: await signIn(test, { username, password: PASSWORD }) };
    },
    putHome(userId, path, content) {
      const real = join(homeReal(userId), path);
      mkdirSync(dirname(real), { recursive: true });
      writeFileSync(real, content);
      return real;
    },
    call: <T>(path: string, body: Record<string, unknown>, token?: string) =>
      test.post<T>(path, body, { json: true, ...(token ? { token } : {}) }),
  };
}

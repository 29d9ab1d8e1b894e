/**
 * A real daemon with a Basic btrfs pool, people and group folders, and its WebDAV service configured
 * and enabled through the file services calls on a free loopback port, as an administrator does:
 * `alice` may write `crew` and only read `shelf`, and has no permit for `team` (the names the files
 * module's hostile path corpus expects).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CALLS, Role } from '@coffer/contract';
import { createBaySandbox, tearDownSandbox, type BaySandbox } from '../support/bay-sandbox.js';
import type { TestDevice } from '../support/test-device.js';
import { call, homeOf, startFilesDevice } from '../files/files-device.js';
import { freePort } from '../../../../scripts/lib/daemon.js';

export const PEOPLE = {
  alice: 'Alice-2026x',
  bob: 'Bob-2026x',
  carol: 'Carol-2026x',
} as const;
export type Person = keyof typeof PEOPLE;
export const GROUPS = ['crew', 'shelf', 'team'] as const;
export type GroupName = (typeof GROUPS)[number];

export interface WebDavStage {
  sandbox: BaySandbox;
  test: TestDevice;
  ownerToken: string;
  port: number;
  poolRoot: string;
  uids: Record<Person, number>;
  user(who: Person): { username: string; password: string };
  home(who: Person): Promise<string>;
  group(name: GroupName): string;
  /** Sets the service's recycle setting and waits until the service has taken it. */
  setRecycle(enable: boolean): Promise<void>;
  close(): Promise<void>;
}

export async function startWebDavStage(): Promise<WebDavStage> {
  const sandbox = createBaySandbox();
  let test: TestDevice | undefined;
  try {
    const started = await startFilesDevice(sandbox);
    test = started.test;
    const device = test.device;
    const uids = {} as Record<Person, number>;
    for (const [username, password] of Object.entries(PEOPLE)) {
      uids[username as Person] = (
        await device.accounts.addUser({ username, mainRole: Role.user, password })
      ).userid;
    }
    const owner = started.token;
    const fids: Record<string, number> = {};
    for (const name of GROUPS) {
      const made = await call<{ fid: number }>(test, owner, CALLS.publicNewDir.path, { name });
      if (!made.success) throw new Error(`group folder ${name}: ${made.code}`);
      fids[name] = made.data.fid;
    }
    for (const [name, permission] of [
      ['crew', 1],
      ['shelf', 2],
    ] as const) {
      const saved = await call(test, owner, CALLS.publicSaveDirsPermit.path, {
        fid: fids[name],
        permits: [{ type: 'user', id: uids.alice, permission }],
      });
      if (!saved.success) throw new Error(`permit ${name}: ${saved.code}`);
    }
    const poolRoot = (await device.files.pools.usable()).root;
    for (const name of GROUPS) mkdirSync(join(poolRoot, 'public', name), { recursive: true });
    const running = test;
    const ok = async (path: string, body: object) => {
      const answer = await call(running, owner, path, body);
      if (!answer.success) throw new Error(`${path}: ${answer.code} ${answer.message}`);
      return answer.data;
    };
    const port = await freePort();
    await ok(CALLS.webdavConfig.path, { data: JSON.stringify({ port }) });
    await ok(CALLS.webdavRecycle.path, { enable: true });
    await ok(CALLS.webdavEnable.path, { enable: true });
    return {
      sandbox,
      test: running,
      ownerToken: owner,
      port,
      poolRoot,
      uids,
      user: (who) => ({ username: who, password: PEOPLE[who] }),
      home: (who) => homeOf(running, who),
      group: (name) => join(poolRoot, 'public', name),
      async setRecycle(enable) {
        await ok(CALLS.webdavRecycle.path, { enable });
        // Enable again queues behind the service's pending change, so it answers once that is applied.
        await ok(CALLS.webdavEnable.path, { enable: true });
      },
      async close() {
        await tearDownSandbox(sandbox, running);
      },
    };
  } catch (error) {
    await tearDownSandbox(sandbox, test);
    throw error;
  }
}

import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { Role, type Envelope, type FileTask, type MainRole } from '@coffer/contract';
import type { FileCaller } from '../../src/modules/files/path-resolver.js';
import type { BaySandbox } from '../support/bay-sandbox.js';
import { createSataPool } from '../support/degraded-pool.js';
import { insertDisks, ownerToken, startPoolDevice } from '../support/pool-device.js';
import { signIn, type TestDevice } from '../support/test-device.js';

/** A daemon with one pool to hold files, its owner signed in. */
export async function startFilesDevice(sandbox: BaySandbox) {
  const test = await startPoolDevice(sandbox);
  const token = await ownerToken(test);
  const [disk] = await insertDisks(test, { sata1: '100G' });
  await createSataPool(test, token, 'basic', [disk!.serial]);
  await test.device.files.pools.usable();
  return { test, token };
}

export function callerNamed(test: TestDevice, username: string): FileCaller {
  const row = test.device.db.prepare('SELECT id, main_role FROM users WHERE username = ?').get(username) as
    { id: number; main_role: MainRole } | undefined;
  if (!row) throw new Error(`no user ${username}`);
  return { id: row.id, username, mainRole: row.main_role };
}

/** The real folder of a user's own files (made when first asked for). */
export async function homeOf(test: TestDevice, username: string): Promise<string> {
  return (await test.device.files.resolver.homeOf(callerNamed(test, username))).real;
}

export async function addUser(test: TestDevice, username: string): Promise<string> {
  const password = `${username[0]!.toUpperCase()}${username.slice(1)}-2026x`;
  await test.device.accounts.addUser({ username, mainRole: Role.user, password });
  return signIn(test, { username, password });
}

export function call<T>(test: TestDevice, token: string, path: string, body: object): Promise<Envelope<T>> {
  return test.post<T>(path, body as Record<string, unknown>, { token, json: true });
}

/** Polls the task list until the task has ended. */
export async function taskEnd(
  test: TestDevice,
  token: string,
  id: string,
  timeoutMs = 60_000,
): Promise<FileTask> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = await call<{ tasks: FileTask[] }>(test, token, '/v2/file/task/list', {});
    const task = list.data.tasks.find((candidate) => candidate.id === id);
    if (!task) throw new Error(`task ${id} not listed`);
    if (['done', 'failed', 'cancelled'].includes(task.state)) return task;
    if (Date.now() > deadline) throw new Error(`task ${id} still ${task.state}`);
    await delay(50);
  }
}

/** Starts a task call and waits for its end; throws when the call was refused. */
export async function runTask(
  test: TestDevice,
  token: string,
  path: string,
  body: object,
): Promise<FileTask> {
  const answer = await call<FileTask>(test, token, path, body);
  if (!answer.success) throw new Error(`${path} refused: ${answer.code} ${answer.message}`);
  return taskEnd(test, token, answer.data.id);
}

export function writeTree(root: string, files: Record<string, string | Buffer>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

/** Every entry under a folder: relative path → sha256 for files, `dir` for folders, `-> target` for links. */
export function snapshot(root: string): Record<string, string> {
  const seen: Record<string, string> = {};
  const walk = (folder: string, prefix: string) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      const relative = prefix ? `${prefix}/${name}` : name;
      const info = lstatSync(path);
      if (info.isDirectory()) {
        seen[relative] = 'dir';
        walk(path, relative);
      } else if (info.isSymbolicLink()) seen[relative] = `-> ${readlinkSync(path)}`;
      else seen[relative] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  if (existsSync(root)) walk(root, '');
  return seen;
}

export function sha256(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

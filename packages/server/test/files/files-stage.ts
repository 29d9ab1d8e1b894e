/**
 * A real daemon over HTTP with a real btrfs pool (one virtual disk, Basic) and people of every
 * role, for the file calls' tests: `owner` (super administrator), `ops` (administrator), `alice`
 * and `bob` (ordinary users). Users are added with `scripts/coffer user add`, as an operator does.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Envelope } from '@coffer/contract';
import { addUser } from '../../../../e2e/support/admin-cli.js';
import { signIn } from '../../../../e2e/support/api.js';
import { createDaemonProcess, type DaemonProcess } from '../support/daemon-process.js';

export const PASSWORD = 'Coffer-2026a';
export const PEOPLE = { ops: 2, alice: 3, bob: 3 } as const;
export type Person = 'owner' | keyof typeof PEOPLE;

export interface FilesStage {
  daemon: DaemonProcess;
  poolId: string;
  /** The pool's files directory: homes/, public/, .coffer/. */
  poolRoot: string;
  tokens: Record<Person, string>;
  uids: Record<Person, number>;
  /** POSTs as a person; answers the whole envelope. */
  call<T = unknown>(who: Person, path: string, body: object): Promise<Envelope<T>>;
  /** As `call`, and the call must succeed. */
  ok<T = unknown>(who: Person, path: string, body: object): Promise<T>;
  home(who: Person): string;
}

function uidOf(dataDir: string, username: string): number {
  const db = new Database(join(dataDir, 'coffer.db'), { readonly: true });
  try {
    return (db.prepare('SELECT id FROM users WHERE username = ?').get(username) as { id: number }).id;
  } finally {
    db.close();
  }
}

/** The stage, or nothing left behind when it could not be set up. */
export async function startFilesStage(prefix: string): Promise<FilesStage> {
  const daemon = await createDaemonProcess({ prefix });
  try {
    return await setUp(daemon);
  } catch (error) {
    await daemon.cleanup();
    throw error;
  }
}

async function setUp(daemon: DaemonProcess): Promise<FilesStage> {
  await daemon.start();
  const ownerToken = await daemon.token();
  const serials = await daemon.insertDisks(ownerToken, { sata1: '100G' });
  const poolId = await daemon.createPool(ownerToken, 'basic', serials);
  const tokens = { owner: ownerToken } as Record<Person, string>;
  const uids = { owner: uidOf(daemon.dataDir, 'owner') } as Record<Person, number>;
  for (const [name, role] of Object.entries(PEOPLE)) {
    const user = { username: name, password: PASSWORD };
    await addUser(daemon.dataDir, user, role);
    tokens[name as Person] = (await signIn(daemon.baseURL, user)).token;
    uids[name as Person] = uidOf(daemon.dataDir, name);
  }
  const poolRoot = daemon.mountPoint(poolId);
  const call = <T>(who: Person, path: string, body: object) => daemon.call<T>(path, body, tokens[who]);
  const stage: FilesStage = {
    daemon,
    poolId,
    poolRoot,
    tokens,
    uids,
    call,
    async ok<T>(who: Person, path: string, body: object) {
      const answer = await call<T>(who, path, body);
      if (!answer.success) throw new Error(`${who} ${path}: ${answer.code} ${answer.message}`);
      return answer.data;
    },
    home: (who) => join(poolRoot, 'homes', String(uids[who])),
  };
  // The first file call makes the layout and the caller's folder.
  for (const who of Object.keys(tokens) as Person[]) await stage.ok(who, '/v2/file/list', { path: '/home' });
  return stage;
}

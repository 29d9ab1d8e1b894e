import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Code, messageOf, Role, type FileTask, type QuotaEntry } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBaySandbox, tearDownSandbox, type BaySandbox } from '../support/bay-sandbox.js';
import { type TestDevice, signIn } from '../support/test-device.js';
import { tusClient } from '../support/tus-upload.js';
import { createSataPool } from '../support/degraded-pool.js';
import { insertDisks } from '../support/pool-device.js';
import { call, homeOf, runTask, sha256, startFilesDevice } from './files-device.js';

const MiB = 2 ** 20;
const LIMIT = 10 * MiB;

let sandbox: BaySandbox;
let test: TestDevice;
let token: string;
let writerToken: string;
let writerId: number;
let writerHome: string;
let filesRoot: string;

const bytes = (size: number, seed: number) => {
  const out = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) out[i] = (i * 131 + seed * 7 + (i >> 12)) & 0xff;
  return out;
};

/** What the kernel holds on a folder: its qgroup's referenced bytes and limit. */
function qgroupOf(path: string): { used: number; limit: number | null } {
  const out = execFileSync('btrfs', ['qgroup', 'show', '--raw', '-r', '-f', '--sync', path], {
    encoding: 'utf8',
  });
  const line = out.trim().split('\n').at(-1)!.trim().split(/\s+/);
  return { used: Number(line[1]), limit: line[3] === 'none' ? null : Number(line[3]) };
}

function auditRows(action: string) {
  return test.device.db.prepare('SELECT * FROM audit_log WHERE action = ? ORDER BY id').all(action) as {
    target: string;
    result: string;
    detail: string;
  }[];
}

async function addUser(username: string): Promise<{ id: number; token: string }> {
  const password = `${username[0]!.toUpperCase()}${username.slice(1)}-2026x`;
  const added = await test.device.accounts.addUser({ username, mainRole: Role.user, password });
  return { id: added.userid, token: await signIn(test, { username, password }) };
}

const setLimit = (uid: number, limit: number | 'none', as = token) =>
  call<QuotaEntry>(test, as, '/account/quota/set', { uid, limit });

/** Staged uploads waiting in the pool's staging folder. */
function staged(): string[] {
  const dir = join(filesRoot, '.coffer', 'uploads');
  return existsSync(dir) ? readdirSync(dir) : [];
}

beforeAll(async () => {
  sandbox = createBaySandbox();
  ({ test, token } = await startFilesDevice(sandbox));
  const pool = await test.device.files.pools.usable();
  filesRoot = pool.root;
  const writer = await addUser('writer');
  writerId = writer.id;
  writerToken = writer.token;
}, 300_000);

afterAll(async () => {
  await tearDownSandbox(sandbox, test);
}, 120_000);

describe('storage limits per user', () => {
  it('refuses a limit out of range and a limit set by an ordinary user, changing nothing', async () => {
    const tiny = await setLimit(writerId, 100);
    expect(tiny.code).toBe(Code.quotaLimitInvalid);
    const byUser = await setLimit(writerId, LIMIT, writerToken);
    expect(byUser.success).toBe(false);
    expect(test.device.db.prepare('SELECT * FROM user_quotas').all()).toEqual([]);
    expect(auditRows('user.quota').map((row) => row.result)).toEqual([Code.quotaLimitInvalid]);
  });

  it('holds a limit set before the folder exists, from the first use of the folder', async () => {
    const late = await addUser('late');
    const answer = await setLimit(late.id, LIMIT);
    expect(answer.success, answer.message).toBe(true);
    expect(answer.data).toEqual({ uid: late.id, used: 0, limit: LIMIT, state: 'pending' });
    const listed = await call(test, late.token, '/v2/file/list', { path: '/home' });
    expect(listed.success, listed.message).toBe(true);
    expect(qgroupOf(join(filesRoot, 'homes', String(late.id))).limit).toBe(LIMIT);
  });

  it('sets a 10 MiB limit: the kernel holds it and one audit row tells it', async () => {
    writerHome = await homeOf(test, 'writer');
    const before = auditRows('user.quota').length;
    const answer = await setLimit(writerId, LIMIT);
    expect(answer.success, answer.message).toBe(true);
    expect(answer.data).toMatchObject({ uid: writerId, limit: LIMIT, state: 'ok' });
    expect(qgroupOf(writerHome).limit).toBe(LIMIT);
    const rows = auditRows('user.quota');
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ target: 'writer', result: 'ok' });
    expect(JSON.parse(rows.at(-1)!.detail)).toEqual({ limit: LIMIT, previous: null });
  });

  it('refuses an upload past the limit with the limit’s message; earlier files stay whole', async () => {
    const tus = tusClient(test.baseUrl, writerToken);
    const first = bytes(4 * MiB, 1);
    const created = await tus.create({ filename: 'first.bin', dir: '/home' }, first.length);
    expect(created.status, created.body).toBe(201);
    const done = await tus.patch(tus.urlOf(created), 0, first);
    expect(done.status, done.body).toBe(204);
    const firstSum = sha256(join(writerHome, 'first.bin'));

    const check = await call(test, writerToken, '/v2/file/upload/check', {
      dir: '/home',
      totalBytes: 20 * MiB,
      count: 1,
    });
    expect(check.code).toBe(Code.quotaReached);
    expect(check.message).toBe(messageOf(Code.quotaReached, 'zh-CN'));

    const big = await tus.create({ filename: 'big.bin', dir: '/home' }, 20 * MiB);
    expect(big.status).toBe(413);
    expect((JSON.parse(big.body) as { code: string }).code).toBe(Code.quotaReached);
    expect(readdirSync(writerHome)).toEqual(['first.bin']);
    expect(staged()).toEqual([]);
    expect(sha256(join(writerHome, 'first.bin'))).toBe(firstSum);
  });

  it('refuses a finished upload that other writes pushed past the limit, leaving nothing behind', async () => {
    const tus = tusClient(test.baseUrl, writerToken);
    const created = await tus.create({ filename: 'second.bin', dir: '/home' }, 5 * MiB);
    expect(created.status, created.body).toBe(201);
    // Meanwhile the folder fills (another door): 4 + 3 + 5 MiB is past 10 MiB.
    writeFileSync(join(writerHome, 'filler.bin'), bytes(3 * MiB, 2));
    const done = await tus.patch(tus.urlOf(created), 0, bytes(5 * MiB, 3));
    expect(done.status).not.toBe(204);
    expect(done.body).toContain(Code.quotaReached);
    expect(readdirSync(writerHome).sort()).toEqual(['filler.bin', 'first.bin']);
    expect(staged()).toEqual([]);
  });

  it('fails a copy past the limit in the task with the limit’s message', async () => {
    const task: FileTask = await runTask(test, writerToken, '/v2/file/transfer', {
      paths: ['/home/first.bin'],
      dest: '/home',
      mode: 'copy',
      renameConf: { action: 'keep' },
    });
    expect(task.state).toBe('failed');
    expect(task.errorList).toEqual([
      { path: '/home/first.bin', code: Code.quotaReached, message: messageOf(Code.quotaReached, 'zh-CN') },
    ]);
    expect(readdirSync(writerHome).sort()).toEqual(['filler.bin', 'first.bin']);
  });

  it('answers the kernel’s refusal (EDQUOT) of a plain write with the limit’s code, the old text kept', async () => {
    writeFileSync(join(writerHome, 'note.txt'), 'kept');
    const mtime = statSync(join(writerHome, 'note.txt')).mtimeMs;
    const saved = await call(test, writerToken, '/v2/file/text/save', {
      path: '/home/note.txt',
      content: 'x'.repeat(5 * MiB),
      mtime,
    });
    expect(saved.code).toBe(Code.quotaReached);
    expect(readdirSync(writerHome).sort()).toEqual(['filler.bin', 'first.bin', 'note.txt']);
    expect(statSync(join(writerHome, 'note.txt')).size).toBe(4);
  });

  it('reports usage and limit per user, to administrators and to the user', async () => {
    const used = qgroupOf(writerHome).used;
    expect(used).toBeGreaterThanOrEqual(7 * MiB);
    const list = await call<{ pool: { id: string } | null; items: QuotaEntry[] }>(
      test,
      token,
      '/account/quota/list',
      {},
    );
    expect(list.success, list.message).toBe(true);
    expect(list.data.items.find((item) => item.uid === writerId)).toEqual({
      uid: writerId,
      used,
      limit: LIMIT,
      state: 'ok',
    });
    const mine = await call<{ entry: QuotaEntry }>(test, writerToken, '/account/quota/mine', {});
    expect(mine.data.entry).toEqual({ uid: writerId, used, limit: LIMIT, state: 'ok' });
    const forbidden = await call(test, writerToken, '/account/quota/list', {});
    expect(forbidden.success).toBe(false);
  });

  it('lifting the limit lets the upload through', async () => {
    const lifted = await setLimit(writerId, 'none');
    expect(lifted.success, lifted.message).toBe(true);
    expect(lifted.data.limit).toBeNull();
    expect(qgroupOf(writerHome).limit).toBeNull();
    const tus = tusClient(test.baseUrl, writerToken);
    const body = bytes(20 * MiB, 4);
    const created = await tus.create({ filename: 'big.bin', dir: '/home' }, body.length);
    expect(created.status, created.body).toBe(201);
    const done = await tus.patch(tus.urlOf(created), 0, body);
    expect(done.status, done.body).toBe(204);
    expect(statSync(join(writerHome, 'big.bin')).size).toBe(body.length);
    expect(JSON.parse(auditRows('user.quota').at(-1)!.detail)).toEqual({ limit: null, previous: LIMIT });
  });

  it('holds the limit on the new default pool when the default pool changes', async () => {
    const set = await setLimit(writerId, LIMIT);
    expect(set.success, set.message).toBe(true);
    const [disk] = await insertDisks(test, { sata2: '100G' });
    const { poolId } = await createSataPool(test, token, 'basic', [disk!.serial]);
    const chosen = await call(test, token, '/v2/file/pool/set', { id: poolId });
    expect(chosen.success, chosen.message).toBe(true);
    const listed = await call(test, writerToken, '/v2/file/list', { path: '/home' });
    expect(listed.success, listed.message).toBe(true);
    const newHome = join(test.device.pools.filesPath(poolId), 'homes', String(writerId));
    expect(qgroupOf(newHome).limit).toBe(LIMIT);
    const mine = await call<{ pool: { id: string }; entry: QuotaEntry }>(
      test,
      writerToken,
      '/account/quota/mine',
      {},
    );
    expect(mine.data.pool.id).toBe(poolId);
    expect(mine.data.entry).toMatchObject({ limit: LIMIT, state: 'ok' });
  });
});

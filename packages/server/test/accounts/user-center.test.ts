/**
 * The user center against a real daemon over HTTP and a real btrfs pool: accounts and groups, the
 * roles' rules, a disabled account's push channel, a deleted account's files (both choices, bytes
 * checked where they went), CSV import and export, and one audit row per act.
 */
import Database from 'better-sqlite3';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CALLS,
  Code,
  SESSION_COOKIE,
  SIGN_OUT,
  type AccountEntry,
  type GroupEntry,
  type ImportRow,
  type PublicDir,
  type RecycleItem,
} from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceKey, encrypt, signIn } from '../../../../e2e/support/api.js';
import { startFilesStage, PASSWORD, type FilesStage, type Person } from '../files/files-stage.js';
import { openPushPage } from '../support/push-page.js';
import type { TestDevice } from '../support/test-device.js';

let stage: FilesStage;

beforeAll(async () => {
  stage = await startFilesStage('coffer-user-center');
}, 240_000);
afterAll(async () => {
  await stage?.daemon.cleanup();
});

interface AuditRow {
  id: number;
  username: string;
  category: string;
  action: string;
  target: string;
  result: string;
  detail: string;
}

/** The audit rows written since row `after`. */
function auditSince(after: number): AuditRow[] {
  const db = new Database(join(stage.daemon.dataDir, 'coffer.db'), { readonly: true });
  try {
    return db.prepare('SELECT * FROM audit_log WHERE id > ? ORDER BY id').all(after) as AuditRow[];
  } finally {
    db.close();
  }
}

function lastAuditId(): number {
  return auditSince(0).at(-1)?.id ?? 0;
}

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

async function sealed(password: string) {
  const key = await deviceKey(stage.daemon.baseURL);
  return { password: encrypt(key.key, password), key_id: key.key_id };
}

async function create(
  who: Person,
  input: { username: string; mainRole: 1 | 2 | 3; groups?: number[]; password?: string },
) {
  return stage.call<AccountEntry>(who, CALLS.accountCreate.path, {
    username: input.username,
    mainRole: input.mainRole,
    groups: input.groups ?? [],
    ...(await sealed(input.password ?? PASSWORD)),
  });
}

/** Signs in a user the test created, and makes their folder with a first listing. */
async function signedIn(username: string): Promise<string> {
  const { token } = await signIn(stage.daemon.baseURL, { username, password: PASSWORD });
  const listed = await stage.daemon.call(CALLS.fileList.path, { path: '/home' }, token);
  expect(listed.success).toBe(true);
  return token;
}

describe('who may use the account calls', () => {
  it('refuses an ordinary user every account and group call, and writes nothing', async () => {
    const before = lastAuditId();
    const calls = [
      [CALLS.accountList, {}],
      [CALLS.accountCreate, { username: 'x', mainRole: 3, password: 'x', key_id: 'x' }],
      [CALLS.accountModify, { uid: stage.uids.bob, nickname: 'x' }],
      [CALLS.accountResetPassword, { uid: stage.uids.bob, password: 'x', key_id: 'x' }],
      [CALLS.disableAccount, { uid: stage.uids.bob }],
      [CALLS.accountDelete, { uid: stage.uids.bob, files: 'recycle' }],
      [CALLS.accountImport, { csv: 'username,password\n' }],
      [CALLS.groupList, {}],
      [CALLS.groupCreate, { name: 'x' }],
      [CALLS.groupRename, { id: 1, name: 'y' }],
      [CALLS.groupDelete, { id: 1 }],
      [CALLS.groupMembers, { id: 1, add: [stage.uids.alice] }],
    ] as const;
    for (const [call, body] of calls) {
      const answer = await stage.call('alice', call.path, body);
      expect(answer.code, call.path).toBe(Code.forbidden);
    }
    expect(auditSince(before)).toEqual([]);
  });

  it('keeps the last super administrator, and an operations administrator off administrators', async () => {
    const before = lastAuditId();
    const demote = await stage.call('owner', CALLS.accountModify.path, {
      uid: stage.uids.owner,
      mainRole: 2,
    });
    expect(demote.code).toBe(Code.lastMasterKept);
    const deleteSelf = await stage.call('owner', CALLS.accountDelete.path, {
      uid: stage.uids.owner,
      files: 'recycle',
    });
    expect(deleteSelf.code).toBe(Code.accountDeleteSelf);
    const opsDeletesOwner = await stage.call('ops', CALLS.accountDelete.path, {
      uid: stage.uids.owner,
      files: 'recycle',
    });
    expect(opsDeletesOwner.code).toBe(Code.accountNotManageable);
    const opsEditsOwner = await stage.call('ops', CALLS.accountModify.path, {
      uid: stage.uids.owner,
      nickname: 'boss',
    });
    expect(opsEditsOwner.code).toBe(Code.accountNotManageable);
    expect((await create('ops', { username: 'ops2', mainRole: 2 })).code).toBe(Code.accountRoleNotGrantable);
    const owner = (await stage.ok<{ items: AccountEntry[] }>('owner', CALLS.accountList.path, { q: 'owner' }))
      .items[0]!;
    expect(owner).toMatchObject({ mainRole: 1, nickname: 'owner' });
    // Each refusal is one audit row carrying its code.
    expect(auditSince(before).map((row) => [row.action, row.result])).toEqual([
      ['user.modify', Code.lastMasterKept],
      ['user.delete', Code.accountDeleteSelf],
      ['user.delete', Code.accountNotManageable],
      ['user.modify', Code.accountNotManageable],
      ['user.create', Code.accountRoleNotGrantable],
    ]);
  });
});

describe('accounts and groups', () => {
  it('creates a group and an account in it, lists and finds it, edits it; one audit row each', async () => {
    const before = lastAuditId();
    const sales = await stage.ok<GroupEntry>('owner', CALLS.groupCreate.path, { name: 'Sales' });
    const made = await create('ops', { username: 'carol', mainRole: 3, groups: [sales.id] });
    expect(made.data).toMatchObject({ username: 'carol', mainRole: 3, disabled: false, groups: [sales.id] });
    const weak = await create('owner', { username: 'weakling', mainRole: 3, password: 'short' });
    expect(weak.code).toBe(Code.weakPassword);
    const found = await stage.ok<{ total: number; items: AccountEntry[] }>('ops', CALLS.accountList.path, {
      q: 'caro',
    });
    expect(found.items.map((entry) => entry.username)).toEqual(['carol']);
    const edited = await stage.ok<AccountEntry>('ops', CALLS.accountModify.path, {
      uid: made.data!.uid,
      nickname: 'Carol C.',
      remark: 'front desk',
    });
    expect(edited).toMatchObject({ nickname: 'Carol C.', remark: 'front desk' });
    const byRemark = await stage.ok<{ items: AccountEntry[] }>('ops', CALLS.accountList.path, { q: 'desk' });
    expect(byRemark.items.map((entry) => entry.uid)).toEqual([made.data!.uid]);
    const page = await stage.ok<{ total: number; items: AccountEntry[] }>('owner', CALLS.accountList.path, {
      offset: 1,
      limit: 2,
    });
    expect(page.items).toHaveLength(2);
    expect(page.total).toBe(5);
    expect(auditSince(before).map((row) => [row.category, row.action, row.target, row.result])).toEqual([
      ['group', 'group.create', 'Sales', 'ok'],
      ['account', 'user.create', 'carol', 'ok'],
      ['account', 'user.create', 'weakling', Code.weakPassword],
      ['account', 'user.modify', 'carol', 'ok'],
    ]);
  });

  it('keeps a group folder permit on the group through a rename, and drops it with the group', async () => {
    const team = await stage.ok<GroupEntry>('owner', CALLS.groupCreate.path, {
      name: 'Team',
      members: [stage.uids.alice, stage.uids.bob],
    });
    const other = await stage.ok<GroupEntry>('owner', CALLS.groupCreate.path, {
      name: 'Other',
      members: [stage.uids.alice],
    });
    // A user in several groups.
    const alice = (await stage.ok<{ items: AccountEntry[] }>('owner', CALLS.accountList.path, { q: 'alice' }))
      .items[0]!;
    expect(alice.groups).toEqual(expect.arrayContaining([team.id, other.id]));
    const dir = await stage.ok<PublicDir>('owner', '/v2/tob/public/new_dir', { name: 'projects' });
    await stage.ok('owner', '/v2/tob/public/save_dirs_permit', {
      fid: dir.fid,
      permits: [{ type: 'group', id: team.id, permission: 1 }],
    });
    await stage.ok('owner', CALLS.groupRename.path, { id: team.id, name: 'Team A' });
    expect((await stage.call('owner', CALLS.groupRename.path, { id: other.id, name: 'team a' })).code).toBe(
      Code.groupNameTaken,
    );
    const listedByBob = await stage.call('bob', CALLS.fileList.path, { path: '/public/projects' });
    expect(listedByBob.success).toBe(true);
    const dirs = async () =>
      (await stage.ok<{ dirs: PublicDir[] }>('owner', '/v2/tob/public/dir_info', {})).dirs.find(
        (found) => found.fid === dir.fid,
      )!;
    expect((await dirs()).permits).toEqual([{ type: 'group', id: team.id, permission: 1, name: 'Team A' }]);
    await stage.ok('owner', CALLS.groupMembers.path, { id: team.id, remove: [stage.uids.bob] });
    expect((await stage.call('bob', CALLS.fileList.path, { path: '/public/projects' })).success).toBe(false);
    await stage.ok('owner', CALLS.groupDelete.path, { id: team.id });
    expect((await dirs()).permits).toEqual([]);
    const groups = await stage.ok<{ items: GroupEntry[] }>('owner', CALLS.groupList.path, {});
    expect(groups.items.map((group) => group.name)).not.toContain('Team A');
  });
});

describe('a disabled account', () => {
  it('loses its push channel at once and every call answers L009004', async () => {
    const made = await create('owner', { username: 'dora', mainRole: 3 });
    const token = await signedIn('dora');
    const page = await openPushPage({ baseUrl: stage.daemon.baseURL } as TestDevice, token, 'dora-page');
    await page.next('registered');
    const before = lastAuditId();
    const started = Date.now();
    await stage.ok('ops', CALLS.accountModify.path, { uid: made.data!.uid, disabled: true });
    const refused = (await page.next('error', 3000)) as { code: string };
    expect(refused.code).toBe(SIGN_OUT.accountDisabled);
    await page.closed;
    expect(Date.now() - started).toBeLessThan(3000);
    const call = await stage.daemon.call(CALLS.fileList.path, { path: '/home' }, token);
    expect(String(call.code)).toBe(SIGN_OUT.accountDisabled);
    expect(auditSince(before).map((row) => [row.action, row.result, JSON.parse(row.detail)])).toEqual([
      ['user.modify', 'ok', { disabled: true }],
    ]);
    // Enabled again, the account signs in as before.
    await stage.ok('owner', CALLS.accountModify.path, { uid: made.data!.uid, disabled: false });
    await signedIn('dora');
  });
});

describe('deleting an account', () => {
  async function withFiles(username: string) {
    const made = await create('owner', { username, mainRole: 3 });
    const uid = made.data!.uid;
    const token = await signedIn(username);
    const home = join(stage.poolRoot, 'homes', String(uid));
    mkdirSync(join(home, 'work'), { recursive: true });
    writeFileSync(join(home, 'work/report.bin'), randomBytes(3 * 2 ** 20));
    const shared = await stage.daemon.call(CALLS.shareCreate.path, { path: '/home/work' }, token);
    expect(shared.success).toBe(true);
    return { uid, token, digest: sha256(join(home, 'work/report.bin')) };
  }

  it('hands the files to another account under a dated name, and ends the share links', async () => {
    const eve = await withFiles('eve');
    const before = lastAuditId();
    const noReceiver = await stage.call('owner', CALLS.accountDelete.path, {
      uid: eve.uid,
      files: 'transfer',
    });
    expect(noReceiver.code).toBe(Code.accountReceiverInvalid);
    const answer = await stage.ok<{ movedTo: string; sharesEnded: number }>(
      'owner',
      CALLS.accountDelete.path,
      {
        uid: eve.uid,
        files: 'transfer',
        receiver: stage.uids.alice,
      },
    );
    const name = `eve ${new Date().toISOString().slice(0, 10)}`;
    expect(answer).toMatchObject({ movedTo: `/home/${name}`, sharesEnded: 1 });
    expect(sha256(join(stage.home('alice'), name, 'work/report.bin'))).toBe(eve.digest);
    const listed = await stage.ok<{ list?: unknown[] }>('alice', CALLS.fileList.path, {
      path: `/home/${name}/work`,
    });
    expect(JSON.stringify(listed)).toContain('report.bin');
    expect((await stage.daemon.call(CALLS.fileList.path, { path: '/home' }, eve.token)).success).toBe(false);
    const shares = await stage.ok<{ items: { owner: string }[] }>('owner', CALLS.shareList.path, {
      all: true,
    });
    expect(shares.items.map((link) => link.owner)).not.toContain('eve');
    const rows = auditSince(before);
    expect(rows.map((row) => [row.action, row.target, row.result])).toEqual([
      ['user.delete', 'eve', Code.accountReceiverInvalid],
      ['user.delete', 'eve', 'ok'],
    ]);
    expect(JSON.parse(rows[1]!.detail)).toMatchObject({
      files: 'transfer',
      receiver: 'alice',
      sharesEnded: 1,
    });
  });

  it('moves the files to the public recycle bin, where an administrator finds them whole', async () => {
    const fred = await withFiles('fred');
    const answer = await stage.ok<{ movedTo: string }>('ops', CALLS.accountDelete.path, {
      uid: fred.uid,
      files: 'recycle',
    });
    expect(answer.movedTo).toBe(`fred ${new Date().toISOString().slice(0, 10)}`);
    const bin = await stage.ok<{ items: RecycleItem[] }>('owner', '/v2/file/recycle/list', { bin: 'public' });
    const entry = bin.items.find((item) => item.name === answer.movedTo)!;
    expect(entry).toMatchObject({ is_dir: true, size: 3 * 2 ** 20, deletedBy: 'ops' });
    const binRoot = join(stage.poolRoot, 'public/.coffer/recycle', entry.id, entry.name);
    expect(sha256(join(binRoot, 'work/report.bin'))).toBe(fred.digest);
    expect(readdirSync(join(stage.poolRoot, 'homes'))).not.toContain(String(fred.uid));
    // An ordinary user does not see that bin.
    expect((await stage.call('alice', '/v2/file/recycle/list', { bin: 'public' })).success).toBe(false);
    // Restored by an administrator, the folder lands in their own.
    await stage.ok('owner', '/v2/file/recycle/restore', { bin: 'public', ids: [entry.id] });
    const restored = join(stage.home('owner'), entry.name, 'work/report.bin');
    await expect.poll(() => existsSync(restored), { timeout: 20_000 }).toBe(true);
    expect(sha256(restored)).toBe(fred.digest);
  });
});

describe('CSV import and export', () => {
  it('creates what it can and reports every refused row with its reason, in one audit row', async () => {
    const before = lastAuditId();
    const csv = [
      'username,password,nickname,role,groups',
      `gina,${PASSWORD},Gina,3,Sales`,
      'hank,short,Hank,3,',
      `alice,${PASSWORD},Dup,3,`,
      `ivan,${PASSWORD},Ivan,9,`,
      `jack,${PASSWORD},Jack,user,Nowhere`,
      `"kim",${PASSWORD},"Kim, K.",2,`,
    ].join('\n');
    const report = await stage.ok<{ created: number; refused: number; rows: ImportRow[] }>(
      'owner',
      CALLS.accountImport.path,
      { csv },
    );
    expect(report.rows.map((row) => [row.line, row.username, row.result, row.code])).toEqual([
      [2, 'gina', 'created', ''],
      [3, 'hank', 'refused', Code.weakPassword],
      [4, 'alice', 'refused', Code.usernameTaken],
      [5, 'ivan', 'refused', Code.importRowInvalid],
      [6, 'jack', 'refused', Code.groupNotFound],
      [7, 'kim', 'created', ''],
    ]);
    expect(report.rows[1]!.message).not.toBe('');
    expect(report).toMatchObject({ created: 2, refused: 4 });
    await signedIn('gina');
    const rows = auditSince(before);
    // The import's one row, then gina's own sign-in (the log center writes every sign-in).
    expect(rows.map((row) => [row.action, row.result])).toEqual([
      ['user.import', 'ok'],
      ['signin.ok', 'ok'],
    ]);
    const header = await stage.call('owner', CALLS.accountImport.path, { csv: 'name,secret\nx,y' });
    expect(header.code).toBe(Code.importHeaderInvalid);

    const response = await fetch(`${stage.daemon.baseURL}${CALLS.accountExport.path}`, {
      headers: { cookie: `${SESSION_COOKIE}=${stage.tokens.ops}` },
    });
    const exported = { csv: (await response.text()).replace(/^\uFEFF/, '') };
    const lines = exported.csv.trim().split('\r\n');
    expect(lines[0]).toBe('username,password,nickname,remark,role,groups,disabled');
    expect(lines).toContain('kim,,"Kim, K.",,2,,0');
    expect(exported.csv).not.toContain('argon2');
  });
});

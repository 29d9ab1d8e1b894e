/**
 * App service permits against a real daemon with a real pool (issue 16 §3): a user denied an app
 * is refused every call of that app (and its uploads), nothing done; allowing them again restores
 * the calls; group and user grants resolve as the decisions say, and a membership change takes
 * effect at once; administrators always pass; every change writes one audit row; the CSV exports
 * list what is saved.
 */
import Database from 'better-sqlite3';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  APP_SERVICE_NAMES,
  CALLS,
  Code,
  Role,
  SESSION_COOKIE,
  type AppServiceName,
  type CallDef,
  type GroupEntry,
  type GroupServicePermits,
  type PublicDir,
  type ServicePermits,
  type UserServicePermits,
} from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from '../files/fs-snapshot.js';
import { startFilesStage, type FilesStage, type Person } from '../files/files-stage.js';
import { tusClient } from '../support/tus-upload.js';
import { callAs } from './call-as.js';
import { dumpDatabase } from './db-dump.js';

let stage: FilesStage;
let shareId: string;
let searchId: string;
let sales: GroupEntry;

beforeAll(async () => {
  stage = await startFilesStage('coffer-app-permits');
  writeFileSync(join(stage.home('alice'), 'a.txt'), 'hello');
  shareId = (await stage.ok<{ id: string }>('alice', CALLS.shareCreate.path, { path: '/home/a.txt' })).id;
  searchId = (await stage.ok<{ id: string }>('alice', CALLS.fileSearchStart.path, { keyword: 'a' })).id;
  sales = await stage.ok<GroupEntry>('owner', CALLS.groupCreate.path, {
    name: 'sales',
    members: [stage.uids.alice],
  });
}, 240_000);
afterAll(async () => {
  await stage?.daemon.cleanup();
});

/** A real payload for every call an ordinary user makes in a controlled app. */
function payloadOf(name: string): Record<string, unknown> {
  const payloads: Record<string, Record<string, unknown>> = {
    fileDirTop: {},
    fileDirCapacity: {},
    fileList: { path: '/home' },
    fileStat: { path: '/home/a.txt' },
    fileTextRead: { path: '/home/a.txt' },
    fileDownload: { path: '/home/a.txt' },
    fileThumb: { path: '/home/a.txt' },
    fileTaskList: {},
    fileUploadCheck: { dir: '/home', totalBytes: 5, count: 1 },
    fileSearchResults: { id: searchId },
    fileConflicts: { paths: ['/home/a.txt'], dest: '/home' },
    fileSearchStart: { keyword: 'hello' },
    fileSearchCancel: { id: searchId },
    fileTaskControl: { id: 'no-such-task', action: 'cancel' },
    fileMkdir: { path: '/home', name: 'made' },
    fileTextSave: { path: '/home/a.txt', content: 'changed', mtime: 0 },
    fileTransfer: { paths: ['/home/a.txt'], dest: '/home', mode: 'copy' },
    fileRename: { path: '/home/a.txt', name: 'b.txt' },
    fileDelete: { paths: ['/home/a.txt'] },
    recycleTop: {},
    recycleList: { bin: 'home' },
    recycleRestore: { bin: 'home', ids: ['no-such-item'] },
    recycleDelete: { bin: 'home', ids: ['no-such-item'] },
    recycleEmpty: { bin: 'home' },
    shareList: {},
    shareAuditList: {},
    shareDirTop: {},
    shareConfigGet: {},
    shareCreate: { path: '/home/a.txt' },
    shareModify: { id: shareId, expire: 86400 },
    shareDelete: { ids: [shareId] },
  };
  const payload = payloads[name];
  if (!payload) throw new Error(`${name} is tagged with an app service but has no payload in this test`);
  return payload;
}

/** The calls of a service an ordinary user may make, by name, reads before writes (as listed above). */
function callsOf(service: AppServiceName): [string, CallDef][] {
  const order = (name: string) => Object.keys(CALLS).indexOf(name);
  return Object.entries(CALLS)
    .filter(
      ([, call]) =>
        call.appService === service && !call.access.public && call.access.roles.includes(Role.user),
    )
    .sort(([a], [b]) => order(a) - order(b)) as [string, CallDef][];
}

const call = (who: Person, def: CallDef, payload: Record<string, unknown>) =>
  callAs(stage.daemon.baseURL, def, stage.tokens[who], payload);

async function saveUser(
  permits: { service: AppServiceName; permission: 0 | 1 | null }[],
  uid = stage.uids.alice,
) {
  return stage.ok<UserServicePermits>('owner', CALLS.serviceSaveUserPermit.path, { uid, permits });
}

async function myPermits(who: Person): Promise<Record<string, number>> {
  const { permits } = await stage.ok<{ permits: { service: string; permission: number }[] }>(
    who,
    CALLS.serviceMyPermit.path,
    {},
  );
  return Object.fromEntries(permits.map((row) => [row.service, row.permission]));
}

function auditRows(after: number) {
  const db = new Database(join(stage.daemon.dataDir, 'coffer.db'), { readonly: true });
  try {
    return db.prepare('SELECT * FROM audit_log WHERE id > ? ORDER BY id').all(after) as {
      id: number;
      category: string;
      action: string;
      target: string;
      result: string;
      username: string;
      detail: string;
    }[];
  } finally {
    db.close();
  }
}
const lastAuditId = () => auditRows(0).at(-1)?.id ?? 0;

async function csv(path: string, query: Record<string, string | number> = {}, lang = 'en') {
  const url = new URL(path, stage.daemon.baseURL);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  const response = await fetch(url, {
    headers: { cookie: `${SESSION_COOKIE}=${stage.tokens.owner}`, 'accept-language': lang },
  });
  expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
  const bytes = Buffer.from(await response.arrayBuffer());
  // A BOM first, so spreadsheets read the Chinese as UTF-8.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
}

describe('app service permits', () => {
  it('lets every ordinary user use every app while nobody has a grant', async () => {
    expect(await myPermits('alice')).toEqual(Object.fromEntries(APP_SERVICE_NAMES.map((name) => [name, 1])));
    const { services } = await stage.ok<{ services: { service: string; apps: string[] }[] }>(
      'owner',
      CALLS.serviceList.path,
      {},
    );
    expect(services.map((entry) => entry.service)).toEqual(APP_SERVICE_NAMES);
    expect(services.find((entry) => entry.service === 'fileManage')?.apps).toContain('fileManage');
  });

  it('refuses a user denied the file manager every call of it, uploads included, and does nothing', async () => {
    const saved = await saveUser([{ service: 'fileManage', permission: 0 }]);
    expect(saved.permits.find((row) => row.service === 'fileManage')).toEqual({
      service: 'fileManage',
      own: 0,
      permission: 0,
      source: 'user',
    });
    const before = { db: dumpDatabase(stage.daemon.dataDir), home: snapshot(stage.home('alice')) };
    const calls = callsOf('fileManage');
    expect(calls.length).toBeGreaterThanOrEqual(19);
    for (const [name, def] of calls) {
      const answer = await call('alice', def, payloadOf(name));
      expect({ name, code: answer.envelope?.code, data: answer.envelope?.data }).toEqual({
        name,
        code: Code.appServiceDenied,
        data: { service: 'fileManage' },
      });
    }
    const upload = await tusClient(stage.daemon.baseURL, stage.tokens.alice).create(
      { filename: 'u.txt', dir: '/home' },
      5,
    );
    expect(upload.status).toBe(403);
    expect(JSON.parse(upload.body)).toMatchObject({ code: Code.appServiceDenied });
    expect(dumpDatabase(stage.daemon.dataDir)).toEqual(before.db);
    expect(snapshot(stage.home('alice'))).toEqual(before.home);

    const zh = await call('alice', CALLS.fileList, { path: '/home' });
    expect(zh.envelope?.message).toContain('文件管理');
    expect((await myPermits('alice')).fileManage).toBe(0);
    // Only alice: bob and the administrators go on.
    await expect(stage.ok('bob', CALLS.fileList.path, { path: '/home' })).resolves.toBeDefined();
    await expect(stage.ok('ops', CALLS.fileList.path, { path: '/home' })).resolves.toBeDefined();
  });

  it('serves every file manager call again once the user is allowed', async () => {
    await saveUser([{ service: 'fileManage', permission: 1 }]);
    const reads = ['fileDirTop', 'fileDirCapacity', 'fileList', 'fileStat', 'fileTextRead', 'fileTaskList'];
    for (const name of reads) {
      const answer = await call('alice', CALLS[name as keyof typeof CALLS], payloadOf(name));
      expect({ name, success: answer.envelope?.success }).toEqual({ name, success: true });
    }
    const download = await call('alice', CALLS.fileDownload, payloadOf('fileDownload'));
    expect(download.status).toBe(200);
    expect(download.body).toBe('hello');
    for (const [name, def] of callsOf('fileManage')) {
      const answer = await call('alice', def, payloadOf(name));
      expect({ name, code: answer.envelope?.code }).not.toEqual({ name, code: Code.appServiceDenied });
    }
    const upload = await tusClient(stage.daemon.baseURL, stage.tokens.alice).create(
      { filename: 'u.txt', dir: '/home' },
      5,
    );
    expect(upload.status).toBe(201);
  });

  it('denies through a group, lets the user’s own allow win, and follows membership at once', async () => {
    const saved = await stage.ok<ServicePermits>('owner', CALLS.serviceSavePermits.path, {
      service: 'recycle',
      permits: [{ type: 'group', id: sales.id, permission: 0 }],
    });
    expect(saved).toEqual({
      service: 'recycle',
      permits: [{ type: 'group', id: sales.id, permission: 0, name: 'sales' }],
    });
    for (const [name, def] of callsOf('recycle')) {
      const answer = await call('alice', def, payloadOf(name));
      expect({ name, code: answer.envelope?.code }).toEqual({ name, code: Code.appServiceDenied });
    }
    await expect(stage.ok('bob', CALLS.recycleTop.path, {})).resolves.toBeDefined();

    const own = await saveUser([{ service: 'recycle', permission: 1 }]);
    expect(own.permits.find((row) => row.service === 'recycle')).toMatchObject({
      permission: 1,
      source: 'user',
    });
    await expect(stage.ok('alice', CALLS.recycleTop.path, {})).resolves.toBeDefined();

    const back = await saveUser([{ service: 'recycle', permission: null }]);
    expect(back.permits.find((row) => row.service === 'recycle')).toEqual({
      service: 'recycle',
      own: null,
      permission: 0,
      source: 'group',
    });
    expect((await call('alice', CALLS.recycleTop, {})).envelope?.code).toBe(Code.appServiceDenied);

    await stage.ok('owner', CALLS.groupMembers.path, { id: sales.id, remove: [stage.uids.alice] });
    await expect(stage.ok('alice', CALLS.recycleTop.path, {})).resolves.toBeDefined();
    await stage.ok('owner', CALLS.groupMembers.path, { id: sales.id, add: [stage.uids.alice] });
    expect((await call('alice', CALLS.recycleTop, {})).envelope?.code).toBe(Code.appServiceDenied);
    const group = await stage.ok<GroupServicePermits>('owner', CALLS.serviceGetGroupPermit.path, {
      gid: sales.id,
    });
    expect(group.permits.find((row) => row.service === 'recycle')?.permission).toBe(0);
    expect(group.permits.find((row) => row.service === 'music')?.permission).toBeNull();
  });

  it('refuses a user denied the share manager every share call; the administrators always pass', async () => {
    await saveUser([{ service: 'shareManage', permission: 0 }]);
    for (const [name, def] of callsOf('shareManage')) {
      const answer = await call('alice', def, payloadOf(name));
      expect({ name, code: answer.envelope?.code }).toEqual({ name, code: Code.appServiceDenied });
    }
    await stage.ok('owner', CALLS.serviceSavePermits.path, {
      service: 'shareManage',
      permits: [{ type: 'group', id: sales.id, permission: 0 }],
    });
    await stage.ok('owner', CALLS.groupMembers.path, { id: sales.id, add: [stage.uids.ops] });
    await expect(stage.ok('ops', CALLS.shareList.path, {})).resolves.toBeDefined();
    const ops = await stage.ok<UserServicePermits>('owner', CALLS.serviceGetUserPermit.path, {
      uid: stage.uids.ops,
    });
    expect(ops.permits.every((row) => row.permission === 1 && row.source === 'admin')).toBe(true);
  });

  it('refuses bad permits with a catalogue code, changes nothing, and audits each change once', async () => {
    const refusals: [object, string, string][] = [
      [{ uid: stage.uids.owner, permits: [] }, CALLS.serviceSaveUserPermit.path, Code.appServiceAdminGrant],
      [{ uid: 99999, permits: [] }, CALLS.serviceSaveUserPermit.path, Code.noSuchUser],
      [
        {
          uid: stage.uids.bob,
          permits: [
            { service: 'music', permission: 0 },
            { service: 'music', permission: 1 },
          ],
        },
        CALLS.serviceSaveUserPermit.path,
        Code.appServicePermitRepeated,
      ],
      [{ gid: 99999, permits: [] }, CALLS.serviceSaveGroupPermit.path, Code.groupNotFound],
      [
        { service: 'music', permits: [{ type: 'user', id: stage.uids.ops, permission: 0 }] },
        CALLS.serviceSavePermits.path,
        Code.appServiceAdminGrant,
      ],
      [
        {
          service: 'music',
          permits: [
            { type: 'user', id: stage.uids.bob, permission: 0 },
            { type: 'user', id: stage.uids.bob, permission: 1 },
          ],
        },
        CALLS.serviceSavePermits.path,
        Code.appServicePermitRepeated,
      ],
      [{ service: 'noSuchApp', permits: [] }, CALLS.serviceSavePermits.path, Code.invalidParam],
    ];
    for (const [body, path, code] of refusals) {
      const before = dumpDatabase(stage.daemon.dataDir, ['sessions', 'audit_log']);
      const answer = await stage.call('owner', path, body);
      expect({ path, body, code: answer.code }).toEqual({ path, body, code });
      expect(dumpDatabase(stage.daemon.dataDir, ['sessions', 'audit_log'])).toEqual(before);
    }

    const start = lastAuditId();
    await stage.ok('owner', CALLS.serviceSaveGroupPermit.path, {
      gid: sales.id,
      permits: [{ service: 'video', permission: 1 }],
    });
    await saveUser([{ service: 'album', permission: 0 }], stage.uids.bob);
    await stage.ok('owner', CALLS.serviceSavePermits.path, { service: 'download', permits: [] });
    await stage.call('owner', CALLS.serviceSaveUserPermit.path, { uid: stage.uids.owner, permits: [] });
    const rows = auditRows(start).filter((row) => row.category === 'permission');
    expect(rows.map((row) => [row.action, row.target, row.result, row.username])).toEqual([
      ['app.permits.group', 'sales', 'ok', 'owner'],
      ['app.permits.user', 'bob', 'ok', 'owner'],
      ['app.permits.service', 'download', 'ok', 'owner'],
      ['app.permits.user', `#${stage.uids.owner}`, Code.appServiceAdminGrant, 'owner'],
    ]);
    expect(JSON.parse(rows[1]?.detail ?? '{}')).toEqual({
      uid: stage.uids.bob,
      permits: [{ service: 'album', permission: 0 }],
    });
  });

  it('exports the saved app permits as CSV', async () => {
    const user = await csv(CALLS.serviceDownloadUserCsv.path, { uid: stage.uids.bob });
    expect(user[0]).toBe('service,title,own,permission,source');
    expect(user).toContain('album,Photos,deny,deny,user');
    expect(user).toContain('music,Music,,allow,default');
    expect(user).toHaveLength(APP_SERVICE_NAMES.length + 1);
    expect(await csv(CALLS.serviceDownloadUserCsv.path, { uid: stage.uids.bob }, 'zh-CN')).toContain(
      'album,相册,deny,deny,user',
    );

    const group = await csv(CALLS.serviceDownloadGroupCsv.path, { gid: sales.id });
    expect(group).toContain('recycle,Recycle bin,deny');
    expect(group).toContain('video,Videos,allow');
    expect(group).toContain('music,Music,');

    const users = await csv(CALLS.serviceDownloadUsersCsv.path);
    expect(users[0]).toBe(['uid', 'username', 'role', ...APP_SERVICE_NAMES].join(','));
    const row = (uid: number) => users.find((line) => line.startsWith(`${uid},`))?.split(',');
    const column = (name: AppServiceName) => 3 + APP_SERVICE_NAMES.indexOf(name);
    expect(row(stage.uids.alice)?.[column('recycle')]).toBe('deny');
    expect(row(stage.uids.alice)?.[column('shareManage')]).toBe('deny');
    expect(row(stage.uids.alice)?.[column('fileManage')]).toBe('allow');
    expect(row(stage.uids.bob)?.[column('album')]).toBe('deny');
    expect(
      row(stage.uids.owner)
        ?.slice(3)
        .every((cell) => cell === 'allow'),
    ).toBe(true);

    const all = await stage.ok<{
      users: { uid: number; permits: { service: string; permission: number }[] }[];
    }>('owner', CALLS.serviceAllUserPermit.path, {});
    const alice = all.users.find((entry) => entry.uid === stage.uids.alice);
    expect(alice?.permits.find((entry) => entry.service === 'recycle')?.permission).toBe(0);
  });

  it('answers a group’s folder grants and exports the folder permits as CSV', async () => {
    const ledger = await stage.ok<PublicDir>('owner', CALLS.publicNewDir.path, { name: 'Ledger' });
    await stage.ok('owner', CALLS.publicSaveDirsPermit.path, {
      fid: ledger.fid,
      permits: [
        { type: 'group', id: sales.id, permission: 2 },
        { type: 'user', id: stage.uids.bob, permission: 1 },
      ],
    });
    const group = await stage.ok<{ permits: { fid: number; name: string; permission: number | null }[] }>(
      'owner',
      CALLS.publicGetGroupPermit.path,
      { gid: sales.id },
    );
    expect(group.permits).toContainEqual({ fid: ledger.fid, name: 'Ledger', permission: 2 });
    expect((await stage.call('owner', CALLS.publicGetGroupPermit.path, { gid: 99999 })).code).toBe(
      Code.groupNotFound,
    );

    expect(await csv(CALLS.publicDownloadGroupCsv.path, { gid: sales.id })).toContain(
      `${ledger.fid},Ledger,read-only`,
    );
    expect(await csv(CALLS.publicDownloadUserCsv.path, { uid: stage.uids.bob })).toContain(
      `${ledger.fid},Ledger,read-write`,
    );
    const users = await csv(CALLS.publicDownloadUsersCsv.path);
    expect(users[0]).toBe('uid,username,role,fid,folder,permission');
    expect(users).toContain(`${stage.uids.alice},alice,3,${ledger.fid},Ledger,read-only`);
    expect(users).toContain(`${stage.uids.bob},bob,3,${ledger.fid},Ledger,read-write`);
    expect(users).toContain(`${stage.uids.owner},owner,1,${ledger.fid},Ledger,read-write`);
  });
});

/**
 * SMB with Coffer's accounts (issue 17 §1): Debian's smbd run by a real daemon over a real pool,
 * used with smbclient as each person would. One daemon for the file, smbd on a free port.
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import {
  CALLS,
  Code,
  PasswordEvent,
  SAFE_SERVICE,
  type FileServiceStatus,
  type SambaAuditEntry,
} from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceKey, encrypt, signIn } from '../../../../e2e/support/api.js';
import { freePort } from '../../../../scripts/lib/daemon.js';
import { snapshot } from '../files/files-device.js';
import { PASSWORD, startFilesStage, type FilesStage } from '../files/files-stage.js';
import { HOSTILE_PATHS } from '../files/hostile-paths.js';
import { plantHostileTree } from '../files/hostile-tree.js';
import { holdSession, listShares, onShare, typedOnShare, type SmbLogin } from './smb-client.js';

/**
 * Each test's time: `smbclient -L` asks samba-dcerpcd, which starts its workers on demand, and a
 * change reaches smbd through the services' one-second watch; both take seconds on a machine
 * running the three test streams at once.
 */
const SMB_TEST_MS = 60_000;

let stage: FilesStage;
let port: number;
let work: string;
const alice: SmbLogin = { username: 'alice', password: PASSWORD };
const bob: SmbLogin = { username: 'bob', password: PASSWORD };
const ops: SmbLogin = { username: 'ops', password: PASSWORD };

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
const samba = (call: string, body: object = {}) =>
  stage.call<unknown>('owner', `/api/fileshare_service/samba/${call}`, body);
const sambaDir = () => join(stage.daemon.dataDir, 'services', 'samba');

/** The open SMB sessions, as Coffer's own smbstatus tells them (its own config and accounts). */
function sessions(): { pid: number; username: string }[] {
  const out = execFileSync('smbstatus', ['-s', join(sambaDir(), 'smb.conf'), '-b', '--json'], {
    env: {
      ...process.env,
      LD_PRELOAD: 'libnss_wrapper.so',
      NSS_WRAPPER_PASSWD: join(sambaDir(), 'passwd'),
      NSS_WRAPPER_GROUP: join(sambaDir(), 'group'),
    },
  }).toString();
  const parsed = JSON.parse(out) as {
    sessions: Record<string, { server_id: { pid: string }; username: string }>;
  };
  return Object.values(parsed.sessions).map((session) => ({
    pid: Number(session.server_id.pid),
    username: session.username,
  }));
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`still not: ${what}`);
    await delay(100);
  }
}

let team: number;
let shelf: number;

beforeAll(async () => {
  stage = await startFilesStage('coffer-samba-');
  work = mkdtempSync(join(tmpdir(), 'coffer-samba-work-'));
  port = await freePort();
  // team: alice writes, bob reads; shelf: bob only reads; closed: nobody but administrators.
  team = (await stage.ok<{ fid: number }>('owner', CALLS.publicNewDir.path, { name: 'team' })).fid;
  shelf = (await stage.ok<{ fid: number }>('owner', CALLS.publicNewDir.path, { name: 'shelf' })).fid;
  await stage.ok('owner', CALLS.publicNewDir.path, { name: 'closed' });
  await stage.ok('owner', CALLS.publicSaveDirsPermit.path, {
    fid: team,
    permits: [
      { type: 'user', id: stage.uids.alice, permission: 1 },
      { type: 'user', id: stage.uids.bob, permission: 2 },
    ],
  });
  await stage.ok('owner', CALLS.publicSaveDirsPermit.path, {
    fid: shelf,
    permits: [{ type: 'user', id: stage.uids.bob, permission: 2 }],
  });
  const configured = await samba('config', { data: JSON.stringify({ port }) });
  expect(configured).toMatchObject({ success: true });
  const enabled = await samba('enable', { enable: true });
  expect(enabled).toMatchObject({ success: true, data: { state: 'running', ports: [port] } });
  // Passwords reach Samba when they are seen: each person signs in once after SMB is on.
  for (const login of [alice, bob, ops]) {
    await signIn(stage.daemon.baseURL, login);
    await until(
      async () => (await onShare(port, login, 'home', 'ls')).code === 0,
      `${login.username} signs in`,
    );
  }
}, 300_000);

afterAll(async () => {
  if (work) rmSync(work, { recursive: true, force: true });
  const left = await stage?.daemon.cleanup();
  expect(left).toEqual({ mounts: [], loops: [], processes: [] });
}, 120_000);

describe('SMB with Coffer accounts', { timeout: SMB_TEST_MS }, () => {
  it('lists to each person exactly their own folder and the group folders they may use', async () => {
    expect(await listShares(port, alice)).toEqual(['home', 'team']);
    expect(await listShares(port, bob)).toEqual(['home', 'shelf', 'team']);
    // An administrator may use every group folder.
    expect(await listShares(port, ops)).toEqual(['closed', 'home', 'shelf', 'team']);
    // A folder not listed cannot be opened either.
    expect((await onShare(port, alice, 'closed', 'ls')).output).toMatch(
      /NT_STATUS_ACCESS_DENIED|BAD_NETWORK_NAME/,
    );
    expect(
      (await onShare(port, { username: 'alice', password: 'wrong-password' }, 'home', 'ls')).output,
    ).toMatch(/NT_STATUS_LOGON_FAILURE/);
  });

  it('uploads and downloads a file byte-identical, in the user own folder seen by the web', async () => {
    const source = join(work, 'photo.bin');
    writeFileSync(source, randomBytes(3 * 2 ** 20));
    const back = join(work, 'photo-back.bin');
    const answer = await onShare(port, alice, 'home', `put ${source} photo.bin; get photo.bin ${back}`);
    expect(answer.code, answer.output).toBe(0);
    expect(sha256(back)).toBe(sha256(source));
    expect(sha256(join(stage.home('alice'), 'photo.bin'))).toBe(sha256(source));
    // The web file API lists it, and bob's own folder does not have it.
    const listed = await stage.ok<{ list?: { name: string }[]; items?: { name: string }[] }>(
      'alice',
      '/v2/file/list',
      { path: '/home' },
    );
    expect(JSON.stringify(listed)).toContain('photo.bin');
    expect(existsSync(join(stage.home('bob'), 'photo.bin'))).toBe(false);
  });

  it('serves what the web wrote, and the web reads and changes what SMB wrote', async () => {
    await stage.ok('alice', CALLS.fileMkdir.path, { path: '/home', name: 'from-web' });
    writeFileSync(join(stage.home('alice'), 'from-web', 'note.txt'), 'written by Coffer');
    const back = join(work, 'note.txt');
    const read = await onShare(
      port,
      alice,
      'home',
      `get from-web/note.txt ${back}; put ${back} from-web/again.txt`,
    );
    expect(read.code, read.output).toBe(0);
    expect(readFileSync(back, 'utf8')).toBe('written by Coffer');
    expect(readFileSync(join(stage.home('alice'), 'from-web', 'again.txt'), 'utf8')).toBe(
      'written by Coffer',
    );
    // Written over SMB into a folder the web made; the web deletes it like any of its own files.
    const deleted = await stage.call('alice', '/v2/file/delete', { paths: ['/home/from-web/again.txt'] });
    expect(deleted.success, JSON.stringify(deleted)).toBe(true);
  });

  it('keeps read-only group folders read-only and leaves nothing of a refused write', async () => {
    const source = join(work, 'plan.txt');
    writeFileSync(source, 'plan');
    const written = await onShare(port, alice, 'team', `put ${source} plan.txt`);
    expect(written.code, written.output).toBe(0);
    const teamReal = join(stage.poolRoot, 'public', 'team');
    expect(readFileSync(join(teamReal, 'plan.txt'), 'utf8')).toBe('plan');
    const refused = await onShare(port, bob, 'team', `put ${source} bob.txt`);
    expect(refused.output).toMatch(/NT_STATUS_ACCESS_DENIED|NT_STATUS_MEDIA_WRITE_PROTECTED/);
    expect(existsSync(join(teamReal, 'bob.txt'))).toBe(false);
    const removal = await onShare(port, bob, 'team', 'del plan.txt');
    expect(removal.output).toMatch(/NT_STATUS_ACCESS_DENIED|NT_STATUS_MEDIA_WRITE_PROTECTED/);
    expect(existsSync(join(teamReal, 'plan.txt'))).toBe(true);
    const back = join(work, 'plan-bob.txt');
    expect((await onShare(port, bob, 'team', `get plan.txt ${back}`)).code).toBe(0);
    expect(readFileSync(back, 'utf8')).toBe('plan');
  });

  it('keeps a file deleted over SMB in the share recycle folder while recycle is on', async () => {
    const source = join(work, 'draft.txt');
    writeFileSync(source, 'draft');
    const home = stage.home('alice');
    const kept = await onShare(
      port,
      alice,
      'home',
      `mkdir old; put ${source} old\\draft.txt; del old\\draft.txt`,
    );
    expect(kept.code, kept.output).toBe(0);
    expect(existsSync(join(home, 'old', 'draft.txt'))).toBe(false);
    // The tree is kept inside the repository.
    expect(readFileSync(join(home, '#recycle', 'old', 'draft.txt'), 'utf8')).toBe('draft');
    expect((await samba('recycle', { enable: false })).data).toEqual({ enable: false });
    await until(
      () => !readFileSync(join(sambaDir(), 'smb.conf'), 'utf8').includes('recycle:repository'),
      'the configuration drops recycle',
    );
    const gone = await onShare(port, alice, 'home', `put ${source} gone.txt; del gone.txt`);
    expect(gone.code, gone.output).toBe(0);
    expect(existsSync(join(home, 'gone.txt'))).toBe(false);
    expect(existsSync(join(home, '#recycle', 'gone.txt'))).toBe(false);
    expect((await samba('recycle', { enable: true })).data).toEqual({ enable: true });
  });

  it('records the upload in the audit list', async () => {
    let entries: SambaAuditEntry[] = [];
    await until(async () => {
      const answer = await stage.ok<{ list: SambaAuditEntry[] }>('owner', CALLS.sambaAuditList.path, {
        page: 1,
        size: 100,
        keyword: 'photo.bin',
      });
      entries = answer.list;
      return entries.some((entry) => entry.action === 'create');
    }, 'the audit shows the upload');
    expect(entries).toContainEqual(
      expect.objectContaining({
        username: 'alice',
        share: 'home',
        action: 'create',
        path: '/photo.bin',
        result: 'ok',
      }),
    );
    expect(entries).toContainEqual(expect.objectContaining({ action: 'write', path: '/photo.bin' }));
    const settings = await stage.call('owner', CALLS.sambaAuditUpdate.path, {
      data: '{"enabled":true,"actions":["nope"]}',
    });
    expect(settings).toMatchObject({ success: false, code: Code.fileServiceConfigInvalid });
  });

  it('takes a changed Coffer password at once and refuses the old one', async () => {
    const { key, key_id } = await deviceKey(stage.daemon.baseURL);
    const next = 'Bob-New-2026x';
    await stage.ok('owner', CALLS.accountResetPassword.path, {
      uid: stage.uids.bob,
      password: encrypt(key, next),
      key_id,
    });
    await until(
      async () => (await onShare(port, { username: 'bob', password: next }, 'home', 'ls')).code === 0,
      'the new password works',
    );
    expect((await onShare(port, bob, 'home', 'ls')).output).toMatch(/NT_STATUS_LOGON_FAILURE/);
    bob.password = next;
  });

  it('refuses a disabled user and ends their open session at once', async () => {
    const held = holdSession(port, bob, 'shelf');
    await until(() => sessions().some((session) => session.username === 'bob'), 'bob is connected');
    const [session] = sessions().filter((candidate) => candidate.username === 'bob');
    await stage.ok('owner', CALLS.disableAccount.path, { uid: stage.uids.bob });
    await until(() => !existsSync(`/proc/${session!.pid}`), 'bob’s smbd ended');
    held.stdin?.end();
    expect((await onShare(port, bob, 'home', 'ls')).output).toMatch(
      /NT_STATUS_(LOGON_FAILURE|ACCOUNT_DISABLED)/,
    );
    expect(await listShares(port, alice)).toEqual(['home', 'team']);
  });

  it('refuses a blocked address and ends its open session', async () => {
    const address = execFileSync('hostname', ['-I'])
      .toString()
      .split(/\s+/)
      .find((ip) => /^\d+\.\d+\.\d+\.\d+$/.test(ip) && !ip.startsWith('127.'));
    if (!address) throw new Error('no address but loopback on this machine');
    const remote = { ...alice, host: address };
    expect((await onShare(port, remote, 'home', 'ls')).code).toBe(0);
    const held = holdSession(port, remote, 'home');
    await until(() => sessions().some((s) => s.username === 'alice'), 'alice is connected');
    const [session] = sessions().filter((candidate) => candidate.username === 'alice');
    const service = SAFE_SERVICE.ipBlackAdd;
    const blocked = await stage.call('owner', `/v1/api/agent?s=${service}`, {
      service,
      ip: address,
      remark: 'test',
    });
    expect(blocked.success, JSON.stringify(blocked)).toBe(true);
    await until(() => !existsSync(`/proc/${session!.pid}`), 'the blocked address’s smbd ended');
    held.stdin?.end();
    const refused = await onShare(port, remote, 'home', 'ls');
    expect(refused.code).not.toBe(0);
    // Loopback is another address: still served.
    expect((await onShare(port, alice, 'home', 'ls')).code).toBe(0);
  });
});

describe('the samba service calls', { timeout: SMB_TEST_MS }, () => {
  it('answers status, stops and starts again', async () => {
    const status = (await samba('status')).data as FileServiceStatus;
    expect(status).toMatchObject({ name: 'samba', enabled: true, state: 'running', ports: [port] });
    expect(status.pid).toBeGreaterThan(0);
    expect((await samba('enable', { enable: false })).data).toMatchObject({
      enabled: false,
      state: 'stopped',
    });
    expect(existsSync(`/proc/${status.pid}`)).toBe(false);
    expect((await onShare(port, alice, 'home', 'ls')).code).not.toBe(0);
    expect((await samba('enable', { enable: true })).data).toMatchObject({ enabled: true, state: 'running' });
    expect(await listShares(port, alice)).toEqual(['home', 'team']);
  });

  it('refuses a bad config value and changes nothing', async () => {
    const before = readFileSync(join(sambaDir(), 'smb.conf'), 'utf8');
    const refused = await samba('config', { data: JSON.stringify({ encryption: 'sometimes' }) });
    expect(refused).toMatchObject({ success: false, code: Code.fileServiceConfigInvalid });
    expect((await samba('config')).data).toMatchObject({ port, encryption: 'allowed' });
    expect(readFileSync(join(sambaDir(), 'smb.conf'), 'utf8')).toBe(before);
  });

  it('shows mapping renames, removals and additions in smbclient -L', async () => {
    const { list } = (await samba('mapping/list')).data as { list: { id: number; name: string }[] };
    const teamMapping = list.find((mapping) => mapping.name === 'team')!;
    expect((await samba('mapping/rename', { id: teamMapping.id, name: 'projects' })).success).toBe(true);
    await until(
      async () => (await listShares(port, alice)).includes('projects'),
      'the renamed share is listed',
    );
    expect(await listShares(port, alice)).toEqual(['home', 'projects']);
    expect((await samba('mapping/del', { id: teamMapping.id })).success).toBe(true);
    await until(async () => !(await listShares(port, alice)).includes('projects'), 'the share is gone');
    expect((await samba('mapping/add', { id: teamMapping.id })).success).toBe(true);
    await until(async () => (await listShares(port, alice)).includes('projects'), 'the share is back');
  });

  it('starts and stops through /system/smbstart and /system/smbstop', async () => {
    expect((await stage.call('owner', CALLS.systemSmbStop.path, {})).data).toMatchObject({
      state: 'stopped',
    });
    expect((await onShare(port, alice, 'home', 'ls')).code).not.toBe(0);
    expect((await stage.call('owner', CALLS.systemSmbStart.path, {})).data).toMatchObject({
      state: 'running',
    });
    expect((await onShare(port, alice, 'home', 'ls')).code).toBe(0);
    expect((await stage.call('alice', CALLS.systemSmbStart.path, {})).success).toBe(false);
  });
});

describe('hostile paths over SMB', { timeout: SMB_TEST_MS }, () => {
  /** Names that exist only outside alice's shares: no answer may carry one. */
  const OUTSIDE_MARKERS = ['bob-secret', 'coffer-marker-outside', 'shadow', 'os-release'];

  it('escapes nothing with the files corpus sent through smbclient', async () => {
    const home = stage.home('alice');
    const bobHome = stage.home('bob');
    plantHostileTree({ home, bobHome, bobUid: stage.uids.bob, poolRoot: stage.poolRoot });
    const outside = () => ({
      bob: snapshot(bobHome),
      // alice may write in team; the folders she may not write in stay as they were.
      shelf: snapshot(join(stage.poolRoot, 'public', 'shelf')),
      closed: snapshot(join(stage.poolRoot, 'public', 'closed')),
      system: readdirSync(join(stage.poolRoot, '.coffer')).sort(),
      homes: readdirSync(join(stage.poolRoot, 'homes')).sort(),
      etc: { names: readdirSync('/etc').sort(), mtime: lstatSync('/etc').mtimeMs },
    });
    const before = outside();
    const download = join(work, 'corpus-download');
    expect(HOSTILE_PATHS.length).toBeGreaterThanOrEqual(60);
    for (const entry of HOSTILE_PATHS) {
      const path = entry.path
        .replaceAll('{bob}', String(stage.uids.bob))
        .replaceAll('{pool}', stage.poolRoot);
      // A group folder's path names its share; anything else is sent inside alice's own folder.
      const group = /^\/public\/([^/]+)(.*)$/.exec(path);
      const share = group ? group[1]! : 'home';
      const inner = group ? group[2]! : path.replace(/^\/home(?=\/|$)/, '');
      const smbPath = inner.replaceAll('/', '\\') || '\\';
      rmSync(download, { force: true });
      const answer = await typedOnShare(port, alice, share, [
        `ls "${smbPath}"`,
        `get "${smbPath}" ${download}`,
        `mkdir "${smbPath}\\made-by-corpus"`,
      ]);
      // Refusals echo the name asked for; what was served (listings, downloads) never names the outside.
      const served = answer.output
        .split('\n')
        .filter((line) => !line.includes('NT_STATUS_'))
        .join('\n');
      for (const marker of OUTSIDE_MARKERS) expect(served, entry.what).not.toContain(marker);
      if (existsSync(download)) {
        const got = readFileSync(download, 'utf8');
        expect(got, entry.what).not.toContain('bob only');
        expect(got, entry.what).not.toMatch(/^root:/m);
      }
    }
    expect(outside()).toEqual(before);
  }, 180_000);
});

describe('a daemon restart', () => {
  it('brings SMB back with the passwords Samba kept', async () => {
    const before = (await samba('status')).data as FileServiceStatus;
    await stage.daemon.stop();
    expect(existsSync(`/proc/${before.pid}`)).toBe(false);
    await stage.daemon.start();
    stage.tokens.owner = await stage.daemon.token();
    await until(
      async () => ((await samba('status')).data as FileServiceStatus | null)?.state === 'running',
      'samba runs again',
      60_000,
    );
    // No sign-in since the restart: the NT hash Samba kept is enough. The shares come once the pool
    // is up again (the storage engine starts after the daemon).
    await until(
      async () => (await listShares(port, alice)).includes('home'),
      'alice sees her folder',
      60_000,
    );
    expect((await onShare(port, alice, 'home', 'ls')).code).toBe(0);
  }, 120_000);
});

describe('pool changes', () => {
  it('lets go of a pool being deleted, so its disk is wiped, and serves the next pool made', async () => {
    const before = (await samba('status')).data as FileServiceStatus;
    const held = holdSession(port, alice, 'home');
    held.stdin?.write('ls\n');
    await until(() => sessions().some((session) => session.username === 'alice'), 'alice is connected');
    const { key, key_id } = await deviceKey(stage.daemon.baseURL);
    await stage.ok('owner', '/v1/user/CheckUserPasswd', {
      eventName: PasswordEvent.storageDelete,
      passwd: encrypt(key, PASSWORD),
      key_id,
    });
    const deleted = await stage.call('owner', '/zspool/delete/set', { id: stage.poolId });
    held.stdin?.end();
    expect(deleted.success, JSON.stringify(deleted)).toBe(true);
    // smbd's mount namespace held the pool's file system: the wipe would have found the disk busy.
    expect(stage.daemon.logTail(100_000)).not.toContain('pool.wipe-skipped');
    expect(stage.daemon.mountsInside()).toEqual([]);

    // A pool mounted after smbd started again is the one its shares lead to.
    await until(async () => {
      const now = (await samba('status')).data as FileServiceStatus;
      return now.state === 'running' && now.pid !== before.pid;
    }, 'smbd runs again');
    const serials = await stage.daemon.insertDisks(stage.tokens.owner, { sata2: '100G' });
    const poolId = await stage.daemon.createPool(stage.tokens.owner, 'basic', serials);
    const token = (await signIn(stage.daemon.baseURL, alice)).token;
    expect((await stage.daemon.call(CALLS.fileList.path, { path: '/home' }, token)).success).toBe(true);
    const source = join(work, 'new-pool.txt');
    writeFileSync(source, 'on the new pool');
    await until(
      async () => (await onShare(port, alice, 'home', `put ${source} new-pool.txt`)).code === 0,
      'alice writes over SMB again',
      60_000,
    );
    const written = join(stage.daemon.mountPoint(poolId), 'homes', String(stage.uids.alice), 'new-pool.txt');
    expect(readFileSync(written, 'utf8')).toBe('on the new pool');
  }, 180_000);
});

/**
 * FTP and FTPS as Coffer users see them (issue 17 §1): Debian's pure-ftpd run by a real daemon over
 * a real btrfs pool, driven with curl and a bare control connection.
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CALLS,
  Code,
  PasswordEvent,
  SAFE_SERVICE,
  type FileServiceStatus,
  type FtpConfig,
} from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceKey, encrypt } from '../../../../e2e/support/api.js';
import { PASSWORD, startFilesStage, type FilesStage } from '../files/files-stage.js';
import { snapshot } from '../files/fs-snapshot.js';
import { HOSTILE_PATHS } from '../files/hostile-paths.js';
import { plantHostileTree } from '../files/hostile-tree.js';
import { FtpControl } from './ftp-client.js';

let stage: FilesStage;
let config: FtpConfig;
const work = join(tmpdir(), `coffer-ftp-${process.pid}`);
const FTP = '/api/fileshare_service/ftp';

interface CurlResult {
  exit: number;
  stdout: string;
  stderr: string;
}

function curl(args: readonly string[]): Promise<CurlResult> {
  return new Promise((resolve) => {
    execFile('curl', ['-sS', '--max-time', '20', ...args], { encoding: 'utf8' }, (error, stdout, stderr) => {
      const exit = error ? Number((error as { code?: number }).code ?? 1) : 0;
      resolve({ exit, stdout, stderr });
    });
  });
}

const url = (path: string) => `ftp://127.0.0.1:${config.port}${path}`;
const login = (user: string, password = PASSWORD) => ['--user', `${user}:${password}`];
/** curl's exit code for a refused sign-in. */
const LOGIN_DENIED = 67;
/** curl's exit code for a connection the server cut (receive failure). */
const CUT_OFF = 56;

async function names(user: string, path = '/', extra: string[] = [], password = PASSWORD): Promise<string[]> {
  const result = await curl([...extra, ...login(user, password), '--list-only', url(path)]);
  expect(result.exit, result.stderr).toBe(0);
  return result.stdout
    .split(/\r?\n/)
    .filter((name) => name !== '' && name !== '.' && name !== '..')
    .sort();
}

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

async function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** A free control port and ten free passive ports after it. */
async function freePorts(): Promise<{ port: number; passive: [number, number] }> {
  for (;;) {
    // Below the kernel's range for outgoing connections, as scripts/lib/daemon.ts freePort says.
    const base = 20_000 + Math.floor(Math.random() * 12_000);
    const all = Array.from({ length: 11 }, (_, n) => base + n);
    const free = await Promise.all(all.map(portFree));
    if (free.every(Boolean)) return { port: base, passive: [base + 1, base + 10] };
  }
}

async function status(): Promise<FileServiceStatus> {
  return stage.ok<FileServiceStatus>('owner', `${FTP}/status`, {});
}

function viewMounts(): string[] {
  return stage.daemon.mountsInside().filter((point) => point.includes('/ftp-views/'));
}

async function withinSeconds(seconds: number, done: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`not within ${seconds} s`)), seconds * 1000);
  });
  try {
    await Promise.race([done, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Retries `check` for up to 5 s: the services take a change within their watch of a second. */
async function expectSoon(check: () => Promise<void>): Promise<void> {
  for (const until = Date.now() + 5000; ;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

async function signedIn(): Promise<FtpControl> {
  const control = await FtpControl.open(config.port);
  control.timeoutMs = 2_000;
  expect((await control.signIn('alice', PASSWORD)).code).toBe(230);
  return control;
}

async function resetPassword(who: 'ops', password: string): Promise<void> {
  const { key, key_id } = await deviceKey(stage.daemon.baseURL);
  await stage.ok('owner', CALLS.accountResetPassword.path, {
    uid: stage.uids[who],
    password: encrypt(key, password),
    key_id,
  });
}

beforeAll(async () => {
  mkdirSync(work, { recursive: true });
  stage = await startFilesStage('coffer-ftp-');
  const team = await stage.ok<{ fid: number }>('owner', CALLS.publicNewDir.path, { name: 'team' });
  const shelf = await stage.ok<{ fid: number }>('owner', CALLS.publicNewDir.path, { name: 'shelf' });
  const crew = await stage.ok<{ fid: number }>('owner', CALLS.publicNewDir.path, { name: 'crew' });
  await stage.ok('owner', CALLS.publicSaveDirsPermit.path, {
    fid: shelf.fid,
    permits: [{ type: 'user', id: stage.uids.alice, permission: 2 }],
  });
  await stage.ok('owner', CALLS.publicSaveDirsPermit.path, {
    fid: crew.fid,
    permits: [{ type: 'user', id: stage.uids.alice, permission: 1 }],
  });
  expect(team.fid).toBeGreaterThan(0);
  writeFileSync(join(stage.poolRoot, 'public', 'team', 'plan.txt'), 'team plan');
  writeFileSync(join(stage.poolRoot, 'public', 'shelf', 'catalogue.txt'), 'read me');
  const { port, passive } = await freePorts();
  config = { port, passivePorts: passive, tls: 'allowed' };
}, 300_000);

afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  const left = await stage?.daemon.cleanup();
  expect(left).toEqual({ mounts: [], loops: [], processes: [] });
}, 120_000);

describe('the service', () => {
  it('refuses a bad configuration with C128001 and changes nothing', async () => {
    const before = await stage.ok<FtpConfig>('owner', `${FTP}/config`, {});
    for (const data of [
      JSON.stringify({ port: 70_000 }),
      JSON.stringify({ passivePorts: [50_010, 50_000] }),
      JSON.stringify({ tls: 'sometimes' }),
      'not json',
    ]) {
      const answer = await stage.call('owner', `${FTP}/config`, { data });
      expect(answer.code).toBe(Code.fileServiceConfigInvalid);
    }
    expect(await stage.ok('owner', `${FTP}/config`, {})).toEqual(before);
    expect((await status()).state).toBe('stopped');
  });

  it('starts on its configured port and says so', async () => {
    const saved = await stage.ok('owner', `${FTP}/config`, { data: JSON.stringify(config) });
    expect(saved).toEqual(config);
    const started = await stage.ok<FileServiceStatus>('owner', `${FTP}/enable`, { enable: true });
    expect(started).toMatchObject({
      name: 'ftp',
      enabled: true,
      state: 'running',
      ports: [config.port],
      error: null,
    });
    expect(started.pid).toBeGreaterThan(0);
    expect(await stage.ok('owner', `${FTP}/recycle`, {})).toEqual({ enable: false });
    expect((await stage.call('owner', `${FTP}/recycle`, { enable: true })).code).toBe(
      Code.fileServiceNoRecycle,
    );
    const bad = await stage.call('owner', `${FTP}/config`, { data: JSON.stringify({ port: 0 }) });
    expect(bad.code).toBe(Code.fileServiceConfigInvalid);
    expect(await status()).toMatchObject({ state: 'running', pid: started.pid, ports: [config.port] });
  });
});

describe('what a user sees', () => {
  it('lists exactly the folders each user may use', async () => {
    expect(await names('alice')).toEqual(['crew', 'home', 'shelf']);
    expect(await names('ops')).toEqual(['crew', 'home', 'shelf', 'team']);
    expect(await names('bob')).toEqual(['home']);
    expect(await names('alice', '/shelf/')).toEqual(['catalogue.txt']);
  });

  it('uploads and downloads a file unchanged, stored as the rest of Coffer stores files', async () => {
    const source = join(work, 'up.bin');
    writeFileSync(source, randomBytes(3 * 2 ** 20));
    const up = await curl([...login('alice'), '-T', source, url('/home/up.bin')]);
    expect(up.exit, up.stderr).toBe(0);
    const stored = join(stage.home('alice'), 'up.bin');
    expect(sha256(stored)).toBe(sha256(source));
    expect(statSync(stored).uid).toBe(0);
    const back = join(work, 'back.bin');
    const down = await curl([...login('alice'), '-o', back, url('/home/up.bin')]);
    expect(down.exit, down.stderr).toBe(0);
    expect(sha256(back)).toBe(sha256(source));
    // A folder and a file the web made (root's) take FTP writes too.
    mkdirSync(join(stage.home('alice'), 'from-web'));
    writeFileSync(join(stage.home('alice'), 'from-web', 'old.txt'), 'old');
    const into = await curl([...login('alice'), '-T', source, url('/home/from-web/old.txt')]);
    expect(into.exit, into.stderr).toBe(0);
    expect(sha256(join(stage.home('alice'), 'from-web', 'old.txt'))).toBe(sha256(source));
    const team = await curl([...login('alice'), '-T', source, url('/crew/shared.bin')]);
    expect(team.exit, team.stderr).toBe(0);
    expect(existsSync(join(stage.poolRoot, 'public', 'crew', 'shared.bin'))).toBe(true);
  });

  it('refuses writes to a read-only folder and to the top, leaving nothing', async () => {
    const before = readdirSync(join(stage.poolRoot, 'public', 'shelf')).sort();
    const source = join(work, 'small.txt');
    writeFileSync(source, 'nope');
    const up = await curl([...login('alice'), '-T', source, url('/shelf/nope.txt')]);
    expect(up.exit).not.toBe(0);
    const top = await curl([...login('alice'), '-T', source, url('/nope.txt')]);
    expect(top.exit).not.toBe(0);
    const control = await FtpControl.open(config.port);
    try {
      expect((await control.signIn('alice', PASSWORD)).code).toBe(230);
      expect((await control.send('MKD /shelf/made')).code).toBeGreaterThanOrEqual(400);
      expect((await control.send('DELE /shelf/catalogue.txt')).code).toBeGreaterThanOrEqual(400);
      expect((await control.send('RNFR /shelf/catalogue.txt')).code).toBeLessThan(400);
      expect((await control.send('RNTO /shelf/renamed.txt')).code).toBeGreaterThanOrEqual(400);
      expect((await control.send('MKD /made-at-top')).code).toBeGreaterThanOrEqual(400);
    } finally {
      control.close();
    }
    expect(readdirSync(join(stage.poolRoot, 'public', 'shelf')).sort()).toEqual(before);
    expect(readFileSync(join(stage.poolRoot, 'public', 'shelf', 'catalogue.txt'), 'utf8')).toBe('read me');
  });
});

describe('a change of permission', () => {
  it('takes a folder away at once, ending the sessions that could see it', async () => {
    const crew = (
      await stage.ok<{ list: { id: number; name: string; fid: number | null }[] }>(
        'owner',
        `${FTP}/mapping/list`,
        {},
      )
    ).list.find((mapping) => mapping.name === 'crew')!;
    const open = await FtpControl.open(config.port);
    expect((await open.signIn('alice', PASSWORD)).code).toBe(230);
    expect((await open.send('CWD /crew')).code).toBe(250);
    await stage.ok('owner', CALLS.publicSaveDirsPermit.path, { fid: crew.fid, permits: [] });
    await withinSeconds(5, open.ended);
    expect(await names('alice')).toEqual(['home', 'shelf']);
    await stage.ok('owner', CALLS.publicSaveDirsPermit.path, {
      fid: crew.fid,
      permits: [{ type: 'user', id: stage.uids.alice, permission: 1 }],
    });
    await expectSoon(async () => expect(await names('alice')).toEqual(['crew', 'home', 'shelf']));
  });

  it('follows a mapping renamed or taken out of the service', async () => {
    const list = async () =>
      (await stage.ok<{ list: { id: number; name: string }[] }>('owner', `${FTP}/mapping/list`, {})).list;
    const shelf = (await list()).find((mapping) => mapping.name === 'shelf')!;
    await stage.ok('owner', `${FTP}/mapping/rename`, { id: shelf.id, name: 'library' });
    await expectSoon(async () => expect(await names('alice')).toEqual(['crew', 'home', 'library']));
    await stage.ok('owner', `${FTP}/mapping/del`, { id: shelf.id });
    await expectSoon(async () => expect(await names('alice')).toEqual(['crew', 'home']));
    await stage.ok('owner', `${FTP}/mapping/add`, { id: shelf.id });
    await stage.ok('owner', `${FTP}/mapping/rename`, { id: shelf.id, name: 'shelf' });
    await expectSoon(async () => expect(await names('alice')).toEqual(['crew', 'home', 'shelf']));
  });
});

describe('FTPS', () => {
  it('works with --ssl-reqd and shows the certificate the daemon made', async () => {
    expect(await names('alice', '/', ['--ssl-reqd', '-k'])).toEqual(['crew', 'home', 'shelf']);
    const source = join(work, 'secret.bin');
    writeFileSync(source, randomBytes(2 ** 20));
    const up = await curl(['--ssl-reqd', '-k', ...login('alice'), '-T', source, url('/home/secret.bin')]);
    expect(up.exit, up.stderr).toBe(0);
    expect(sha256(join(stage.home('alice'), 'secret.bin'))).toBe(sha256(source));
    const pem = join(stage.daemon.dataDir, 'services', 'ftp', 'tls.pem');
    const served = await new Promise<string>((resolve) => {
      execFile(
        'sh',
        [
          '-c',
          `openssl s_client -starttls ftp -connect 127.0.0.1:${config.port} </dev/null 2>/dev/null | openssl x509 -noout -fingerprint -sha256`,
        ],
        (_error, stdout) => resolve(stdout.trim()),
      );
    });
    const made = await new Promise<string>((resolve) => {
      execFile('openssl', ['x509', '-in', pem, '-noout', '-fingerprint', '-sha256'], (_error, stdout) =>
        resolve(stdout.trim()),
      );
    });
    expect(made).toMatch(/Fingerprint=([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    expect(served).toBe(made);
    expect(await status()).toMatchObject({
      state: 'running',
      error: null,
      tlsFingerprint: made.replace(/^.*=/, ''),
    });
  });

  it('when required, refuses a plain sign-in and keeps the certificate', async () => {
    const pem = join(stage.daemon.dataDir, 'services', 'ftp', 'tls.pem');
    const before = readFileSync(pem, 'utf8');
    const required = { ...config, tls: 'required' as const };
    await stage.ok('owner', `${FTP}/config`, { data: JSON.stringify(required) });
    expect(await status()).toMatchObject({ state: 'running', error: null });
    const plain = await curl([...login('alice'), '--list-only', url('/')]);
    expect(plain.exit).not.toBe(0);
    expect(await names('alice', '/', ['--ssl-reqd', '-k'])).toEqual(['crew', 'home', 'shelf']);
    expect(readFileSync(pem, 'utf8')).toBe(before);
    await stage.ok('owner', `${FTP}/config`, { data: JSON.stringify(config) });
    expect(await names('alice')).toEqual(['crew', 'home', 'shelf']);
  });
});

describe('who gets in', () => {
  it('refuses a wrong password, a disabled user and a blocked address', async () => {
    expect((await curl([...login('alice', 'Wrong-2026a'), '--list-only', url('/')])).exit).toBe(LOGIN_DENIED);
    expect(await names('bob')).toEqual(['home']);
    const open = await FtpControl.open(config.port);
    expect((await open.signIn('bob', PASSWORD)).code).toBe(230);
    expect((await open.send('CWD /home')).code).toBe(250);
    await stage.ok('owner', CALLS.disableAccount.path, { uid: stage.uids.bob });
    // The open session ends as well, within the services' watch of a second.
    await withinSeconds(5, open.ended);
    expect((await curl([...login('bob'), '--list-only', url('/')])).exit).toBe(LOGIN_DENIED);
    const other = ['--interface', '127.0.0.2'];
    expect(await names('alice', '/', other)).toEqual(['crew', 'home', 'shelf']);
    const fromOther = await FtpControl.open(config.port, '127.0.0.1', '127.0.0.2');
    expect((await fromOther.signIn('alice', PASSWORD)).code).toBe(230);
    const fromHere = await FtpControl.open(config.port);
    expect((await fromHere.signIn('alice', PASSWORD)).code).toBe(230);
    const agent = `/v1/api/agent?s=${SAFE_SERVICE.ipBlackAdd}`;
    await stage.ok('owner', agent, { service: SAFE_SERVICE.ipBlackAdd, ip: '127.0.0.2', remark: 'ftp test' });
    // The session open from the blocked address ends; alice's other session goes on.
    await withinSeconds(5, fromOther.ended);
    expect((await fromHere.send('CWD /home')).code).toBe(250);
    fromHere.close();
    expect((await curl([...other, ...login('alice'), '--list-only', url('/')])).exit).toBe(LOGIN_DENIED);
    expect(await names('alice')).toEqual(['crew', 'home', 'shelf']);
  }, 60_000);

  it('takes a changed password at once, and the old one no more', async () => {
    const fresh = 'Fresh-2026b';
    await resetPassword('ops', fresh);
    expect(await names('ops', '/', [], fresh)).toEqual(['crew', 'home', 'shelf', 'team']);
    expect((await curl([...login('ops'), '--list-only', url('/')])).exit).toBe(LOGIN_DENIED);
  }, 60_000);

  it('counts wrong passwords toward the sign-in limits', async () => {
    const from = ['--interface', '127.0.0.3'];
    // At once: pure-ftpd holds each refusal a few seconds, and the daemon counts each all the same.
    const wrong = await Promise.all(
      [0, 1, 2, 3, 4].map((n) => curl([...from, ...login('alice', `Wrong-${n}`), '--list-only', url('/')])),
    );
    // Enough of them block the address, which ends its sessions still waiting for their refusal.
    for (const answer of wrong) expect([LOGIN_DENIED, CUT_OFF]).toContain(answer.exit);
    expect((await curl([...from, ...login('alice'), '--list-only', url('/')])).exit).toBe(LOGIN_DENIED);
    expect(await names('alice')).toEqual(['crew', 'home', 'shelf']);
  }, 120_000);
});

describe('path safety', () => {
  it('sends the hostile path corpus through FTP and escapes nothing', async () => {
    const home = stage.home('alice');
    const bobHome = stage.home('bob');
    plantHostileTree({ home, bobHome, bobUid: stage.uids.bob, poolRoot: stage.poolRoot });
    const outside = [bobHome, join(stage.poolRoot, '.coffer'), join(stage.poolRoot, 'public', 'team')];
    const views = join(stage.poolRoot, '.coffer', 'ftp-views');
    const before = outside.map((dir) => snapshot(dir, [views]));
    const poolTop = readdirSync(stage.poolRoot).sort();
    const markers = [
      'bob-secret',
      'coffer-marker-outside',
      'plan.txt',
      'hostname',
      'shadow',
      'os-release',
      'root:',
    ];
    let control = await signedIn();
    /** Runs one exchange; a server that answers nothing (a line too long to read) counts as a refusal. */
    const exchange = async <T>(run: (ftp: FtpControl) => Promise<T>, fallback: T): Promise<T> => {
      try {
        return await run(control);
      } catch {
        control.close();
        control = await signedIn();
        return fallback;
      }
    };
    try {
      for (const entry of HOSTILE_PATHS) {
        const path = entry.path
          .replaceAll('{bob}', String(stage.uids.bob))
          .replaceAll('{pool}', stage.poolRoot)
          .replace(/^\/public\//, '/');
        // A reply may echo the path it was given: only names the path does not hold are looked for.
        const leaks = markers.filter((marker) => !path.includes(marker));
        const listed = /[\r\n]/.test(path)
          ? ''
          : await exchange(async (ftp) => (await ftp.list(path)).data, '');
        for (const marker of leaks) expect(listed, `${entry.what}: LIST`).not.toContain(marker);
        for (const command of ['CWD', 'SIZE', 'MDTM', 'MKD', 'RETR', 'DELE']) {
          const replies = await exchange((ftp) => ftp.sendAll(`${command} ${path}`), []);
          for (const reply of replies) {
            for (const marker of leaks) expect(reply.text, `${entry.what}: ${command}`).not.toContain(marker);
          }
          await exchange((ftp) => ftp.send('CWD /'), null);
        }
      }
    } finally {
      control.close();
    }
    expect(outside.map((dir) => snapshot(dir, [views]))).toEqual(before);
    expect(readdirSync(stage.poolRoot).sort()).toEqual(poolTop);
    expect(existsSync('/etc/made-by-corpus')).toBe(false);
  }, 300_000);
});

describe('stopping', () => {
  it('stops the server and removes every view when disabled', async () => {
    expect(viewMounts().length).toBeGreaterThan(0);
    const stopped = await stage.ok<FileServiceStatus>('owner', `${FTP}/enable`, { enable: false });
    expect(stopped).toMatchObject({ enabled: false, state: 'stopped', pid: null });
    expect(viewMounts()).toEqual([]);
    expect((await curl([...login('alice'), '--list-only', url('/')])).exit).not.toBe(0);
    const again = await stage.ok<FileServiceStatus>('owner', `${FTP}/enable`, { enable: true });
    expect(again.state).toBe('running');
    expect(await names('alice')).toEqual(['crew', 'home', 'shelf']);
  });

  it('lets a served pool go when it is deleted: open sessions end first, and FTP keeps running', async () => {
    const deletePool = async () => {
      const { key, key_id } = await deviceKey(stage.daemon.baseURL);
      await stage.ok('owner', '/v1/user/CheckUserPasswd', {
        eventName: PasswordEvent.storageDelete,
        passwd: encrypt(key, PASSWORD),
        key_id,
      });
      return stage.call('owner', '/zspool/delete/set', { id: stage.poolId });
    };
    expect((await status()).state).toBe('running');
    // A session standing in a folder of the pool keeps its view's mount busy.
    const control = await signedIn();
    expect((await control.send('CWD /home')).code).toBe(250);
    expect(viewMounts().length).toBeGreaterThan(0);
    const deleted = await deletePool();
    expect(deleted.success, JSON.stringify(deleted)).toBe(true);
    await withinSeconds(5, control.ended);
    expect(stage.daemon.mountsInside()).toEqual([]);
    // Without a pool the server still runs (and the daemon stops it cleanly), but lets nobody in.
    expect((await status()).state).toBe('running');
    expect((await curl([...login('alice'), '--list-only', url('/')])).exit).toBe(LOGIN_DENIED);
  }, 60_000);
});

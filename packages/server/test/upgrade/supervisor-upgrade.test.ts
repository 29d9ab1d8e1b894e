import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { APP_VERSION, Code, type Envelope, type UpgradeRecord } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSuperAdmin, signIn } from '../../../../e2e/support/api.js';
import {
  REPO_ROOT,
  exitOf,
  freePort,
  isHealthy,
  releaseLeftovers,
  stopProcess,
} from '../../../../scripts/lib/daemon.js';
import { packRelease } from '../../src/release/release-archive.js';
import { buildRelease, sourceFiles } from '../../src/release/release-build.js';
import { installReleaseKey } from '../../src/release/release-key.js';
import { readReleasePointer } from '../../src/release/upgrade-state.js';
import { tarMemberOffset } from '../support/tar-member.js';

/**
 * Issue 14 item 10, end to end: the real supervisor (scripts/supervisor.ts) on a data directory
 * and port of its own, archives built by the release build from this checkout, uploaded over HTTP
 * as the owner. First an upgrade to a newer release, which the daemon comes back on; then a
 * release whose daemon throws at start, which the supervisor rolls back.
 */
const NEWER = `${APP_VERSION}.1`;
const BROKEN = `${APP_VERSION}.2`;
const HANGING = `${APP_VERSION}.3`;
/** The supervisor's patience with a new release (COFFER_RELEASE_READY_MS), shortened from 120 s. */
const READY_MS = 12_000;

let dir: string;
let dataDir: string;
let baseURL: string;
let supervisor: ChildProcess;
let output = '';
let token: string;

/**
 * A copy of this checkout (not a git checkout: every file but node_modules, dist, var) whose
 * daemon runs `prelude` before anything else.
 */
async function variantSource(name: string, prelude: string): Promise<string> {
  const source = join(dir, name);
  for (const file of await sourceFiles(REPO_ROOT)) {
    await mkdir(dirname(join(source, file)), { recursive: true });
    await copyFile(join(REPO_ROOT, file), join(source, file));
  }
  const main = join(source, 'packages/server/src/main.ts');
  writeFileSync(main, `${prelude}\n${readFileSync(main, 'utf8')}`);
  return source;
}

async function call<T>(path: string, body: object = {}): Promise<Envelope<T>> {
  const response = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ ...body, token }),
  });
  return (await response.json()) as Envelope<T>;
}

async function upload(file: string | Buffer): Promise<Envelope<UpgradeRecord>> {
  const response = await fetch(`${baseURL}/upgrade/upload`, {
    method: 'POST',
    headers: { token, 'content-type': 'application/octet-stream', 'accept-language': 'en' },
    body: typeof file === 'string' ? readFileSync(file) : file,
  });
  return (await response.json()) as Envelope<UpgradeRecord>;
}

/** The version /system/versions reports, or undefined while nothing answers. */
async function runningVersion(): Promise<string | undefined> {
  try {
    const response = await fetch(`${baseURL}/system/versions`, {
      method: 'POST',
      signal: AbortSignal.timeout(2000),
    });
    return ((await response.json()) as Envelope<{ version: string }>).data.version;
  } catch {
    return undefined;
  }
}

/** Polls `read` until `done` holds for its value; throws with the supervisor's output after `ms`. */
async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  ms = 60_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read().catch(() => undefined as T);
    if (value !== undefined && done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`${what} did not happen\n--- supervisor ---\n${output.slice(-4000)}`);
    await delay(250);
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'coffer-upgrade-supervisor-'));
  dataDir = join(dir, 'data');
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  installReleaseKey(dataDir, publicKey.export({ type: 'spki', format: 'pem' }));
  const build = (source: string, version: string, out: string) =>
    buildRelease({ source, version, privateKey, out: join(dir, out), installRoot: REPO_ROOT });
  await Promise.all([
    build(REPO_ROOT, NEWER, 'newer.coffer'),
    variantSource('broken', "throw new Error('this release does not start');").then((source) =>
      build(source, BROKEN, 'broken.coffer'),
    ),
    // Packed without a web app of its own (its daemon never gets as far as serving one).
    variantSource('hanging', 'await new Promise(() => setInterval(() => undefined, 1000));').then((tree) =>
      packRelease({ tree, version: HANGING, privateKey, out: join(dir, 'hanging.coffer') }),
    ),
  ]);

  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  const env = { ...process.env };
  delete env.COFFER_PORT;
  delete env.COFFER_DATA;
  env.COFFER_RELEASE_READY_MS = String(READY_MS);
  supervisor = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/supervisor.ts', '--port', String(port), '--data', dataDir, '--bays', 'none'],
    { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const collect = (chunk: Buffer) => (output += chunk.toString());
  supervisor.stdout?.on('data', collect);
  supervisor.stderr?.on('data', collect);
  await until(() => isHealthy(baseURL), Boolean, 'the first start', 60_000);
  await registerSuperAdmin(baseURL);
  ({ token } = await signIn(baseURL));
}, 180_000);

afterAll(async () => {
  if (supervisor) {
    // The supervisor forwards SIGTERM to its daemon and waits for it; the daemon's PID is in its lock.
    const status = await stopProcess(supervisor, 30_000);
    if (status.signal === 'SIGKILL') {
      const daemonPid = Number(readFileSync(join(dataDir, 'run', 'daemon.lock'), 'utf8').trim());
      if (daemonPid > 0) process.kill(daemonPid, 'SIGKILL');
    }
    await exitOf(supervisor);
    releaseLeftovers(dataDir);
  }
  await rm(dir, { recursive: true, force: true });
}, 60_000);

describe('a system upgrade under the supervisor', () => {
  it('installs a newer release built by the release script and comes back on it', async () => {
    const staged = await upload(join(dir, 'newer.coffer'));
    expect(staged.data).toMatchObject({ status: 'staged', target_version: NEWER });
    const confirmed = await call<UpgradeRecord>('/upgrade/confirm', { id: staged.data.id });
    expect(confirmed.data.status).toBe('reboot');

    await until(runningVersion, (version) => version === NEWER, 'the start of the new version');
    const record = await until(
      () => call<UpgradeRecord>('/upgrade/progress'),
      (answer) => answer.success,
      'the progress after the restart',
    );
    expect(record.data).toMatchObject({
      status: 'end',
      errcode: 200,
      current_version: NEWER,
      target_version: NEWER,
    });
    // The supervisor makes it the current release once its health check answers.
    await until(
      async () => readReleasePointer(dataDir, 'current')?.version,
      (version) => version === NEWER,
      'current.json naming the new version',
    );
    expect(readReleasePointer(dataDir, 'pending')).toBeUndefined();
    // The release's own web app is served.
    expect((await fetch(`${baseURL}/home/`)).status).toBe(200);
    expect((await call('/upgrade/dismiss', { id: record.data.id })).success).toBe(true);
  }, 90_000);

  it('refuses a corrupted archive', async () => {
    const bytes = readFileSync(join(dir, 'broken.coffer'));
    const offset = tarMemberOffset(bytes, 'payload.tar.gz') + 10_000;
    bytes[offset] = (bytes[offset] ?? 0) ^ 0xff;
    expect(await upload(bytes)).toMatchObject({ success: false, code: Code.upgradeDamaged });
  });

  it('rolls back to the previous version when the new one does not start', async () => {
    const staged = await upload(join(dir, 'broken.coffer'));
    expect(staged.data).toMatchObject({ status: 'staged', target_version: BROKEN });
    expect((await call<UpgradeRecord>('/upgrade/confirm', { id: staged.data.id })).data.status).toBe(
      'reboot',
    );

    const record = await until(
      () => call<UpgradeRecord>('/upgrade/progress'),
      (answer) => answer.success && answer.data.status === 'end',
      'the rollback',
    );
    expect(record.data).toMatchObject({
      errcode: Code.upgradeStartFailed,
      target_version: BROKEN,
      current_version: NEWER,
    });
    expect(record.data.message).toMatch(/ended before it was ready/);
    expect(await runningVersion()).toBe(NEWER);
    expect(readReleasePointer(dataDir, 'current')).toMatchObject({ version: NEWER });
    expect(readReleasePointer(dataDir, 'pending')).toBeUndefined();
    expect(existsSync(join(dataDir, 'upgrade', 'rollback'))).toBe(false);
    expect(output).toContain(`version ${BROKEN} did not start`);
  }, 90_000);

  it('rolls back a new version that does not answer in time, and stops it', async () => {
    const failed = await call<UpgradeRecord>('/upgrade/progress');
    expect((await call('/upgrade/dismiss', { id: failed.data.id })).success).toBe(true);
    const staged = await upload(join(dir, 'hanging.coffer'));
    expect(staged.data).toMatchObject({ status: 'staged', target_version: HANGING });
    expect((await call<UpgradeRecord>('/upgrade/confirm', { id: staged.data.id })).data.status).toBe(
      'reboot',
    );

    const record = await until(
      () => call<UpgradeRecord>('/upgrade/progress'),
      (answer) => answer.success && answer.data.status === 'end',
      'the rollback of the hanging release',
      READY_MS + 45_000,
    );
    expect(record.data).toMatchObject({ errcode: Code.upgradeStartFailed, target_version: HANGING });
    expect(record.data.message).toMatch(new RegExp(`did not answer within ${READY_MS / 1000} s`));
    expect(await runningVersion()).toBe(NEWER);
    expect(readReleasePointer(dataDir, 'current')).toMatchObject({ version: NEWER });
  }, 90_000);
});

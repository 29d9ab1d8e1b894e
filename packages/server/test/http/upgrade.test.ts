import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import {
  APP_VERSION,
  Code,
  type Envelope,
  type PollResponse,
  type PushEvent,
  type UpgradeInfo,
  type UpgradeRecord,
} from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROOT } from '../../src/app-root.js';
import { UPGRADE_MAX_BYTES } from '../../src/modules/upgrade/upgrade-service.js';
import { packRelease } from '../../src/release/release-archive.js';
import { installReleaseKey } from '../../src/release/release-key.js';
import { readReleasePointer, readUpgradeState, upgradePaths } from '../../src/release/upgrade-state.js';
import { openPushPage } from '../support/push-page.js';
import { tarMemberOffset } from '../support/tar-member.js';
import { registerOwner, signIn, startTestDevice, type TestDevice } from '../support/test-device.js';

/**
 * The upgrade calls against a real daemon in the test's process (issue 14 item 10): archives made
 * by the release module's pack function from a tiny tree that carries this installation's
 * package-lock.json. Restarts are the test device closed and started again on the same data
 * directory; the supervisor's part is in test/upgrade/supervisor-upgrade.test.ts.
 */
const NEWER = `${APP_VERSION}.1`;

let dir: string;
let dataDir: string;
let test: TestDevice;
let token: string;
let keys: { privateKey: KeyObject; publicKey: KeyObject };
let archive: string;
/** Reboots the daemon asked for (the test device has no supervisor to act on them). */
const reboots: string[] = [];

async function startDevice(): Promise<TestDevice> {
  return startTestDevice((device) => device.power.onRequest((action) => reboots.push(action)), { dataDir });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'coffer-upgrade-http-'));
  dataDir = join(dir, 'data');
  mkdirSync(dataDir);
  const tree = join(dir, 'tree');
  mkdirSync(join(tree, 'packages/server/src'), { recursive: true });
  copyFileSync(join(APP_ROOT, 'package-lock.json'), join(tree, 'package-lock.json'));
  writeFileSync(join(tree, 'package.json'), JSON.stringify({ workspaces: ['packages/server'] }));
  writeFileSync(join(tree, 'packages/server/src/main.ts'), 'throw new Error("not run here");\n');
  writeFileSync(join(tree, 'data.bin'), randomBytes(300_000));
  keys = generateKeyPairSync('ed25519');
  archive = join(dir, 'release.coffer');
  await packRelease({ tree, version: NEWER, privateKey: keys.privateKey, out: archive });
  test = await startDevice();
  await registerOwner(test);
  token = await signIn(test);
});
afterAll(async () => {
  await test.close();
  rmSync(dir, { recursive: true, force: true });
});

async function upload(bytes: Buffer): Promise<{ status: number; body: Envelope<UpgradeRecord> }> {
  const response = await test.raw('/upgrade/upload', {
    method: 'POST',
    headers: { token, 'content-type': 'application/octet-stream', 'accept-language': 'en' },
    body: bytes,
  });
  return { status: response.status, body: (await response.json()) as Envelope<UpgradeRecord> };
}

/** An upload over node:http, to send headers fetch will not (a wrong length, no length). */
function rawUpload(headers: Record<string, string | number>): {
  request: ClientRequest;
  answer: Promise<{ status: number; body: Envelope<UpgradeRecord> }>;
} {
  const request = httpRequest(`${test.baseUrl}/upgrade/upload`, {
    method: 'POST',
    headers: { token, 'content-type': 'application/octet-stream', ...headers },
  });
  const answer = new Promise<{ status: number; body: Envelope<UpgradeRecord> }>((resolve, reject) => {
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as never }),
      );
    });
    request.once('error', reject);
  });
  return { request, answer };
}

async function progress(): Promise<UpgradeRecord> {
  const answer = await test.post<UpgradeRecord>(
    '/upgrade/progress',
    {},
    { token, headers: { 'accept-language': 'en' } },
  );
  expect(answer.success).toBe(true);
  return answer.data;
}

function filesUnder(...parts: string[]): string[] {
  const path = join(upgradePaths(dataDir).upgrade, ...parts);
  return existsSync(path) ? readdirSync(path) : [];
}

function corrupted(): Buffer {
  const bytes = readFileSync(archive);
  const offset = tarMemberOffset(bytes, 'payload.tar.gz') + 5000;
  bytes[offset] = (bytes[offset] ?? 0) ^ 0xff;
  return bytes;
}

describe('the system upgrade over HTTP', () => {
  it('refuses an archive while no release key is installed', async () => {
    const info = await test.post<UpgradeInfo>('/upgrade/info', {}, { token });
    expect(info.data).toMatchObject({
      release_key: false,
      key_fingerprint: '',
      current_version: APP_VERSION,
    });
    const { body } = await upload(readFileSync(archive));
    expect(body).toMatchObject({ success: false, code: Code.upgradeNoKey });
    expect(body.message).toMatch(/release key/);
    expect((await progress()).status).toBe('idle');
  });

  it('names the installed key and the largest archive on the about page', async () => {
    const fingerprint = installReleaseKey(dataDir, keys.publicKey.export({ type: 'spki', format: 'pem' }));
    const info = await test.post<UpgradeInfo>('/upgrade/info', {}, { token });
    expect(info.data).toEqual({
      current_version: APP_VERSION,
      model: expect.any(String) as string,
      release_key: true,
      key_fingerprint: fingerprint,
      max_size: UPGRADE_MAX_BYTES,
    });
  });

  it('stages a good archive, counts its bytes, and shows it in every page’s poll and push', async () => {
    const page = await openPushPage(test, token);
    await page.next('registered');
    const size = statSync(archive).size;
    const { body } = await upload(readFileSync(archive));
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      status: 'staged',
      errcode: 200,
      target_version: NEWER,
      current_version: APP_VERSION,
      downloadsize: size,
      totalsize: size,
    });
    expect(body.data.id).toMatch(/^[0-9a-f]{16}$/);
    const poll = await test.post<PollResponse>('/system/polling2', {}, { token });
    expect(poll.data.upgrade).toMatchObject({ status: 'staged', id: body.data.id });
    expect(filesUnder('staged')).toEqual([`${body.data.id}.coffer`]);
    const pushed = () =>
      page.frames.flatMap((frame) =>
        frame.type === 'upgrade_progress' ? [(frame as PushEvent<UpgradeRecord>).data.status] : [],
      );
    for (let i = 0; i < 50 && !pushed().includes('staged'); i++) await delay(20);
    page.close();
    expect(pushed()).toEqual(['download', 'check', 'staged']);
  });

  it('refuses an archive with a flipped byte and keeps nothing of it', async () => {
    const { status, body } = await upload(corrupted());
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, code: Code.upgradeDamaged });
    const record = await progress();
    expect(record).toMatchObject({ status: 'idle', errcode: Code.upgradeDamaged });
    expect(record.message).toMatch(/damaged/);
    expect([...filesUnder('staged'), ...filesUnder('incoming'), ...filesUnder('work')]).toEqual([]);
  });

  it('refuses a body that does not state its length', async () => {
    const { request, answer } = rawUpload({ 'transfer-encoding': 'chunked' });
    request.end(readFileSync(archive));
    const { status, body } = await answer;
    expect(status).toBe(411);
    expect(body.code).toBe(Code.lengthRequired);
  });

  it('refuses an archive larger than the device accepts before reading it', async () => {
    const { request, answer } = rawUpload({ 'content-length': UPGRADE_MAX_BYTES + 1 });
    request.write(Buffer.alloc(1024));
    const { status, body } = await answer;
    request.destroy();
    expect(status).toBe(413);
    expect(body.code).toBe(Code.upgradeTooLarge);
    expect(filesUnder('incoming')).toEqual([]);
  });

  it('refuses a second archive while one is arriving', async () => {
    const bytes = readFileSync(archive);
    const { request, answer } = rawUpload({ 'content-length': bytes.length });
    request.write(bytes.subarray(0, 100_000));
    for (let i = 0; i < 100 && (await progress()).downloadsize === 0; i++) await delay(20);
    expect(await progress()).toMatchObject({ status: 'download', totalsize: bytes.length });
    expect((await upload(bytes)).body.code).toBe(Code.upgradeBusy);
    request.end(bytes.subarray(100_000));
    const { body } = await answer;
    expect(body.data).toMatchObject({ status: 'staged', downloadsize: bytes.length });
  });

  it('counts an upload cut off half-way as interrupted and keeps nothing of it', async () => {
    const bytes = readFileSync(archive);
    const { request, answer } = rawUpload({ 'content-length': bytes.length });
    // The test cuts the connection itself: no answer comes.
    answer.catch(() => undefined);
    request.write(bytes.subarray(0, 100_000));
    for (let i = 0; i < 100 && (await progress()).status !== 'download'; i++) await delay(20);
    request.destroy();
    for (let i = 0; i < 100 && (await progress()).status === 'download'; i++) await delay(20);
    expect(await progress()).toMatchObject({ status: 'idle', errcode: Code.upgradeInterrupted });
    expect([...filesUnder('staged'), ...filesUnder('incoming')]).toEqual([]);
  });

  it('takes an archive from an absolute path on the device, and nothing else', async () => {
    for (const path of ['release.coffer', join(dir, 'no-such-file'), dir]) {
      const answer = await test.post<UpgradeRecord>('/upgrade/local', { path }, { token });
      expect(answer.code, path).toBe(Code.upgradeNoFile);
    }
    const answer = await test.post<UpgradeRecord>('/upgrade/local', { path: archive }, { token });
    expect(answer.data).toMatchObject({ status: 'staged', target_version: NEWER });
  });

  it('installs the staged archive beside the running version and restarts once it has answered', async () => {
    const { id } = await progress();
    expect((await test.post('/upgrade/confirm', { id: 'not-this-one' }, { token })).code).toBe(
      Code.upgradeNotFound,
    );
    const answer = await test.post<UpgradeRecord>('/upgrade/confirm', { id }, { token });
    expect(answer.data).toMatchObject({ status: 'reboot', target_version: NEWER, id });
    for (let i = 0; i < 50 && reboots.length === 0; i++) await delay(20);
    expect(reboots).toEqual(['reboot']);
    const pending = readReleasePointer(dataDir, 'pending');
    expect(pending).toMatchObject({ version: NEWER, dir: NEWER });
    expect(existsSync(join(pending!.path, 'packages/server/src/main.ts'))).toBe(true);
    // The release runs on the installed packages, but its @coffer packages are its own.
    expect(realpathSync(join(pending!.path, 'node_modules/zod'))).toBe(
      realpathSync(join(APP_ROOT, 'node_modules/zod')),
    );
    expect(realpathSync(join(pending!.path, 'node_modules/@coffer/server'))).toBe(
      join(pending!.path, 'packages/server'),
    );
    expect((await upload(readFileSync(archive))).body.code).toBe(Code.upgradeBusy);
  });

  it('reads a restart into another version as a failed install, which can be retried', async () => {
    await test.close();
    test = await startDevice();
    const failed = await progress();
    expect(failed).toMatchObject({ status: 'end', errcode: Code.upgradeStartFailed, target_version: NEWER });
    expect(failed.message).toContain(APP_VERSION);
    expect(readReleasePointer(dataDir, 'pending')).toBeUndefined();
    reboots.length = 0;
    const retried = await test.post<UpgradeRecord>(
      '/upgrade/retry',
      { id: failed.id, check_license: 1 },
      { token },
    );
    expect(retried.data).toMatchObject({ status: 'reboot', errcode: 200 });
    for (let i = 0; i < 50 && reboots.length === 0; i++) await delay(20);
    expect(reboots).toEqual(['reboot']);
    expect(readReleasePointer(dataDir, 'pending')).toMatchObject({ version: NEWER });
  });

  it('lets the master keep the running version: dismiss deletes the kept archive', async () => {
    await test.close();
    test = await startDevice();
    const { id } = await progress();
    const answer = await test.post<UpgradeRecord>('/upgrade/dismiss', { id }, { token });
    expect(answer.data).toMatchObject({ status: 'idle', errcode: 200, id: '' });
    expect(filesUnder('staged')).toEqual([]);
    expect(readUpgradeState(dataDir)?.archive).toBe('');
    // The release tree nothing points at any more goes at the next start.
    await test.close();
    test = await startDevice();
    expect(existsSync(join(upgradePaths(dataDir).releases, NEWER))).toBe(false);
  });
});

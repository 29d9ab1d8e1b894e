import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { test, expect, type Browser, type Page } from '@playwright/test';
import { APP_VERSION, CALLS, type UpgradeRecord } from '@coffer/contract';
import { REPO_ROOT, freePort, isHealthy, releaseLeftovers, stopProcess } from '../../scripts/lib/daemon.js';
import { sourceFiles } from '../../packages/server/src/release/release-build.js';
import { OWNER, post, prepareOwner, signIn } from '../support/api.js';
import { coffer } from '../support/admin-cli.js';
import { addAgreedUser } from '../support/accounts.js';
import { signInOwnContext } from '../support/desktop.js';

/**
 * Issue 14 item 10 in the browser: release archives built by `scripts/release`, a daemon run by the
 * real supervisor (scripts/supervisor.ts, as `scripts/start` runs it), the owner upgrading through
 * settings → about while a user's page follows. One daemon for the file: each test goes on from the
 * version the one before left running.
 */
const run = promisify(execFile);
const NEWER = `${APP_VERSION}.1`;
const BROKEN = `${APP_VERSION}.2`;
const MEMBER = { username: 'member', password: 'Coffer-2026m' };

let dir: string;
let dataDir: string;
let baseURL: string;
let supervisor: ChildProcess;
let output = '';
const archives = { newer: '', broken: '', corrupted: '' };

test.describe.configure({ mode: 'serial' });

/** `scripts/release build` of `source` at `version`, signed with the test's key. */
async function buildArchive(source: string, version: string, out: string): Promise<string> {
  const file = path.join(dir, out);
  await run(
    path.join(REPO_ROOT, 'scripts/release'),
    [
      'build',
      '--version',
      version,
      '--key',
      path.join(dir, 'keys/release-signing.pem'),
      '--out',
      file,
    ].concat(source === REPO_ROOT ? [] : ['--source', source]),
    { cwd: REPO_ROOT, timeout: 120_000 },
  );
  return file;
}

/** A copy of this checkout whose daemon throws before it serves anything. */
async function brokenSource(): Promise<string> {
  const source = path.join(dir, 'broken-source');
  for (const file of await sourceFiles(REPO_ROOT)) {
    await mkdir(path.dirname(path.join(source, file)), { recursive: true });
    await copyFile(path.join(REPO_ROOT, file), path.join(source, file));
  }
  const main = path.join(source, 'packages/server/src/main.ts');
  await writeFile(main, `throw new Error('this release does not start');\n${await readFile(main, 'utf8')}`);
  return source;
}

async function runningVersion(): Promise<string | undefined> {
  try {
    return (await post<{ version: string }>(baseURL, CALLS.versions.path, {})).version;
  } catch {
    return undefined;
  }
}

async function upgradeRecord(): Promise<UpgradeRecord> {
  const { token } = await signIn(baseURL);
  return post<UpgradeRecord>(baseURL, CALLS.upgradeProgress.path, {}, token);
}

async function openAbout(page: Page) {
  await page.goto('/home/setting/about?nav=update');
  await expect(page.getByTestId('upgrade-section')).toBeVisible();
}

async function uploadArchive(page: Page, file: string) {
  await page.getByTestId('upgrade-file').setInputFiles(file);
  await page.getByTestId('upgrade-send').click();
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dir = await mkdtemp(path.join(tmpdir(), 'coffer-e2e-upgrade-'));
  dataDir = path.join(dir, 'data');
  await run(path.join(REPO_ROOT, 'scripts/release'), ['key', '--out', path.join(dir, 'keys')], {
    cwd: REPO_ROOT,
  });
  await coffer(dataDir, ['release-key', 'install', '--file', path.join(dir, 'keys/release-key.pub')]);
  [archives.newer, archives.broken] = await Promise.all([
    buildArchive(REPO_ROOT, NEWER, 'newer.coffer'),
    brokenSource().then((source) => buildArchive(source, BROKEN, 'broken.coffer')),
  ]);
  // One byte flipped in the middle of the payload: the signature still reads, the hash does not.
  const bytes = await readFile(archives.newer);
  const middle = Math.floor(bytes.length / 2);
  bytes[middle] = bytes[middle]! ^ 0xff;
  archives.corrupted = path.join(dir, 'corrupted.coffer');
  await writeFile(archives.corrupted, bytes);

  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  supervisor = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/supervisor.ts', '--port', String(port), '--data', dataDir, '--bays', 'none'],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  supervisor.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  supervisor.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => isHealthy(baseURL), { timeout: 60_000 }).toBe(true);
  await prepareOwner(baseURL);
  await addAgreedUser(baseURL, dataDir, MEMBER, 3);
});

test.afterAll(async () => {
  if (supervisor) await stopProcess(supervisor);
  if (dir) {
    releaseLeftovers(dir);
    await rm(dir, { recursive: true, force: true });
  }
});

// The fixtures object must be destructured; nothing of it is needed here.
test.afterEach(async ({ browserName: _browserName }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    await testInfo.attach('supervisor-output.log', {
      body: output.slice(-20_000),
      contentType: 'text/plain',
    });
  }
});

/** The owner's and the user's pages, each in a browser context of its own on the supervised daemon. */
async function pages(browser: Browser): Promise<{ page: Page; member: Page; close: () => Promise<void> }> {
  const page = await signInOwnContext(browser, baseURL, OWNER);
  const member = await signInOwnContext(browser, baseURL, MEMBER);
  return {
    page,
    member,
    close: async () => {
      await page.context().close();
      await member.context().close();
    },
  };
}

test('a corrupted archive is refused and nothing is kept', async ({ browser }) => {
  const page = await signInOwnContext(browser, baseURL, OWNER);
  await openAbout(page);
  await expect(page.getByTestId('about-version')).toHaveText(APP_VERSION);
  await uploadArchive(page, archives.corrupted);
  await expect(page.getByTestId('upgrade-notice')).toContainText('升级包已损坏');
  await expect(page.getByTestId('upgrade-choose')).toBeVisible();
  expect(await upgradeRecord()).toMatchObject({ status: 'idle', target_version: '' });
  const kept = await readdir(path.join(dataDir, 'upgrade')).catch(() => []);
  for (const entry of kept) {
    const inside = await readdir(path.join(dataDir, 'upgrade', entry)).catch(() => null);
    if (inside) expect(inside, `${entry} after a refusal`).toEqual([]);
  }
  expect(await runningVersion()).toBe(APP_VERSION);
  await page.context().close();
});

test('an upgrade to a newer archive: both pages follow it and come back on the new version', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { page, member, close } = await pages(browser);
  try {
    await openAbout(page);
    await uploadArchive(page, archives.newer);
    await expect(page.getByTestId('upgrade-versions')).toContainText(NEWER);
    // Staged, it is the owner's business alone: the user's page shows nothing yet.
    await expect(member.getByTestId('upgrade-overlay')).toHaveCount(0);

    await page.getByTestId('upgrade-install').click();
    await page.getByTestId('confirm-ok').click();
    // Every page follows the install and the restart.
    await expect(page.getByTestId('upgrade-overlay')).toHaveAttribute('data-view', 'progress');
    await expect(member.getByTestId('upgrade-overlay')).toBeVisible({ timeout: 10_000 });

    await expect.poll(runningVersion, { timeout: 90_000 }).toBe(NEWER);
    // Each page reloads into the new build and says so once.
    for (const each of [page, member]) {
      await expect(each.getByTestId('upgrade-overlay')).toHaveAttribute('data-view', 'success', {
        timeout: 30_000,
      });
      await expect(each.getByTestId('upgrade-overlay')).toContainText(NEWER);
    }
    await member.getByTestId('upgrade-ok').click();
    await expect(member.getByTestId('upgrade-overlay')).toHaveCount(0);
    await page.getByTestId('upgrade-ok').click();
    await expect(page.getByTestId('upgrade-overlay')).toHaveCount(0);
    await expect.poll(async () => (await upgradeRecord()).status).toBe('idle');
    await openAbout(page);
    await expect(page.getByTestId('about-version')).toHaveText(NEWER);
  } finally {
    await close();
  }
});

test('a release that does not start is rolled back: the old version runs and every page says so', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { page, member, close } = await pages(browser);
  try {
    await openAbout(page);
    await uploadArchive(page, archives.broken);
    await expect(page.getByTestId('upgrade-versions')).toContainText(BROKEN);
    await page.getByTestId('upgrade-install').click();
    await page.getByTestId('confirm-ok').click();

    for (const each of [page, member]) {
      await expect(each.getByTestId('upgrade-overlay')).toHaveAttribute('data-view', 'installFail', {
        timeout: 90_000,
      });
    }
    expect(await runningVersion()).toBe(NEWER);
    expect(await upgradeRecord()).toMatchObject({ status: 'end', errcode: 'C115012' });
    // The user may only acknowledge; the owner may retry or keep the running version.
    await expect(member.getByTestId('upgrade-retry')).toHaveCount(0);
    await member.getByTestId('upgrade-acknowledge').click();
    await expect(member.getByTestId('upgrade-overlay')).toHaveCount(0);
    await expect(page.getByTestId('upgrade-retry')).toBeVisible();
    await page.getByTestId('upgrade-continue').click();
    await expect(page.getByTestId('upgrade-overlay')).toHaveCount(0);
    await expect.poll(async () => (await upgradeRecord()).status).toBe('idle');
    expect(await runningVersion()).toBe(NEWER);
  } finally {
    await close();
  }
});

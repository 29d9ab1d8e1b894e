import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { OWNER, prepareOwner, signIn } from '../support/api.js';
import { withChromium } from '../support/browser.js';
import { expect, test, type Daemon } from '../support/daemon.js';
import { agreePrivacy } from '../support/desktop.js';

/** ROLE-02: the super administrator's label, in either interface language. */
const SUPER_ADMIN_LABEL = /超级管理员|Super administrator/;
const WRONG_PASSWORD = 'Wrong-2026b';

const LOGIN_URL = /\/home\/login(\?|$)/;

async function expectLoginPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(LOGIN_URL);
  await expect(page.getByTestId('login-submit')).toBeVisible();
}

async function expectOwnerDesktop(page: Page): Promise<void> {
  await expect(page.getByTestId('desktop-user')).toContainText(OWNER.username);
  await expect(page.getByTestId('desktop-role')).toHaveText(SUPER_ADMIN_LABEL);
}

async function fillLogin(page: Page, password: string, keepLogin = false): Promise<void> {
  await page.getByTestId('login-username').fill(OWNER.username);
  await page.getByTestId('login-password').fill(password);
  if (keepLogin) await page.getByTestId('login-keep').check();
  await page.getByTestId('login-submit').click();
}

async function signOut(page: Page): Promise<void> {
  await page.getByTestId('desktop-user-menu').click();
  await page.getByTestId('desktop-signout').click();
  await expectLoginPage(page);
}

/**
 * The first-start journey: register the super administrator, accept the privacy agreement, see the
 * desktop, sign out, sign in again with keep-login, survive a reload, sign out.
 */
async function firstStartJourney(page: Page): Promise<void> {
  await page.goto('/home/');
  // A device without a super administrator shows the register form in place of the sign-in form.
  await expect(page).toHaveURL(LOGIN_URL);
  await page.getByTestId('register-username').fill(OWNER.username);
  await page.getByTestId('register-password').fill(OWNER.password);
  await page.getByTestId('register-confirm').fill(OWNER.password);
  await page.getByTestId('register-submit').click();

  await agreePrivacy(page);
  await expectOwnerDesktop(page);
  await signOut(page);

  await fillLogin(page, OWNER.password, true);
  await expectOwnerDesktop(page);
  await page.reload();
  await expectOwnerDesktop(page);
  await signOut(page);
}

test('first start: register the super administrator, agree, desktop, keep-login reload, sign out', async ({
  page,
}) => {
  await firstStartJourney(page);
});

test('a wrong password shows an error and stays on the login page', async ({ page, daemon }) => {
  await prepareOwner(daemon.baseURL);
  await page.goto('/home/login');
  await fillLogin(page, WRONG_PASSWORD);
  await expect(page.getByTestId('login-error')).toBeVisible();
  await expectLoginPage(page);
});

test('an unauthenticated deep link signs in first, then returns to the page asked for', async ({
  page,
  daemon,
}) => {
  await prepareOwner(daemon.baseURL);
  await page.goto('/home/setting');
  await expect(page).toHaveURL(/\/home\/login\?from=/);
  await fillLogin(page, OWNER.password);
  // SHELL-12: settings open at their default child.
  await expect(page).toHaveURL(/\/home\/setting\/srvsManage$/);
});

test('signs in over plain HTTP on a LAN name, without WebCrypto', async ({ daemon }) => {
  await prepareOwner(daemon.baseURL);
  await withChromium([`--host-resolver-rules=MAP coffer.test 127.0.0.1`], async (context) => {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`http://coffer.test:${daemon.port}/home/`);
    await expectLoginPage(page);
    const webCrypto = await page.evaluate(() => ({
      secure: window.isSecureContext,
      subtle: typeof globalThis.crypto?.subtle,
    }));
    expect(webCrypto.secure === false || webCrypto.subtle === 'undefined').toBe(true);
    await fillLogin(page, OWNER.password);
    await expectOwnerDesktop(page);
  });
});

/** Every file of the data directory a secret could leak into: the daemon's output and its logs. */
async function logFiles(daemon: Daemon): Promise<string[]> {
  const logsDir = path.join(daemon.dataDir, 'logs');
  const inLogs = await readdir(logsDir).catch(() => [] as string[]);
  return [daemon.logFile, ...inLogs.map((name) => path.join(logsDir, name))];
}

async function databaseFiles(daemon: Daemon): Promise<string[]> {
  const names = await readdir(daemon.dataDir);
  return names
    .filter((name) => /^coffer\.db(-wal)?$/.test(name))
    .map((name) => path.join(daemon.dataDir, name));
}

/** The base64 body lines of every PEM file under secrets/. */
async function privateKeyLines(daemon: Daemon): Promise<string[]> {
  const dir = path.join(daemon.dataDir, 'secrets');
  const pems = (await readdir(dir)).filter((name) => name.endsWith('.pem'));
  const lines: string[] = [];
  for (const name of pems) {
    const text = await readFile(path.join(dir, name), 'utf8');
    lines.push(...text.split('\n').filter((line) => line.length >= 16 && !line.startsWith('-----')));
  }
  return lines;
}

async function expectNoneIn(files: string[], secrets: { label: string; value: string }[]): Promise<void> {
  for (const file of files) {
    const content = await readFile(file);
    for (const { label, value } of secrets) {
      expect(content.includes(value), `${label} found in ${path.basename(file)}`).toBe(false);
    }
  }
}

test('no password, token or private key reaches the logs or the database', async ({ page, daemon }) => {
  const tokens = new Set<string>();
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!response.url().includes('/auth/login') || response.request().method() !== 'POST') return;
    reading.push(
      response
        .json()
        .then((body: { data?: { token?: unknown } }) => {
          if (typeof body.data?.token === 'string') tokens.add(body.data.token);
        })
        .catch(() => undefined),
    );
  });

  await firstStartJourney(page);
  await fillLogin(page, WRONG_PASSWORD);
  await expect(page.getByTestId('login-error')).toBeVisible();
  tokens.add((await signIn(daemon.baseURL, OWNER, true)).token);
  await Promise.all(reading);
  // register (if it signs in), the keep-login sign-in, and the API sign-in
  expect(tokens.size).toBeGreaterThanOrEqual(2);

  const secrets = [
    { label: 'the password', value: OWNER.password },
    { label: 'the wrong password', value: WRONG_PASSWORD },
    ...[...tokens].map((value, i) => ({ label: `token ${i + 1}`, value })),
  ];
  const keyLines = await privateKeyLines(daemon);
  expect(keyLines.length).toBeGreaterThan(0);
  const keySecrets = keyLines.map((value, i) => ({ label: `private key line ${i + 1}`, value }));

  // While it runs (the WAL holds the recent writes) and after a power-off (checkpointed into the db).
  await expectNoneIn([...(await logFiles(daemon)), ...(await databaseFiles(daemon))], secrets);
  await expectNoneIn(await logFiles(daemon), keySecrets);
  await daemon.stop();
  await expectNoneIn([...(await logFiles(daemon)), ...(await databaseFiles(daemon))], secrets);
  await expectNoneIn(await logFiles(daemon), keySecrets);
});

import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { CALLS } from '@coffer/contract';
import { insertDisk } from '../support/admin-cli.js';
import { OWNER, post, prepareOwner, signIn } from '../support/api.js';
import { expect, test } from '../support/daemon.js';
import { openFromDesktop, signInThroughPage } from '../support/desktop.js';

// A pool made, two restarts and three unlocks on a 2-core machine: a generous budget.
test.describe.configure({ timeout: 240_000 });

const POOL = 'Vault';
/** STOR-ENC-02: eight word characters with a digit, a lower and an upper case letter. */
const PASSWORD = 'Vault202';

async function poolId(baseURL: string): Promise<string> {
  const { token } = await signIn(baseURL);
  const info = await post<{ zspool: { normal: { id: string; name: string }[] } }>(
    baseURL,
    CALLS.poolInfo.path,
    {},
    token,
  );
  const pool = info.zspool.normal.find((candidate) => candidate.name === POOL);
  if (!pool) throw new Error(`no pool ${POOL}`);
  return pool.id;
}

/** The administrator password dialog, answered with the owner's password. */
async function passAdminPassword(page: Page): Promise<void> {
  await page.getByTestId('admin-password-input').fill(OWNER.password);
  await page.getByTestId('admin-password-ok').click();
}

/** After a restart (the session lives on): reload, open the storage manager, the pool reads locked. */
async function reopenLocked(page: Page): Promise<Locator> {
  await page.goto('/home/');
  await expect(page.getByTestId('desktop-user')).toBeVisible({ timeout: 30_000 });
  const storage = await openFromDesktop(page, 'storageManage');
  await expect(storage.getByTestId(`pool-lock-${POOL}`)).toHaveText(/已锁定/, { timeout: 30_000 });
  return storage;
}

test('an encrypted pool: made with its key file, then unlocked after restarts by password and by key file', async ({
  page,
  daemon,
}) => {
  await prepareOwner(daemon.baseURL);
  await insertDisk(daemon.dataDir, 'sata1', '4T');
  await signInThroughPage(page);
  let storage = await openFromDesktop(page, 'storageManage');

  // The wizard: Basic with whole-disk encryption, the password rules, then the format.
  await storage.getByTestId('create-pool').click({ timeout: 30_000 });
  await page.getByTestId('create-mode-basic').click();
  await page.getByTestId('create-encrypt').check();
  await page.getByTestId('create-next').click();
  await page.locator('[data-testid^="create-disk-check-"]').first().check();
  await page.getByTestId('create-name').fill(POOL);
  await page.getByTestId('create-next').click();
  await expect(page.getByTestId('create-step-spare')).toBeVisible();
  await page.getByTestId('create-next').click();
  await expect(page.getByTestId('create-step-encryptIntro')).toBeVisible();
  await page.getByTestId('create-next').click();
  await page.getByTestId('create-password').fill('vault202');
  await page.getByTestId('create-password-confirm').fill('vault202');
  await expect(page.getByTestId('create-password-error')).toHaveText(
    '密码需要8位且必须为数字和大小写字母组合',
  );
  await page.getByTestId('create-password').fill(PASSWORD);
  await page.getByTestId('create-password-confirm').fill(PASSWORD);
  await page.getByTestId('create-password-hint').fill('the usual one');
  await page.getByTestId('create-next').click();
  await expect(page.getByTestId('create-step-confirm')).toBeVisible();
  await page.getByTestId('create-erase-understood').check();
  await page.getByTestId('create-start').click();
  await passAdminPassword(page);
  await expect(page.getByTestId('create-step-complete')).toHaveAttribute('data-ready', '1', {
    timeout: 90_000,
  });

  // The key file, after the StorageKey password check.
  const downloadDir = await mkdtemp(path.join(os.tmpdir(), 'coffer-key-'));
  try {
    const keyFile = path.join(downloadDir, 'pool.key');
    const download = page.waitForEvent('download');
    await page.getByTestId('create-key-file-download').click();
    await passAdminPassword(page);
    await (await download).saveAs(keyFile);
    expect((await readFile(keyFile)).subarray(0, 10).toString('latin1')).toBe('COFFERKEY1');
    await page.getByTestId('create-done').click();
    await expect(storage.getByTestId(`pool-lock-${POOL}`)).toHaveText(/已解锁/);

    // A file written through the plain view must be there after every unlock.
    const id = await poolId(daemon.baseURL);
    const plainFile = path.join(daemon.dataDir, 'unlocked', id, 'secret.txt');
    await writeFile(plainFile, 'kept through every unlock\n'.repeat(1000));
    const digest = createHash('sha256')
      .update(await readFile(plainFile))
      .digest('hex');
    const readBack = async () =>
      createHash('sha256')
        .update(await readFile(plainFile))
        .digest('hex');

    // Restart: locked; a wrong password counts down, the right one unlocks.
    await daemon.restart();
    storage = await reopenLocked(page);
    await storage.getByTestId(`pool-action-unlock-${POOL}`).click();
    await expect(page.getByTestId('encrypted-pool-hint')).toBeVisible();
    await page.getByTestId('encrypted-pool-password').fill('Wrong202');
    await page.getByTestId('encrypted-pool-ok').click();
    await expect(page.getByTestId('encrypted-pool-error')).toHaveText('密码错误，还有4次机会');
    await page.getByTestId('encrypted-pool-password').fill(PASSWORD);
    await page.getByTestId('encrypted-pool-ok').click();
    await expect(page.getByTestId('encrypted-pool-dialog')).toHaveCount(0);
    await expect(storage.getByTestId(`pool-lock-${POOL}`)).toHaveText(/已解锁/, { timeout: 20_000 });
    expect(await readBack()).toBe(digest);

    // Restart again: the key file recovers the password and unlocks.
    await daemon.restart();
    storage = await reopenLocked(page);
    await storage.getByTestId(`pool-action-unlock-${POOL}`).click();
    await page.getByTestId('encrypted-pool-forgot').click();
    await page.getByTestId('key-file-input').setInputFiles(keyFile);
    await expect(page.getByTestId('key-file-value')).toHaveValue(PASSWORD);
    await page.getByTestId('key-file-ok').click();
    await expect(page.getByTestId('key-file-dialog')).toHaveCount(0);
    await expect(storage.getByTestId(`pool-lock-${POOL}`)).toHaveText(/已解锁/, { timeout: 20_000 });
    expect(await readBack()).toBe(digest);
  } finally {
    await rm(downloadDir, { recursive: true, force: true });
  }
});

import { prepareOwner, signIn } from '../support/api.js';
import { insertDisk } from '../support/admin-cli.js';
import { expect, test } from '../support/daemon.js';
import { openFromDesktop, signInThroughPage } from '../support/desktop.js';
import { createPool } from '../support/pools.js';

test('deleting a pool asks for its typed name and the administrator password', async ({ page, daemon }) => {
  // Making the pool and loading the storage manager's chunks take most of a minute on a busy machine.
  test.setTimeout(120_000);
  await prepareOwner(daemon.baseURL);
  await insertDisk(daemon.dataDir, 'sata1', '120G');
  await insertDisk(daemon.dataDir, 'sata2', '120G');
  const { token } = await signIn(daemon.baseURL);
  await createPool(daemon.baseURL, token, 'raid1', 'Archive');
  await signInThroughPage(page);

  const storage = await openFromDesktop(page, 'storageManage');
  await storage.getByTestId('pool-actions-Archive').click();
  await storage.getByTestId('pool-delete-Archive').click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toBeVisible();
  const ok = page.getByTestId('confirm-ok');
  await page.getByTestId('confirm-required').check();
  await page.getByTestId('confirm-typed-key').fill('Archiv');
  await expect(ok).toBeDisabled();
  await page.getByTestId('confirm-typed-key').fill('archive');
  await expect(ok).toBeDisabled();
  await page.getByTestId('confirm-typed-key').fill('Archive');
  await expect(ok).toBeEnabled();
  await ok.click();

  await expect(page.getByTestId('admin-password-account')).toContainText('owner');
  await page.getByTestId('admin-password-input').fill('Wrong-2026b');
  await page.getByTestId('admin-password-ok').click();
  await expect(page.getByTestId('admin-password-error')).toBeVisible();
  await expect(storage.getByTestId('pool-actions-Archive')).toBeVisible();
  await page.getByTestId('admin-password-input').fill('  Coffer-2026a  ');
  await page.getByTestId('admin-password-ok').click();
  await expect(storage.getByTestId('storage-no-pool')).toBeVisible({ timeout: 20_000 });
});

test('“do not remind me again” skips the question next time', async ({ page, daemon }) => {
  await prepareOwner(daemon.baseURL);
  await signInThroughPage(page);
  await openFromDesktop(page, 'album');

  await page.getByTestId('desktop-user-menu').click();
  await page.getByTestId('desktop-signout').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('1');
  await page.getByTestId('confirm-cancel').click();
  await expect(page.getByTestId('desktop-user')).toBeVisible();

  await page.getByTestId('desktop-user-menu').click();
  await page.getByTestId('desktop-signout').click();
  await page.getByTestId('confirm-do-not-remind').check();
  await page.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(/\/home\/login/);

  await signInThroughPage(page);
  await openFromDesktop(page, 'album');
  await page.getByTestId('desktop-user-menu').click();
  await page.getByTestId('desktop-signout').click();
  await expect(page).toHaveURL(/\/home\/login/);
  await expect(page.getByTestId('confirm-dialog')).toHaveCount(0);
});

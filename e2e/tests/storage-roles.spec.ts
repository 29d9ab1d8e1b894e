import { prepareOwner, signIn } from '../support/api.js';
import { addAgreedUser } from '../support/accounts.js';
import { insertDisk } from '../support/admin-cli.js';
import { expect, test } from '../support/daemon.js';
import { openFromDesktop, signInThroughPage } from '../support/desktop.js';
import { createPool } from '../support/pools.js';

const OPERATOR = { username: 'operator', password: 'Coffer-2026b' };
const MEMBER = { username: 'member', password: 'Coffer-2026c' };

test('the operations administrator sees every pool action disabled as master-only', async ({
  page,
  daemon,
}) => {
  test.setTimeout(120_000);
  await prepareOwner(daemon.baseURL);
  await insertDisk(daemon.dataDir, 'sata1', '120G');
  await insertDisk(daemon.dataDir, 'sata2', '120G');
  const { token } = await signIn(daemon.baseURL);
  await createPool(daemon.baseURL, token, 'raid1', 'Archive');
  await addAgreedUser(daemon.baseURL, daemon.dataDir, OPERATOR, 2);

  await signInThroughPage(page, OPERATOR);
  const storage = await openFromDesktop(page, 'storageManage');
  // The menu opens from the keyboard, and Escape closes it.
  const menu = storage.getByTestId('pool-actions-Archive');
  await menu.focus({ timeout: 30_000 });
  await page.keyboard.press('Enter');
  await expect(storage.getByTestId('pool-delete-Archive')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(storage.getByTestId('pool-delete-Archive')).toBeHidden();
  await menu.click();
  const remove = storage.getByTestId('pool-delete-Archive');
  await expect(remove).toHaveAttribute('data-enabled', 'false');
  await expect(storage.getByTestId('pool-delete-Archive-reason')).toHaveText('只有超级管理员可以执行此操作');
  for (const action of ['expand', 'spare', 'scrub', 'cache', 'rename']) {
    await expect(storage.getByTestId(`pool-action-${action}-Archive`)).toHaveAttribute(
      'data-enabled',
      'false',
    );
  }
  // A click on the disabled item opens nothing.
  await remove.click({ force: true });
  await expect(page.getByTestId('confirm-dialog')).toHaveCount(0);
});

test('an ordinary user has no storage manager', async ({ page, daemon }) => {
  await prepareOwner(daemon.baseURL);
  await addAgreedUser(daemon.baseURL, daemon.dataDir, MEMBER, 3);
  await signInThroughPage(page, MEMBER);
  await expect(page.getByTestId('desktop-icon-fileManage')).toBeVisible();
  await expect(page.getByTestId('desktop-icon-storageManage')).toHaveCount(0);
  await page.goto('/home/storageManage');
  await expect(page.getByTestId('page-401')).toBeVisible();
});

import { prepareOwner } from '../support/api.js';
import { expect, test } from '../support/daemon.js';
import { openFromDesktop, signInThroughPage } from '../support/desktop.js';

test('ctrl+L locks at once; a reload still shows the lock screen; the password unlocks', async ({
  page,
  daemon,
}) => {
  await prepareOwner(daemon.baseURL);
  await signInThroughPage(page);
  await openFromDesktop(page, 'storageManage');

  await page.keyboard.press('Control+l');
  const lock = page.getByTestId('lock-screen');
  await expect(lock).toBeVisible();

  await page.reload();
  await expect(lock).toBeVisible();
  // The daemon holds the lock too: nothing but unlocking works meanwhile.
  await page.getByTestId('lock-unlock').click();
  await expect(page.getByTestId('lock-error')).toBeVisible();
  await page.getByTestId('lock-password').fill('Wrong-2026b');
  await page.getByTestId('lock-unlock').click();
  await expect(page.getByTestId('lock-error')).toBeVisible();
  await expect(lock).toBeVisible();

  await page.getByTestId('lock-password').fill('Coffer-2026a');
  await page.getByTestId('lock-unlock').click();
  await expect(lock).toHaveCount(0);
  await page.getByTestId('desktop-icon-storageManage').dblclick();
  await expect(
    page.getByTestId('window-storageManage').getByTestId('storage-page-storageOverview'),
  ).toBeVisible();
});

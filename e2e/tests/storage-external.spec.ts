import { prepareOwner } from '../support/api.js';
import { insertDisk } from '../support/admin-cli.js';
import { expect, test } from '../support/daemon.js';
import { openFromDesktop, signInThroughPage } from '../support/desktop.js';

test('a USB disk is formatted as exFAT with a label through the page, then mounted', async ({
  page,
  daemon,
}) => {
  // Loads the storage app's chunks for the first time and runs a storage job: slow on a busy machine.
  test.setTimeout(90_000);
  await Promise.all([prepareOwner(daemon.baseURL), insertDisk(daemon.dataDir, 'usb1', '64G')]);
  await signInThroughPage(page);

  const storage = await openFromDesktop(page, 'storageManage');
  await storage.getByTestId('storage-nav-external').click();
  const disk = storage.getByTestId('external-disk-usb1');
  // The page's chunk is loaded on this first visit.
  await expect(disk.getByTestId('external-no-partition-usb1')).toBeVisible({ timeout: 30_000 });

  await disk.getByTestId('external-format-usb1').click();
  await page.getByTestId('external-format-fs-exfat').click();
  await expect(page.getByTestId('external-format-label-rule')).toContainText('15');
  await page.getByTestId('external-format-label').fill('Photos/2025');
  await expect(page.getByTestId('external-format-label-problem')).toContainText('/');
  await page.getByTestId('external-format-agree').check();
  await expect(page.getByTestId('external-format-start')).toBeDisabled();
  await page.getByTestId('external-format-label').fill('BACKUP');
  await expect(page.getByTestId('external-format-label-problem')).toHaveCount(0);
  await page.getByTestId('external-format-start').click();
  await page.getByTestId('admin-password-input').fill('Coffer-2026a');
  await page.getByTestId('admin-password-ok').click();

  await expect(page.getByTestId('external-format-done')).toBeVisible({ timeout: 30_000 });
  const partitions = page.getByTestId('external-format-partitions');
  await expect(partitions).toContainText('exFAT');
  await expect(partitions).toContainText('BACKUP');
  await page.getByTestId('external-format-close').click();

  await disk.locator('[data-testid^="external-mount-"]').click();
  await expect(disk.locator('[data-testid^="external-mounted-"]')).toBeVisible();
  await expect(disk.getByTestId('external-format-usb1')).toBeDisabled();
});

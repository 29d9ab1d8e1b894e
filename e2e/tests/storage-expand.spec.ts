import { prepareOwner, signIn } from '../support/api.js';
import { insertDisk } from '../support/admin-cli.js';
import { expect, test } from '../support/daemon.js';
import { openFromDesktop, signInThroughPage } from '../support/desktop.js';
import { createPoolOf, serialsOf } from '../support/pools.js';

test('a hot spare is added through its two steps, then the RAID5 grows by a fourth disk', async ({
  page,
  daemon,
}) => {
  test.setTimeout(240_000);
  await prepareOwner(daemon.baseURL);
  for (const slot of ['sata1', 'sata2', 'sata3']) await insertDisk(daemon.dataDir, slot, '4T');
  await insertDisk(daemon.dataDir, 'm2-1', '512G');
  const { token } = await signIn(daemon.baseURL);
  const members = await serialsOf(daemon.baseURL, token, ['sata1', 'sata2', 'sata3']);
  await createPoolOf(daemon.baseURL, token, { raidtype: 'raid5', name: 'Parity', sys: members });
  await insertDisk(daemon.dataDir, 'sata4', '4T');
  await insertDisk(daemon.dataDir, 'sata5', '4T');
  const [added, spare, ssd] = await serialsOf(daemon.baseURL, token, ['sata4', 'sata5', 'm2-1']);

  await signInThroughPage(page);
  const storage = await openFromDesktop(page, 'storageManage');
  await expect(storage.getByTestId('pool-total-Parity')).toHaveText('8TB', { timeout: 30_000 });

  // The spare: one free disk of the pool's kind (the SSD is offered disabled), then the pools.
  await storage.getByTestId('pool-actions-Parity').click();
  await storage.getByTestId('pool-action-spare-Parity').click();
  await expect(page.getByTestId(`disk-choice-${ssd}`)).toBeDisabled();
  await expect(page.getByTestId('spare-next')).toBeDisabled();
  await page.getByTestId(`disk-choice-${spare}`).click();
  await page.getByTestId('spare-next').click();
  await expect(page.getByTestId('spare-pool-Parity')).toBeChecked();
  await page.getByTestId('spare-select-all').click();
  await expect(page.getByTestId('spare-confirm')).toBeDisabled();
  await page.getByTestId('spare-select-all').click();
  await page.getByTestId('spare-confirm').click();
  await page.getByTestId('admin-password-input').fill('Coffer-2026a');
  await page.getByTestId('admin-password-ok').click();
  await expect(page.getByTestId('spare-dialog')).toHaveCount(0);
  await expect(storage.getByTestId(`pool-spare-${spare}`)).toBeVisible();

  // The expansion: the spare is no longer free, the fourth disk is.
  await storage.getByTestId('pool-actions-Parity').click();
  await storage.getByTestId('pool-action-expand-Parity').click();
  await expect(page.getByTestId(`disk-choice-${spare}`)).toHaveCount(0);
  await page.getByTestId(`disk-choice-${added}`).click();
  await expect(page.getByTestId('expand-capacity')).toContainText('12TB');
  await page.getByTestId('expand-start').click();
  await page.getByTestId('admin-password-input').fill('Coffer-2026a');
  await page.getByTestId('admin-password-ok').click();
  await expect(page.getByTestId('job-done')).toBeVisible({ timeout: 120_000 });
  await page.getByTestId('expand-close').click();

  await expect(storage.getByTestId('pool-total-Parity')).toHaveText('12TB');
  await expect(storage.getByTestId(`pool-member-${added}`)).toBeVisible();
  await expect(storage.getByTestId(`pool-spare-${spare}`)).toBeVisible();
});

import { createHash, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { prepareOwner, signIn } from '../support/api.js';
import { coffer, insertDisk } from '../support/admin-cli.js';
import { expect, test } from '../support/daemon.js';
import { openFromDesktop, signInThroughPage } from '../support/desktop.js';
import { createPoolOf, serialsOf } from '../support/pools.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function openStorage(page: Page) {
  await signInThroughPage(page);
  const storage = await openFromDesktop(page, 'storageManage');
  // The app's chunk may take a while on a busy two-core machine.
  await expect(storage.getByTestId('pool-card-Mirror')).toHaveAttribute('data-status', 'ok', {
    timeout: 30_000,
  });
  return storage;
}

test('a pulled disk shows in every open window, and the two-step repair brings the pool back', async ({
  page,
  browser,
  daemon,
}) => {
  test.setTimeout(180_000);
  await prepareOwner(daemon.baseURL);
  await insertDisk(daemon.dataDir, 'sata1', '4T');
  await insertDisk(daemon.dataDir, 'sata2', '4T');
  const { token } = await signIn(daemon.baseURL);
  const members = await serialsOf(daemon.baseURL, token, ['sata1', 'sata2']);
  const { poolId } = await createPoolOf(daemon.baseURL, token, {
    raidtype: 'raid1',
    name: 'Mirror',
    sys: members,
  });
  const file = path.join(daemon.dataDir, 'mnt', poolId, 'probe.bin');
  const content = randomBytes(8 * 1024 * 1024);
  await writeFile(file, content, { flush: true });

  const otherContext = await browser.newContext({ baseURL: daemon.baseURL });
  try {
    const other = await otherContext.newPage();
    // The page that repairs signs in last: the earlier session gets the new-sign-in notice.
    const otherStorage = await openStorage(other);
    const storage = await openStorage(page);

    await coffer(daemon.dataDir, ['bay', 'pull', 'sata2']);
    // Both sessions see it from the engine's push and the page's own reading, without a reload.
    await Promise.all([
      expect(storage.getByTestId('pool-card-Mirror')).toHaveAttribute('data-status', 'degraded', {
        timeout: 3000,
      }),
      expect(otherStorage.getByTestId('pool-card-Mirror')).toHaveAttribute('data-status', 'degraded', {
        timeout: 3000,
      }),
    ]);
    await expect(otherStorage.getByTestId('pool-action-repair-Mirror')).toBeVisible();
  } finally {
    await otherContext.close();
  }

  // Without a free disk to rebuild onto, repair waits and says why; a new disk enables it.
  const storage = page.getByTestId('window-storageManage');
  const repair = storage.getByTestId('pool-action-repair-Mirror');
  await expect(repair).toBeDisabled();
  await expect(storage.getByTestId('pool-action-repair-Mirror-why')).toHaveAttribute(
    'aria-label',
    '没有可作为替换盘的空闲硬盘（同类型且不小于存储池最小硬盘）',
  );
  await insertDisk(daemon.dataDir, 'sata3', '4T');
  const [replacement] = await serialsOf(daemon.baseURL, token, ['sata3']);
  await repair.click();

  // Step 1: the missing member comes chosen; choosing the sound one too is more than RAID1 survives.
  await expect(page.getByTestId(`repair-member-${members[1]}`)).toBeChecked();
  await page.getByTestId(`repair-member-${members[0]}`).click();
  await expect(page.getByTestId('repair-problems')).toContainText('已超过当前模式可以选择的硬盘数量。');
  await expect(page.getByTestId('repair-next')).toBeDisabled();
  await page.getByTestId(`repair-member-${members[0]}`).click();
  await expect(page.getByTestId('repair-problems')).toHaveCount(0);
  await page.getByTestId('repair-next').click();

  // Step 2: the new disk replaces the missing member.
  await expect(page.getByTestId('repair-start')).toBeDisabled();
  await page.getByTestId(`disk-choice-${replacement}`).click();
  await page.getByTestId('repair-start').click();
  await page.getByTestId('admin-password-input').fill('Coffer-2026a');
  await page.getByTestId('admin-password-ok').click();
  await expect(page.getByTestId('job-done')).toBeVisible({ timeout: 120_000 });
  await page.getByTestId('repair-close').click();

  await expect(storage.getByTestId('pool-card-Mirror')).toHaveAttribute('data-status', 'ok', {
    timeout: 20_000,
  });
  await expect(storage.getByTestId(`pool-member-${replacement}`)).toHaveAttribute('data-status', 'ok');
  expect(sha256(await readFile(file))).toBe(sha256(content));
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileListAnswer } from '@coffer/contract';
import { fileList } from '@coffer/contract/calls/files';
import { addAgreedUser } from '../support/accounts.js';
import { post, prepareOwner, signIn } from '../support/api.js';
import { expect, test } from '../support/daemon.js';
import { openFromDesktop, openFromMenu, signInOwnContext, signInThroughPage } from '../support/desktop.js';
import { createPool } from '../support/pools.js';
import { dropFiles } from '../support/uploads.js';

const MiB = 1024 * 1024;
const VIEWPORT = { width: 1280, height: 720 };
const WREN = { username: 'wren', password: 'Coffer-2026w' };
const LIMIT_REACHED = /已达到账号的存储空间上限|storage limit is reached/;
/** Set to write the user table with usage into docs/screens/ (the README's screenshots). */
const SCREENS = process.env.COFFER_USER_SCREENS
  ? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screens')
  : null;

test.use({ bays: 'default', viewport: VIEWPORT });

test('a user past their storage limit cannot upload more, and the page says why', async ({
  page,
  browser,
  daemon,
}) => {
  test.setTimeout(180_000);
  await prepareOwner(daemon.baseURL);
  const owner = await signIn(daemon.baseURL);
  await createPool(daemon.baseURL, owner.token, 'raid1', 'Files');
  await addAgreedUser(daemon.baseURL, daemon.dataDir, WREN, 3);

  // The owner gives Wren a 10 MB limit in the user editor.
  await signInThroughPage(page);
  const center = await openFromDesktop(page, 'userCenter');
  const row = center.locator('.ant-table-row', { hasText: 'wren' });
  await expect(row.getByTestId('user-quota-cell')).toContainText(/尚未使用|Not used yet/, {
    timeout: 30_000,
  });
  await row.getByTestId('user-edit').click();
  const editor = page.getByRole('dialog');
  await expect(editor.getByTestId('user-quota-on')).toBeEnabled();
  await editor.getByTestId('user-quota-on').click();
  await editor.getByTestId('user-quota-amount').fill('10');
  await editor.getByTestId('user-quota-unit').click();
  await page.locator('.ant-select-item-option', { hasText: /^MB$/ }).click();
  await editor.getByRole('button', { name: /保\s*存|Save/ }).click();
  await expect(row.getByTestId('user-quota-cell')).toContainText('0 B / 10 MB');

  // Wren, in a browser of her own: a small upload lands, one past the limit is refused and says why.
  const wrenPage = await signInOwnContext(browser, daemon.baseURL, WREN);
  const tasks = await openFromMenu(wrenPage, 'taskCenter');
  await expect(tasks.getByTestId('upload-empty')).toBeVisible({ timeout: 30_000 });
  await dropFiles(wrenPage, tasks.getByTestId('upload-drop-zone'), [{ name: 'first.bin', bytes: 4 * MiB }]);
  const first = tasks.locator('[data-testid="upload-row"][data-name="first.bin"]');
  await expect(first).toHaveAttribute('data-status', '3', { timeout: 30_000 });
  await dropFiles(wrenPage, tasks.getByTestId('upload-drop-zone'), [{ name: 'big.bin', bytes: 20 * MiB }]);
  await expect(wrenPage.getByText(LIMIT_REACHED)).toBeVisible({ timeout: 10_000 });
  await expect(tasks.locator('[data-testid="upload-row"][data-name="big.bin"]')).toHaveCount(0);
  const wren = await signIn(daemon.baseURL, WREN);
  const listed = await post<FileListAnswer>(daemon.baseURL, fileList.path, { path: '/home' }, wren.token);
  expect(listed.items.map((item) => item.name)).toEqual(['first.bin']);

  // My Account shows her own use of her limit.
  const account = await openFromMenu(wrenPage, 'myAccount');
  await expect(account.getByTestId('my-storage')).toContainText(/10 MB/, { timeout: 20_000 });
  await expect(account.getByTestId('my-storage')).toContainText(/4(\.\d+)? MB/);
  await wrenPage.context().close();

  // The administrator's table shows it too, as used of limit with a bar.
  await page.reload();
  const again = await openFromDesktop(page, 'userCenter');
  const wrenRow = again.locator('.ant-table-row', { hasText: 'wren' });
  await expect(wrenRow.getByTestId('user-quota-cell')).toContainText(/4(\.\d+)? MB \/ 10 MB/, {
    timeout: 30_000,
  });
  await expect(wrenRow.locator('.ant-progress')).toBeVisible();
  if (SCREENS) await page.screenshot({ path: path.join(SCREENS, 'user-quota.png') });
});

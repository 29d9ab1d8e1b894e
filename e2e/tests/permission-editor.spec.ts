import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CALLS, Code, type GroupEntry } from '@coffer/contract';
import { addAgreedUser } from '../support/accounts.js';
import { post, prepareOwner, signIn } from '../support/api.js';
import { expect, test } from '../support/daemon.js';
import { openFromDesktop, signInOwnContext, signInThroughPage } from '../support/desktop.js';
import { createPool } from '../support/pools.js';

const NORA = { username: 'nora', password: 'Coffer-2026n' };

test.use({ bays: 'default', viewport: { width: 1280, height: 720 } });

test('an administrator makes a group folder in the editor and gives a group read-write; a member sees it and writes in it', async ({
  page,
  browser,
  daemon,
}) => {
  test.setTimeout(150_000);
  await prepareOwner(daemon.baseURL);
  const owner = await signIn(daemon.baseURL);
  const poolId = await createPool(daemon.baseURL, owner.token, 'raid1', 'Files');
  await addAgreedUser(daemon.baseURL, daemon.dataDir, NORA, 3);
  const nora = await signIn(daemon.baseURL, NORA);
  const design = await post<GroupEntry>(
    daemon.baseURL,
    CALLS.groupCreate.path,
    { name: 'Design' },
    owner.token,
  );
  await post(
    daemon.baseURL,
    CALLS.groupMembers.path,
    { id: design.id, add: [nora.userid], remove: [] },
    owner.token,
  );

  await signInThroughPage(page);
  const center = await openFromDesktop(page, 'userCenter');
  await center.getByRole('tab', { name: /群组文件夹|Group folders/ }).click();
  await expect(center.getByTestId('folder-table')).toContainText(/还没有群组文件夹|No group folders yet/);

  // A new group folder; its permissions open at once, with nobody but administrators.
  await center.getByTestId('folder-create').click();
  const creator = page.getByTestId('folder-create-dialog');
  await expect(creator.getByRole('button', { name: /保\s*存|Save/ })).toBeDisabled();
  await page.getByTestId('folder-create-name').fill('Projects');
  await page.getByTestId('folder-create-name').press('Enter');
  const editor = page.getByTestId('folder-permit-dialog');
  await expect(editor).toContainText(/只有管理员能访问|only administrators reach/);
  await expect(editor.getByTestId('permit-save')).toBeDisabled();
  await expect(editor.getByTestId('permit-add')).toBeDisabled();

  // The group Design, read-write; the owner is not offered (administrators always read and write).
  await editor.getByTestId('permit-pick').click();
  await expect(page.locator('.ant-select-item-option', { hasText: 'owner' })).toHaveCount(0);
  await page.locator('.ant-select-item-option', { hasText: 'Design' }).click();
  await page.keyboard.press('Escape');
  await editor.getByTestId('permit-add').click();
  const row = editor.locator('.ant-table-row', { hasText: 'Design' });
  await row.locator('label', { hasText: /读写|Read-write/ }).click();
  await expect(row.getByRole('radio', { name: /读写|Read-write/ })).toBeChecked();
  await editor.getByTestId('permit-save').click();
  await expect(editor).toBeHidden();
  const folderRow = center.locator('.ant-table-row', { hasText: 'Projects' });
  await expect(folderRow.getByTestId('folder-level')).toHaveText(/Design · (读写|Read-write)/);

  // By user: nora's effective permission, and where it comes from.
  await center.getByText(/^按用户$|^By user$/).click();
  await center.getByTestId('user-permit-pick').click();
  await page.locator('.ant-select-item-option', { hasText: 'nora' }).click();
  const noraRow = center.getByTestId('user-permit-table').locator('.ant-table-row', { hasText: 'Projects' });
  await expect(noraRow.getByTestId('folder-level').first()).toHaveAttribute('data-level', 'readWrite');
  await expect(noraRow).toContainText('Design');

  // Nora, in a browser of her own, sees the folder and writes in it.
  const noraPage = await signInOwnContext(browser, daemon.baseURL, NORA);
  const files = await openFromDesktop(noraPage, 'fileManage');
  await files.getByTestId('fm-nav-public').click();
  await files.locator('[data-testid="fm-row"][data-name="Projects"]').dblclick({ timeout: 20_000 });
  await expect(files.getByTestId('fm-crumb-current')).toHaveText('Projects');
  await files
    .getByTestId('fm-upload-files-input')
    .setInputFiles([{ name: 'brief.txt', mimeType: 'text/plain', buffer: Buffer.from('from nora\n') }]);
  await expect(files.locator('[data-testid="fm-row"][data-name="brief.txt"]')).toBeVisible({
    timeout: 30_000,
  });
  const written = path.join(daemon.dataDir, 'mnt', poolId, 'public', 'Projects', 'brief.txt');
  expect(existsSync(written) && readFileSync(written, 'utf8')).toBe('from nora\n');
  await noraPage.context().close();
});

test('an administrator denies a user an app: the desktop stops offering it and its calls are refused', async ({
  page,
  browser,
  daemon,
}) => {
  test.setTimeout(120_000);
  await prepareOwner(daemon.baseURL);
  await addAgreedUser(daemon.baseURL, daemon.dataDir, NORA, 3);
  const nora = await signIn(daemon.baseURL, NORA);
  const sharesCall = () =>
    post(daemon.baseURL, CALLS.shareList.path, {}, nora.token).then(
      () => 'ok',
      (error: Error) => error.message,
    );
  expect(await sharesCall()).toBe('ok');

  const noraPage = await signInOwnContext(browser, daemon.baseURL, NORA);
  await expect(noraPage.getByTestId('desktop-icon-shareManage')).toBeVisible();

  await signInThroughPage(page);
  const center = await openFromDesktop(page, 'userCenter');
  await center.getByRole('tab', { name: /应用权限|App permissions/ }).click();
  const panel = center.getByTestId('app-permit-panel');
  await expect(panel.getByTestId('app-permit-save')).toBeDisabled();
  await panel.getByTestId('app-permit-pick').click();
  await page.locator('.ant-select-item-option', { hasText: 'nora' }).click();
  const shares = panel.locator('.ant-table-row', {
    has: page.locator('[data-service="shareManage"]'),
  });
  await expect(shares.getByTestId('app-permit-answer')).toHaveAttribute('data-permission', '1');
  await shares.locator('label', { hasText: /禁止|Deny/ }).click();
  await panel.getByTestId('app-permit-save').click();
  await expect(shares.getByTestId('app-permit-answer')).toHaveAttribute('data-permission', '0');
  await expect(panel.getByTestId('app-permit-save')).toBeDisabled();

  // The daemon refuses the app's calls at once; her desktop no longer offers it once it asks again
  // (here: the next load), nor its address.
  expect(await sharesCall()).toContain(Code.appServiceDenied);
  // The CSV of every user's app permissions says so too.
  await panel.getByTestId('app-permit-csv').click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /所有用户的应用权限|Every user’s app permissions/ }).click();
  const csv = readFileSync(await (await downloading).path(), 'utf8').replace(/^\uFEFF/, '');
  const [header, ...lines] = csv
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));
  const noraLine = lines.find((line) => line[1] === 'nora');
  expect(noraLine?.[header!.indexOf('shareManage')]).toBe('deny');
  expect(noraLine?.[header!.indexOf('fileManage')]).toBe('allow');
  await noraPage.reload();
  await expect(noraPage.getByTestId('desktop-icon-fileManage')).toBeVisible();
  await expect(noraPage.getByTestId('desktop-icon-shareManage')).toHaveCount(0);
  await noraPage.getByTestId('app-menu-button').click();
  await expect(noraPage.getByTestId('app-menu-item-fileManage')).toBeVisible();
  await expect(noraPage.getByTestId('app-menu-item-shareManage')).toHaveCount(0);
  await noraPage.goto('/home/fastShareCenter/shareContent/file');
  await expect(noraPage).toHaveURL(/\/home\/401$/);

  // Allowed again (the setting cleared: nobody's grant means allowed), the app is back.
  await shares.locator('label', { hasText: /不设置|Not set/ }).click();
  await panel.getByTestId('app-permit-save').click();
  await expect(shares.getByTestId('app-permit-answer')).toHaveAttribute('data-permission', '1');
  expect(await sharesCall()).toBe('ok');
  await noraPage.goto('/home/');
  await expect(noraPage.getByTestId('desktop-icon-shareManage')).toBeVisible();
  await noraPage.context().close();
});

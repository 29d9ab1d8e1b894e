import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { CALLS } from '@coffer/contract';
import { post, prepareOwner, signIn } from '../support/api.js';
import { expect, test, type Daemon } from '../support/daemon.js';
import { openFromDesktop, openFromMenu, signInThroughPage } from '../support/desktop.js';
import { createPool } from '../support/pools.js';

// A RAID1 pool over the device's two SATA disks holds the files.
test.use({ bays: 'default', viewport: { width: 1280, height: 720 } });

/**
 * The owner's own folder with: notes.txt (to rename and delete), report.txt beside a folder `dest`
 * that holds a report.txt of its own (a conflict), and `album` with two files (the zip download).
 */
async function prepareFiles(daemon: Daemon): Promise<void> {
  await prepareOwner(daemon.baseURL);
  const session = await signIn(daemon.baseURL);
  const poolId = await createPool(daemon.baseURL, session.token, 'raid1', 'Files');
  for (const name of ['dest', 'album']) {
    await post(daemon.baseURL, CALLS.fileMkdir.path, { path: '/home', name }, session.token);
  }
  await post(daemon.baseURL, CALLS.fileMkdir.path, { path: '/home/album', name: 'inner' }, session.token);
  const home = path.join(daemon.dataDir, 'mnt', poolId, 'homes', String(session.userid));
  writeFileSync(path.join(home, 'notes.txt'), 'notes\n');
  writeFileSync(path.join(home, 'report.txt'), 'the newer report\n');
  writeFileSync(path.join(home, 'dest', 'report.txt'), 'the older report\n');
  writeFileSync(path.join(home, 'album', 'one.txt'), 'one\n');
  writeFileSync(path.join(home, 'album', 'inner', 'two.txt'), 'two\n');
}

const row = (window: Locator, name: string) => window.locator(`[data-testid="fm-row"][data-name="${name}"]`);

async function openFiles(page: Page): Promise<Locator> {
  await signInThroughPage(page);
  const window = await openFromDesktop(page, 'fileManage');
  await expect(row(window, 'notes.txt')).toBeVisible({ timeout: 30_000 });
  return window;
}

test('rename, move by drag with a conflict kept both, delete and restore, download a folder as zip', async ({
  page,
  daemon,
}) => {
  test.setTimeout(150_000);
  await prepareFiles(daemon);
  const files = await openFiles(page);

  // Rename with F2, inline.
  await row(files, 'notes.txt').click();
  await page.keyboard.press('F2');
  const input = files.getByTestId('fm-rename-input');
  await input.fill('renamed.txt');
  await input.press('Enter');
  await expect(row(files, 'renamed.txt')).toBeVisible();
  await expect(row(files, 'notes.txt')).toHaveCount(0);

  // Drag report.txt onto the folder holding a report.txt: keep both.
  // A row drags by its icon or name (a press on its blank part draws a rubber band).
  await row(files, 'report.txt').locator('.fm-name').dragTo(row(files, 'dest'));
  const dialog = page.getByTestId('fm-conflict-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('fm-conflict-item')).toHaveCount(1);
  await dialog.getByText('保留两者').click();
  await page.getByTestId('fm-conflict-ok').click();
  await expect(row(files, 'report.txt')).toHaveCount(0, { timeout: 20_000 });
  await row(files, 'dest').dblclick();
  await expect(files.getByTestId('fm-crumb-current')).toHaveText('dest');
  await expect(files.locator('[data-testid="fm-row"][data-name^="report"]')).toHaveCount(2);
  await page.keyboard.press('Backspace');
  await expect(row(files, 'renamed.txt')).toBeVisible();

  // Delete goes to the recycle bin, after a confirmation that says so.
  await row(files, 'renamed.txt').click();
  await page.keyboard.press('Delete');
  await expect(page.getByText('删除后将移入回收站，可在回收站中恢复。')).toBeVisible();
  await page.getByRole('button', { name: /删\s*除/ }).click();
  await expect(row(files, 'renamed.txt')).toHaveCount(0, { timeout: 20_000 });

  const recycle = await openFromMenu(page, 'recycle');
  const deleted = recycle.locator('[data-testid="recycle-row"][data-name="renamed.txt"]');
  await expect(deleted).toBeVisible({ timeout: 30_000 });
  await deleted.click();
  await recycle.getByTestId('recycle-restore').click();
  await page.getByTestId('recycle-restore-ok').click();
  await expect(deleted).toHaveCount(0, { timeout: 20_000 });
  await expect(recycle.getByTestId('recycle-empty-state')).toBeVisible();

  await openFromMenu(page, 'fileManage');
  await files.getByTestId('fm-refresh').click();
  await expect(row(files, 'renamed.txt')).toBeVisible({ timeout: 20_000 });

  // A folder downloads as one zip holding its tree.
  await row(files, 'album').click({ button: 'right' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('fm-menu-download').click(),
  ]);
  const zip = await download.path();
  const listing = execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8' }).split('\n').filter(Boolean);
  expect(listing).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/(^|\/)one\.txt$/),
      expect.stringMatching(/inner\/two\.txt$/),
    ]),
  );
  expect(
    execFileSync('unzip', ['-p', zip, listing.find((name) => name.endsWith('one.txt'))!], {
      encoding: 'utf8',
    }),
  ).toBe('one\n');
});

test('a folder of 100 000 entries opens at once and scrolls to its last row', async ({ page, daemon }) => {
  test.setTimeout(150_000);
  await prepareOwner(daemon.baseURL);
  const session = await signIn(daemon.baseURL);
  const poolId = await createPool(daemon.baseURL, session.token, 'raid1', 'Files');
  await post(daemon.baseURL, CALLS.fileMkdir.path, { path: '/home', name: 'many' }, session.token);
  const many = path.join(daemon.dataDir, 'mnt', poolId, 'homes', String(session.userid), 'many');
  execFileSync('bash', ['-c', 'seq -f "f%06g" 0 99999 | xargs touch'], { cwd: many });
  await signInThroughPage(page);
  const files = await openFromDesktop(page, 'fileManage');
  await expect(row(files, 'many')).toBeVisible({ timeout: 30_000 });
  await row(files, 'many').dblclick();
  await expect(row(files, 'f000000')).toBeVisible({ timeout: 20_000 });
  await expect(files.getByTestId('fm-status-count')).toHaveText('100000 项');

  const list = files.locator('.fm-list-body');
  await list.evaluate((element) => (element.scrollTop = element.scrollHeight));
  await expect(row(files, 'f099999')).toBeVisible({ timeout: 10_000 });
  await list.evaluate((element) => (element.scrollTop = element.scrollHeight / 2));
  await expect(row(files, 'f050000')).toBeVisible({ timeout: 10_000 });
  // Only the rows in view are in the page.
  expect(await files.getByTestId('fm-row').count()).toBeLessThan(60);
});

test('the search page shows the names found, and opens the folder of one', async ({ page, daemon }) => {
  test.setTimeout(120_000);
  await prepareFiles(daemon);
  const files = await openFiles(page);
  await files.getByTestId('fm-nav-search').click();
  await files.getByTestId('fm-search-input').locator('input').fill('report');
  await files.getByTestId('fm-search-input').locator('input').press('Enter');
  await expect(files.getByTestId('fm-search-row')).toHaveCount(2, { timeout: 20_000 });
  await expect(files.getByTestId('fm-search-progress')).toContainText('搜索完成');
  // No upload on the search page (UPL-07).
  await expect(files.getByTestId('fm-upload')).toHaveCount(0);
  await files.getByTestId('fm-search-row').filter({ hasText: '/home/dest' }).dblclick();
  await expect(files.getByTestId('fm-crumb-current')).toHaveText('dest');
});

test('files chosen with the upload button land in the open folder', async ({ page, daemon }) => {
  test.setTimeout(120_000);
  await prepareFiles(daemon);
  const files = await openFiles(page);
  await files
    .getByTestId('fm-upload-files-input')
    .setInputFiles([
      { name: 'uploaded.txt', mimeType: 'text/plain', buffer: Buffer.from('sent from the page\n') },
    ]);
  await expect(row(files, 'uploaded.txt')).toBeVisible({ timeout: 30_000 });
});

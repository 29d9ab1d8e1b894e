import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, type Browser, type Locator, type Page } from '@playwright/test';
import { CALLS, type FileListAnswer, type PublicDir } from '@coffer/contract';
import { startScratchDaemon, type ScratchDaemon } from '../../scripts/lib/daemon.js';
import { addAgreedUser } from '../support/accounts.js';
import { post, prepareOwner, signIn } from '../support/api.js';
import { expect } from '../support/daemon.js';
import { openFromDesktop, signInOwnContext, signInThroughPage } from '../support/desktop.js';
import { createPool } from '../support/pools.js';
import { dropFiles } from '../support/uploads.js';

/*
 * What a person does in the file manager by hand: drop files from the operating system onto it,
 * copy and move with the clipboard keys, draw a rubber band, open a file with Enter. The tests share
 * one daemon and one signed-in page (each works in folders of its own), so the spec stays quick.
 */
const test = base;
test.describe.configure({ mode: 'serial' });

const MiB = 1024 * 1024;
const LONG_FOLDER_SIZE = 300;

let daemon: ScratchDaemon;
let token: string;
let page: Page;
let files: Locator;

const row = (name: string) => files.locator(`[data-testid="fm-row"][data-name="${name}"]`);
const selectedRows = () => files.locator('[data-testid="fm-row"][aria-selected="true"]');

async function listing(folder: string, as = token): Promise<Map<string, number>> {
  const answer = await post<FileListAnswer>(
    daemon.baseURL,
    CALLS.fileList.path,
    { path: folder, limit: 1000 },
    as,
  );
  return new Map(answer.items.map((item) => [item.name, item.size]));
}

/** Opens a folder of the home folder by double-clicking its row, as from the home folder's listing. */
async function openFolder(name: string): Promise<void> {
  await row(name).dblclick();
  await expect(files.getByTestId('fm-crumb-current')).toHaveText(name);
}

async function goHome(): Promise<void> {
  await files.getByTestId('fm-crumbs').getByText('我的文件').click();
  await expect(files.getByTestId('fm-crumb-current')).toHaveText('我的文件');
}

/** A click on the empty space under the rows: the list takes the keyboard, nothing is selected. */
async function clickEmptySpace(): Promise<void> {
  const box = await files.getByTestId('fm-area').boundingBox();
  if (!box) throw new Error('no list on screen');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height - 12);
}

async function prepare(browser: Browser): Promise<void> {
  daemon = await startScratchDaemon('coffer-e2e-', 'default');
  await prepareOwner(daemon.baseURL);
  const session = await signIn(daemon.baseURL);
  token = session.token;
  const poolId = await createPool(daemon.baseURL, token, 'raid1', 'Files');
  await post(daemon.baseURL, CALLS.fileList.path, { path: '/home' }, token);
  const home = path.join(daemon.dataDir, 'mnt', poolId, 'homes', String(session.userid));
  for (const folder of ['Reports', 'Archive', 'Long', 'Inbox']) mkdirSync(path.join(home, folder));
  writeFileSync(path.join(home, 'a.txt'), 'a'.repeat(1000));
  writeFileSync(path.join(home, 'b.txt'), 'b'.repeat(2000));
  writeFileSync(path.join(home, 'notes.txt'), 'first line\n');
  for (let index = 0; index < LONG_FOLDER_SIZE; index += 1)
    writeFileSync(path.join(home, 'Long', `entry-${String(index).padStart(3, '0')}.txt`), 'x');

  const context = await browser.newContext({
    baseURL: daemon.baseURL,
    viewport: { width: 1280, height: 720 },
  });
  page = await context.newPage();
  await signInThroughPage(page);
  files = await openFromDesktop(page, 'fileManage');
  await expect(row('a.txt')).toBeVisible({ timeout: 30_000 });
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  await prepare(browser);
});

test.afterAll(async () => {
  await page?.context().close();
  await daemon?.dispose();
});

test('files dropped onto the file manager upload into the folder shown, and onto a folder row into it', async () => {
  test.setTimeout(90_000);
  await openFolder('Inbox');
  await dropFiles(page, files.getByTestId('fm-area'), [
    { name: 'dropped.bin', bytes: 3 * MiB },
    { name: 'dropped.txt', text: 'dropped from the desktop\n' },
  ]);
  await expect(row('dropped.bin')).toBeVisible({ timeout: 30_000 });
  await expect(row('dropped.bin').locator('.fm-col-size')).toHaveText('3 MB');
  await expect(row('dropped.txt').locator('.fm-col-size')).toHaveText('25 B');

  // Onto a folder's row: into that folder, not the one shown.
  await goHome();
  await dropFiles(page, row('Reports'), [{ name: 'into-reports.bin', bytes: 1 * MiB }]);
  await expect
    .poll(async () => (await listing('/home/Reports')).get('into-reports.bin'), { timeout: 30_000 })
    .toBe(MiB);
  expect((await listing('/home')).has('into-reports.bin')).toBe(false);
  await openFolder('Reports');
  await expect(row('into-reports.bin').locator('.fm-col-size')).toHaveText('1 MB');
  expect(await listing('/home/Inbox')).toEqual(
    new Map([
      ['dropped.bin', 3 * MiB],
      ['dropped.txt', 25],
    ]),
  );

  // The search page takes no upload: the drop is refused with the catalogue's words.
  await files.getByTestId('fm-nav-search').click();
  await dropFiles(page, files.getByTestId('fm-search'), [{ name: 'not-here.txt', text: 'no\n' }]);
  await expect(page.getByText('此处不允许上传')).toBeVisible();
  await files.getByTestId('fm-nav-home').click();
  await expect(row('a.txt')).toBeVisible();
  expect((await listing('/home')).has('not-here.txt')).toBe(false);
});

test('Ctrl+C / Ctrl+V copies, a second paste asks about the conflict, Ctrl+X / Ctrl+V moves', async () => {
  test.setTimeout(90_000);
  await row('a.txt').click();
  await row('b.txt').click({ modifiers: ['Control'] });
  await page.keyboard.press('Control+C');
  await openFolder('Reports');
  await clickEmptySpace();
  await page.keyboard.press('Control+V');
  await expect(row('a.txt')).toBeVisible({ timeout: 20_000 });
  await expect(row('b.txt').locator('.fm-col-size')).toHaveText('1.95 KB');
  // A copy: the originals stay where they were.
  const home = await listing('/home');
  expect([home.get('a.txt'), home.get('b.txt')]).toEqual([1000, 2000]);

  // Pasted again, both names are taken: the person chooses, here to keep both for each.
  await page.keyboard.press('Control+V');
  const dialog = page.getByTestId('fm-conflict-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('fm-conflict-item')).toHaveCount(2);
  await dialog.getByTestId('fm-conflict-all').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '保留两者' }).click();
  await page.getByTestId('fm-conflict-ok').click();
  await expect(files.locator('[data-testid="fm-row"][data-name^="a"]')).toHaveCount(2, { timeout: 20_000 });
  await expect(files.locator('[data-testid="fm-row"][data-name^="b"]')).toHaveCount(2);

  // Cut: the entry looks cut until it is pasted elsewhere, then leaves this folder.
  await row('b.txt').click();
  await page.keyboard.press('Control+X');
  await expect(row('b.txt')).toHaveClass(/fm-row-cut/);
  await expect(row('a.txt')).not.toHaveClass(/fm-row-cut/);
  await goHome();
  await openFolder('Archive');
  await clickEmptySpace();
  await page.keyboard.press('Control+V');
  await expect(row('b.txt')).toBeVisible({ timeout: 20_000 });
  await expect(row('b.txt')).not.toHaveClass(/fm-row-cut/);
  expect((await listing('/home/Archive')).get('b.txt')).toBe(2000);
  const reports = await listing('/home/Reports');
  expect(reports.has('b.txt')).toBe(false);
  expect(reports.get('a.txt')).toBe(1000);

  // The context menu's copy and paste do the same.
  await goHome();
  await row('notes.txt').click({ button: 'right' });
  await page.getByTestId('fm-menu-copy').click();
  await openFolder('Archive');
  await clickEmptySpace();
  await files.getByTestId('fm-area').click({ button: 'right', position: { x: 400, y: 300 } });
  await page.getByTestId('fm-menu-paste').click();
  await expect(row('notes.txt')).toBeVisible({ timeout: 20_000 });
  expect((await listing('/home')).has('notes.txt')).toBe(true);
  await goHome();
});

test('a rubber band selects the rows it touches, adds with Ctrl, and scrolls a long list', async () => {
  test.setTimeout(90_000);
  const area = await files.getByTestId('fm-area').boundingBox();
  const first = await row('Archive').boundingBox();
  const third = await row('Long').boundingBox();
  if (!area || !first || !third) throw new Error('not on screen');
  // From the empty space under the rows up into the third row, past the names' text.
  const x = area.x + area.width * 0.55;
  await page.mouse.move(x, area.y + area.height - 20);
  await page.mouse.down();
  await page.mouse.move(x, third.y + third.height / 2, { steps: 8 });
  await expect(files.getByTestId('fm-marquee')).toBeVisible();
  await page.mouse.up();
  await expect(files.getByTestId('fm-marquee')).toHaveCount(0);
  const total = await files.locator('[data-testid="fm-row"]').count();
  // Every row from the third down is selected; the first two are not.
  await expect(selectedRows()).toHaveCount(total - 2);
  await expect(row('Archive')).toHaveAttribute('aria-selected', 'false');

  // A plain click on the empty space clears it; a band with Ctrl adds to what is selected.
  await clickEmptySpace();
  await expect(selectedRows()).toHaveCount(0);
  await row('Archive').click();
  await page.keyboard.down('Control');
  await page.mouse.move(x, third.y + third.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, third.y + third.height * 1.5, { steps: 5 });
  await page.mouse.up();
  await page.keyboard.up('Control');
  await expect(selectedRows()).toHaveCount(3);
  await expect(row('Archive')).toHaveAttribute('aria-selected', 'true');

  // In a long list the band starts on a row's blank part and, held below the list, scrolls it.
  await openFolder('Long');
  const body = files.locator('.fm-list-body');
  const bodyBox = await body.boundingBox();
  const top = await row('entry-000.txt').boundingBox();
  if (!bodyBox || !top) throw new Error('not on screen');
  await page.mouse.move(x, top.y + top.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, bodyBox.y + bodyBox.height + 30, { steps: 6 });
  await expect
    .poll(() => body.evaluate((element) => element.scrollTop), { timeout: 10_000 })
    .toBeGreaterThan(2000);
  await page.mouse.up();
  const chosen = Number(/\d+/.exec((await files.getByTestId('fm-status-selected').textContent()) ?? '')?.[0]);
  expect(chosen).toBeGreaterThan(60);
  expect(chosen).toBeLessThanOrEqual(LONG_FOLDER_SIZE);
  await expect(row('entry-000.txt')).toHaveCount(0);

  // The grid: a band drawn from the gap under the tiles over the first row of tiles.
  await files.getByTestId('fm-view').getByTitle('缩略图').click();
  const grid = files.getByTestId('fm-grid');
  await expect(grid).toBeVisible();
  await grid.evaluate((element) => element.scrollTo(0, 0));
  const gridBox = await grid.boundingBox();
  const tile = await row('entry-000.txt').boundingBox();
  const tile2 = await row('entry-002.txt').boundingBox();
  if (!gridBox || !tile || !tile2) throw new Error('not on screen');
  await page.mouse.move(tile.x + 2, tile.y + tile.height + 3);
  await page.mouse.down();
  await page.mouse.move(tile2.x + tile2.width / 2, tile.y + tile.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(selectedRows()).toHaveCount(3);
  await expect(row('entry-001.txt')).toHaveAttribute('aria-selected', 'true');
  await expect(row('entry-003.txt')).toHaveAttribute('aria-selected', 'false');
  await files.getByTestId('fm-view').getByTitle('列表').click();
  await goHome();
});

test('Enter on a text file opens the text editor; saved, the list shows its new size', async () => {
  test.setTimeout(60_000);
  await row('notes.txt').click();
  await page.keyboard.press('Enter');
  const editor = page.getByTestId('window-txtEditor');
  await expect(editor.getByTestId('txt-editor-area')).toHaveValue('first line\n', { timeout: 20_000 });
  await editor.getByTestId('txt-editor-area').fill('a longer text, saved from the file manager\n'.repeat(50));
  await editor.getByTestId('txt-editor-save').click();
  await expect(editor.getByTestId('txt-editor-saved')).toBeVisible();
  expect((await listing('/home')).get('notes.txt')).toBe(2150);
  await expect(row('notes.txt').locator('.fm-col-size')).toHaveText('2.1 KB');
});

test('a group folder without read-write permission refuses dropped files, one with it takes them', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const MEMBER = { username: 'member', password: 'Coffer-2026c' };
  await addAgreedUser(daemon.baseURL, daemon.dataDir, MEMBER, 3);
  const member = await signIn(daemon.baseURL, MEMBER);
  for (const [name, permission] of [
    ['Sales', 2],
    ['Team', 1],
  ] as const) {
    const dir = await post<PublicDir>(daemon.baseURL, CALLS.publicNewDir.path, { name }, token);
    await post(
      daemon.baseURL,
      CALLS.publicSaveDirsPermit.path,
      { fid: dir.fid, permits: [{ type: 'user', id: member.userid, permission }] },
      token,
    );
  }
  const memberPage = await signInOwnContext(browser, daemon.baseURL, MEMBER);
  const memberFiles = await openFromDesktop(memberPage, 'fileManage');
  await memberFiles.getByTestId('fm-nav-public').click();
  const group = (name: string) => memberFiles.locator(`[data-testid="fm-row"][data-name="${name}"]`);
  await expect(group('Team')).toBeVisible({ timeout: 20_000 });

  await dropFiles(memberPage, group('Sales'), [{ name: 'refused.txt', text: 'no\n' }]);
  await expect(memberPage.getByText('该账号没有读写权限，无法上传')).toBeVisible();
  // The public folder itself holds only group folders.
  await dropFiles(memberPage, memberFiles.getByTestId('fm-area'), [{ name: 'loose.txt', text: 'no\n' }]);
  await expect(memberPage.getByText('此处不允许上传')).toBeVisible();
  await dropFiles(memberPage, group('Team'), [{ name: 'accepted.txt', text: 'yes\n' }]);
  await expect
    .poll(async () => (await listing('/public/Team', member.token)).get('accepted.txt'), { timeout: 30_000 })
    .toBe(4);
  expect((await listing('/public/Sales', member.token)).size).toBe(0);
  await memberPage.context().close();
});

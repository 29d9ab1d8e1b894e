import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { post, prepareOwner, signIn } from '../support/api.js';
import { expect, test } from '../support/daemon.js';
import { expectDialogOpened, openFromDesktop, signInThroughPage } from '../support/desktop.js';
import { createPool } from '../support/pools.js';

const VIEWPORT = { width: 1280, height: 720 };

/** Uploads one file through the tus endpoint in a single creation-with-upload request. */
async function uploadFile(baseURL: string, token: string, dir: string, name: string, content: Buffer) {
  const metadata = Object.entries({ dir, filename: name })
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
  const response = await fetch(`${baseURL}/v2/file/upload/`, {
    method: 'POST',
    headers: {
      token,
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(content.length),
      'Upload-Metadata': metadata,
      'Content-Type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(content),
  });
  expect(response.status).toBe(201);
  expect(response.headers.get('upload-offset')).toBe(String(content.length));
}
const SHARED = 'Quarterly report.pdf';
/** Set to write the share app and the public page into docs/screens/ (the README's screenshots). */
const SCREENS = process.env.COFFER_SHARE_SCREENS
  ? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screens')
  : null;

// A RAID1 pool over the device's two SATA disks holds the files.
test.use({ bays: 'default', viewport: VIEWPORT });

test('a share link with a code made in the share app opens in a fresh browser without signing in', async ({
  page,
  browser,
  daemon,
}) => {
  // Builds a pool and loads the share app's and the share page's chunks for the first time.
  test.setTimeout(150_000);
  await prepareOwner(daemon.baseURL);
  const { token, userid } = await signIn(daemon.baseURL);
  const poolId = await createPool(daemon.baseURL, token, 'raid1', 'Files');
  const home = path.join(daemon.dataDir, 'mnt', poolId, 'homes', String(userid));
  const content = randomBytes(300_000);
  await uploadFile(daemon.baseURL, token, '/home', SHARED, content);
  expect(readFileSync(path.join(home, SHARED)).equals(content)).toBe(true);

  await signInThroughPage(page);
  await page.goto(`/home/fastShareCenter/shareContent/file?create=${encodeURIComponent(`/home/${SHARED}`)}`);
  // antd puts a test id on the modal's zero-size root: the dialog is found by its role.
  const dialog = page.getByRole('dialog');
  await expectDialogOpened(dialog);
  await expect(dialog.getByTestId('share-create-path')).toHaveText(`/home/${SHARED}`);
  // Three days is the default lifetime (DECISIONS).
  await expect(dialog.getByTestId('share-expiry-3')).toBeChecked();
  await dialog.getByTestId('share-expiry-7').check();
  await dialog.getByTestId('share-code-set').check();
  await dialog.getByTestId('share-code-input').fill('ab');
  await expect(page.locator('#share-create-submit')).toBeDisabled();
  await dialog.getByTestId('share-code-input').fill('k7m2');
  await page.locator('#share-create-submit').click();

  const created = page.getByRole('dialog');
  const url = await created.getByTestId('share-created-url').inputValue();
  expect(url).toMatch(new RegExp(`^${daemon.baseURL}/home/share/[A-Za-z0-9_-]+$`));
  await expect(created.getByTestId('share-created-code')).toHaveText('k7m2');
  await created.getByRole('button', { name: /Done|完成/ }).click();
  const row = page.getByTestId('share-table').locator('tr', { hasText: SHARED });
  await expect(row.getByTestId('share-code')).toHaveText('k7m2');
  await expect(row.getByTestId('share-state')).toBeVisible();
  if (SCREENS) await page.screenshot({ path: path.join(SCREENS, 'share-manage.png') });

  // A visitor: a browser context of its own, never signed in.
  const visitor = await browser.newContext({ viewport: VIEWPORT, acceptDownloads: true });
  const share = await visitor.newPage();
  await share.goto(url);
  await expect(share.getByTestId('share-title')).toHaveText(SHARED);
  await share.getByTestId('share-code-entry').fill('zzzz');
  await share.getByTestId('share-code-open').click();
  await expect(share.getByTestId('share-code-error')).toBeVisible();
  await share.getByTestId('share-code-entry').fill('k7m2');
  await share.getByTestId('share-code-open').click();
  const button = share.getByTestId('share-download');
  await expect(button).toBeVisible();
  if (SCREENS) await share.screenshot({ path: path.join(SCREENS, 'share-page.png') });
  const [download] = await Promise.all([share.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(SHARED);
  expect(readFileSync(await download.path()).equals(content)).toBe(true);

  // The owner sees the visit and the download counted.
  await page.reload();
  await expect(page.getByTestId('share-table').locator('tr', { hasText: SHARED })).toContainText('1 / 1');

  // A folder without a code: its listing, a folder inside it by breadcrumbs, and the zip. Its
  // files are written into the owner's folder on the pool directly.
  const folder = path.join(home, 'Team photos');
  mkdirSync(path.join(folder, '2026 trip'), { recursive: true });
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2f6f9f' } })
    .jpeg()
    .toFile(path.join(folder, 'cover.jpg'));
  writeFileSync(path.join(folder, 'notes.txt'), 'who took which photo');
  writeFileSync(path.join(folder, '2026 trip', 'beach.jpg'), randomBytes(80_000));
  const folderLink = await post<{ url: string }>(
    daemon.baseURL,
    '/v2/tob/share/create',
    { path: '/home/Team photos' },
    token,
  );
  const browse = await visitor.newPage();
  await browse.goto(folderLink.url);
  const listing = browse.getByTestId('share-listing');
  await expect(listing.getByTestId('share-entry')).toHaveText(['2026 trip', 'cover.jpg', 'notes.txt']);
  // The image's thumbnail shows in the list; a click opens its larger preview, Escape closes it.
  const loaded = (image: Locator) =>
    expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  await expect(listing.getByTestId('share-thumb')).toHaveCount(1);
  await loaded(listing.getByTestId('share-thumb'));
  await listing.getByRole('button', { name: /cover\.jpg/ }).click();
  await loaded(browse.getByTestId('share-preview-image'));
  expect(
    await browse.getByTestId('share-preview-image').evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBe(1024);
  await browse.keyboard.press('Escape');
  await expect(browse.getByTestId('share-preview')).toBeHidden();
  await browse.getByTestId('share-view-grid').click();
  await expect(browse.getByTestId('share-tile')).toHaveCount(3);
  await loaded(browse.getByTestId('share-grid').getByTestId('share-thumb'));
  await browse.getByTestId('share-view-list').click();
  await listing.getByRole('button', { name: '2026 trip' }).click();
  await expect(listing.getByTestId('share-entry')).toHaveText(['beach.jpg']);
  // Its bytes are no image: the thumbnail's place shows the image icon, not a broken picture.
  await expect(listing.getByTestId('share-thumb-failed')).toBeVisible();
  await expect(browse.getByTestId('share-crumbs')).toContainText('2026 trip');
  const [zip] = await Promise.all([
    browse.waitForEvent('download'),
    browse.getByTestId('share-download-zip').click(),
  ]);
  expect(zip.suggestedFilename()).toBe('2026 trip.zip');
  // A stored zip holds the file's bytes as they are.
  expect(
    readFileSync(await zip.path()).includes(readFileSync(path.join(folder, '2026 trip', 'beach.jpg'))),
  ).toBe(true);

  // Once the file is gone, the link says so.
  rmSync(path.join(home, SHARED));
  await share.reload();
  await expect(share.getByTestId('share-problem-gone')).toBeVisible();
  // Guessing a code: after 5 wrong ones the visitor is told to wait.
  writeFileSync(path.join(home, 'guarded.txt'), 'x');
  const guarded = await post<{ url: string }>(
    daemon.baseURL,
    '/v2/tob/share/create',
    { path: '/home/guarded.txt', code: 'r4t5' },
    token,
  );
  const guess = await visitor.newPage();
  await guess.goto(guarded.url);
  for (const wrong of ['aaaa', 'bbbb', 'cccc', 'dddd']) {
    await guess.getByTestId('share-code-entry').fill(wrong);
    await guess.getByTestId('share-code-open').click();
    await expect(guess.getByTestId('share-code-open')).not.toHaveClass(/ant-btn-loading/);
    await expect(guess.getByTestId('share-code-error')).toBeVisible();
  }
  await guess.getByTestId('share-code-entry').fill('eeee');
  await guess.getByTestId('share-code-open').click();
  await expect(guess.getByTestId('share-problem-tooMany')).toBeVisible();
  await visitor.close();

  // The app in its window on the desktop shows the same links, the gone one marked.
  await page.goto('/home/');
  const window = await openFromDesktop(page, 'shareManage');
  const gone = window.getByTestId('share-table').locator('tr', { hasText: SHARED });
  await expect(gone.getByTestId('share-state')).toHaveText(/文件已移动或删除|File moved or deleted/);
});

import type { Locator, Page } from '@playwright/test';
import { prepareOwner } from '../support/api.js';
import { expect, test } from '../support/daemon.js';
import { boxOf, openFromDesktop, openFromMenu, signInThroughPage } from '../support/desktop.js';

const zOf = async (window: Locator) => Number(await window.getAttribute('data-z'));

/** Drags a window by a free spot of its header (left of the buttons) by dx, dy. */
async function dragHeader(page: Page, name: string, dx: number, dy: number): Promise<void> {
  const header = await boxOf(page.getByTestId(`window-header-${name}`));
  const x = header.x + header.width * 0.4;
  const y = header.y + header.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

test.beforeEach(async ({ page, daemon }) => {
  await prepareOwner(daemon.baseURL);
  await signInThroughPage(page);
});

test('three windows: drag, maximise, minimise and restore, close, always on top', async ({ page }) => {
  const storage = await openFromDesktop(page, 'storageManage');
  const video = await openFromMenu(page, 'video');
  const album = await openFromMenu(page, 'album');
  await expect(album).toHaveAttribute('data-active', 'true');
  await expect(storage).toHaveAttribute('data-active', 'false');

  // Dragged by its header, far up and to the left: it follows, but never above the top edge.
  const layer = await boxOf(page.getByTestId('window-layer'));
  const before = await boxOf(album);
  await dragHeader(page, 'album', -60, -2000);
  const after = await boxOf(album);
  expect(after.y).toBeGreaterThanOrEqual(layer.y);
  expect(after.y - layer.y).toBeLessThan(1);
  expect(after.x).toBeCloseTo(Math.max(layer.x, before.x - 60), 0);

  // Double-clicking the header maximises, and again restores.
  const header = page.getByTestId('window-header-album');
  const headerBox = await boxOf(header);
  await header.dblclick({ position: { x: headerBox.width * 0.4, y: headerBox.height / 2 } });
  await expect(album).toHaveAttribute('data-maximised', 'true');
  await header.dblclick({ position: { x: headerBox.width * 0.4, y: headerBox.height / 2 } });
  await expect(album).toHaveAttribute('data-maximised', 'false');

  // Minimising hands the focus to the window used before it; the taskbar brings it back.
  await page.getByTestId('window-minimise-album').click();
  await expect(album).toHaveAttribute('data-minimised', 'true');
  await expect(video).toHaveAttribute('data-active', 'true');
  await expect(page.getByTestId('taskbar-item-album')).toHaveAttribute('data-minimised', 'true');
  await page.getByTestId('taskbar-item-album').click();
  await expect(album).toHaveAttribute('data-minimised', 'false');
  await expect(album).toHaveAttribute('data-active', 'true');

  // Closing the active window activates the most recently used one still shown: video, not storage.
  await page.getByTestId('window-close-album').click();
  await expect(album).toHaveCount(0);
  await expect(video).toHaveAttribute('data-active', 'true');
  await expect(storage).toHaveAttribute('data-active', 'false');

  // Always on top: storage stays above video even while video is the active window.
  await page.getByTestId('taskbar-item-storageManage').click();
  await expect(storage).toHaveAttribute('data-active', 'true');
  await page.getByTestId('window-top-storageManage').click();
  await expect(storage).toHaveAttribute('data-top', 'true');
  await page.getByTestId('taskbar-item-video').click();
  await expect(video).toHaveAttribute('data-active', 'true');
  expect(await zOf(storage)).toBe(1000);
  expect(await zOf(storage)).toBeGreaterThan(await zOf(video));
});

test('a window keeps its own history: navigate, then back and forward', async ({ page }) => {
  const storage = await openFromDesktop(page, 'storageManage');
  await expect(storage.getByTestId('storage-page-storageOverview')).toBeVisible();
  await storage.getByTestId('storage-nav-m2').click();
  await expect(storage.getByTestId('storage-page-m2')).toBeVisible();
  await storage.getByTestId('storage-nav-useAnalysis').click();
  await expect(storage.getByTestId('storage-page-useAnalysis')).toBeVisible();

  await page.getByTestId('window-back-storageManage').click();
  await expect(storage.getByTestId('storage-page-m2')).toBeVisible();
  await page.getByTestId('window-back-storageManage').click();
  await expect(storage.getByTestId('storage-page-storageOverview')).toBeVisible();
  await page.getByTestId('window-forward-storageManage').click();
  await expect(storage.getByTestId('storage-page-m2')).toBeVisible();
  expect(page.url()).toMatch(/\/home\/?$/);
});

test('an app’s code is fetched only when its window first opens', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/\/(chunk~)?my-account-app-[^/]*\.js$/.test(request.url())) chunks.push(request.url());
  });
  await page.waitForTimeout(500);
  expect(chunks).toEqual([]);
  await page.getByTestId('desktop-user-menu').click();
  await page.getByTestId('user-menu-my-account').click();
  await expect(page.getByTestId('window-myAccount').getByTestId('my-account-username')).toBeVisible();
  expect(chunks.length).toBeGreaterThan(0);
});

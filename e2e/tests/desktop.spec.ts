import type { Page } from '@playwright/test';
import { OWNER, prepareOwner } from '../support/api.js';
import { expect, test } from '../support/daemon.js';

async function signInAsOwner(page: Page): Promise<void> {
  await page.goto('/home/login');
  await page.getByTestId('login-username').fill(OWNER.username);
  await page.getByTestId('login-password').fill(OWNER.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('desktop-user')).toContainText(OWNER.username);
}

test('opens storage in a window and moves between its pages inside the window', async ({ page, daemon }) => {
  await prepareOwner(daemon.baseURL);
  await signInAsOwner(page);
  const desktopUrl = page.url();

  await page.getByTestId('desktop-icon-storageManage').dblclick();
  const window = page.getByTestId('window-storageManage');
  await expect(window.getByTestId('storage-page-storageOverview')).toBeVisible();
  await window.getByTestId('storage-nav-m2').click();
  await expect(window.getByTestId('storage-page-m2')).toBeVisible();
  // The window keeps its own history; the page's address does not move.
  expect(page.url()).toBe(desktopUrl);
});

test('opens my account from the user menu and an app from the app menu', async ({ page, daemon }) => {
  await prepareOwner(daemon.baseURL);
  await signInAsOwner(page);

  await page.getByTestId('desktop-user-menu').click();
  await page.getByTestId('user-menu-my-account').click();
  const account = page.getByTestId('window-myAccount');
  await expect(account.getByTestId('my-account-username')).toHaveText(OWNER.username);
  await account.getByTestId('my-account-nav-zspace').click();
  await expect(account.getByTestId('my-account-zspace')).toBeVisible();

  await page.getByTestId('app-menu-button').click();
  await page.getByTestId('app-menu-item-album').click();
  await expect(page.getByTestId('window-album').getByTestId('app-unavailable')).toBeVisible();
});

test('opens an app full-page by its route, and an unknown child is a 404', async ({ page, daemon }) => {
  await prepareOwner(daemon.baseURL);
  await signInAsOwner(page);

  await page.goto('/home/storageManage/esata');
  await expect(page.getByTestId('storage-page-esata')).toBeVisible();
  await page.goto('/home/storageManage/nothing');
  await expect(page).toHaveURL(/\/home\/404$/);
  await page.goto('/home/remoteAccess');
  await expect(page.getByTestId('desktop-user')).toBeVisible();
});

test('the arrow keys move between desktop icons and Enter opens the focused one', async ({
  page,
  daemon,
}) => {
  await prepareOwner(daemon.baseURL);
  await signInAsOwner(page);

  await page.getByTestId('desktop-icon-fileManage').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('desktop-icon-album')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('desktop-icon-fileManage')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');
  expect(focused).toMatch(/^desktop-icon-/);
  expect(focused).not.toBe('desktop-icon-fileManage');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId(`window-${focused.replace('desktop-icon-', '')}`)).toBeVisible();
});

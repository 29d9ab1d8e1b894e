import type { Browser, Locator, Page } from '@playwright/test';
import { OWNER } from './api.js';
import { expect } from './daemon.js';

export async function signInThroughPage(page: Page, user: { username: string; password: string } = OWNER) {
  await page.goto('/home/login');
  await page.getByTestId('login-username').fill(user.username);
  await page.getByTestId('login-password').fill(user.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('desktop-user')).toContainText(user.username);
}

/** A second user's page in a browser context of its own, signed in; close it with `page.context().close()`. */
export async function signInOwnContext(
  browser: Browser,
  baseURL: string,
  user: { username: string; password: string },
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await signInThroughPage(page, user);
  return page;
}

export async function openFromDesktop(page: Page, app: string): Promise<Locator> {
  await page.getByTestId(`desktop-icon-${app}`).dblclick();
  const window = page.getByTestId(`window-${app}`);
  await expect(window).toBeVisible();
  return window;
}

/** Opens an app from the app menu, as a user does once windows cover the desktop icons. */
export async function openFromMenu(page: Page, app: string): Promise<Locator> {
  await page.getByTestId('app-menu-button').click();
  await page.getByTestId(`app-menu-item-${app}`).click();
  const window = page.getByTestId(`window-${app}`);
  await expect(window).toBeVisible();
  return window;
}

/** A window's on-screen box, as the user sees it. */
export async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/**
 * Waits until an antd dialog has finished opening. While it zooms in, its controls move under the
 * pointer, so a click a loaded machine makes then can land beside them and change nothing.
 */
export async function expectDialogOpened(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog).not.toHaveClass(/-(appear|enter)\b/, { timeout: 10_000 });
}

/**
 * Agrees to the privacy update. The dialog closes once the daemon has the answer; a click that lands
 * while the dialog is still opening on a loaded machine does nothing, so it is tried again.
 */
export async function agreePrivacy(page: Page): Promise<void> {
  const agree = page.getByTestId('privacy-agree');
  await agree.waitFor();
  await expect(async () => {
    if (await agree.isVisible()) await agree.click({ timeout: 2_000 });
    await expect(agree).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

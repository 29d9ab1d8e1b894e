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

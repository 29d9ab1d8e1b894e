import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';

/** Debian's Chromium, headless with the project's flags, for a capture script. */
export function launchCaptureBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * A capture script's page: 1280x720, in the language of COFFER_LANG when set, signed in through the
 * sign-in page as the given user.
 */
export async function openSignedInPage(
  browser: Browser,
  baseURL: string,
  user: { username: string; password: string },
): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const lang = process.env.COFFER_LANG;
  if (lang) await page.addInitScript((value) => localStorage.setItem('coffer.lang', value), lang);
  await page.goto(`${baseURL}/home/login`);
  await page.getByTestId('login-username').fill(user.username);
  await page.getByTestId('login-password').fill(user.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('desktop-user').waitFor();
  return page;
}

/** The settings window, opened from its desktop icon. */
export async function openSettings(page: Page): Promise<Locator> {
  await page.getByTestId('desktop-icon-setting').dblclick();
  const settings = page.getByTestId('window-setting');
  await settings.waitFor();
  return settings;
}

/** Goes to a settings panel and waits for the element that says it has loaded (`ready`). */
export async function openSettingPanel(settings: Locator, panel: string, ready: string): Promise<void> {
  await settings.getByTestId(`setting-nav-${panel}`).click();
  await settings.getByTestId(ready).waitFor();
}

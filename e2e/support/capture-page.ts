import { chromium, type Browser, type Page } from 'playwright-core';
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

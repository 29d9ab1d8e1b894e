import type { Page } from '@playwright/test';
import { OWNER } from '../support/api.js';
import { expect, test } from '../support/daemon.js';
import { agreePrivacy, openFromDesktop } from '../support/desktop.js';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Every CSP violation the page reports, from its first document on, and Chromium's console lines. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const consoleLines: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleLines.push(message.text());
  });
  return async () => [...((await page.evaluate(() => window.cspViolations)) ?? []), ...consoleLines];
}

test('the pages run under a strict Content-Security-Policy without a single violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/home/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);

  // First start: register, agree, the desktop.
  await page.getByTestId('register-username').fill(OWNER.username);
  await page.getByTestId('register-password').fill(OWNER.password);
  await page.getByTestId('register-confirm').fill(OWNER.password);
  await page.getByTestId('register-submit').click();
  await agreePrivacy(page);
  await expect(page.getByTestId('desktop-user')).toContainText(OWNER.username);

  // Windows, the lock screen and a reload under it, unlocking, signing out and in again.
  await openFromDesktop(page, 'storageManage');
  await page.keyboard.press('Control+l');
  await expect(page.getByTestId('lock-screen')).toBeVisible();
  await page.reload();
  await page.getByTestId('lock-password').fill(OWNER.password);
  await page.getByTestId('lock-unlock').click();
  await expect(page.getByTestId('lock-screen')).toHaveCount(0);
  await page.getByTestId('desktop-user-menu').click();
  await page.getByTestId('desktop-signout').click();
  await page.getByTestId('login-username').fill(OWNER.username);
  await page.getByTestId('login-password').fill(OWNER.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('desktop-user')).toContainText(OWNER.username);
  await openFromDesktop(page, 'storageManage');
  expect(await violations()).toEqual([]);

  // The watch itself works: an injected inline script is blocked and reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(violations).not.toEqual([]);
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
});

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { prepareOwner } from '../support/api.js';
import { expect, test } from '../support/daemon.js';
import { openFromDesktop, signInThroughPage } from '../support/desktop.js';

async function criticalViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('the login page has no critical accessibility violations', async ({ page, daemon }) => {
  await prepareOwner(daemon.baseURL);
  await page.goto('/home/login');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  expect(await criticalViolations(page)).toEqual([]);
});

test('the desktop with a window open has no critical accessibility violations', async ({ page, daemon }) => {
  await prepareOwner(daemon.baseURL);
  await signInThroughPage(page);
  await openFromDesktop(page, 'storageManage');
  expect(await criticalViolations(page)).toEqual([]);
});

test('the taskbar’s app menu and user menu, open, have no critical accessibility violations', async ({
  page,
  daemon,
}) => {
  await prepareOwner(daemon.baseURL);
  await signInThroughPage(page);
  await page.getByTestId('app-menu-button').click();
  await expect(page.getByRole('dialog', { name: '开始' })).toBeVisible();
  expect(await criticalViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByTestId('desktop-user-menu').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  expect(await criticalViolations(page)).toEqual([]);
});

import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { addAgreedUser } from '../support/accounts.js';
import { prepareOwner, signIn } from '../support/api.js';
import { expect, test } from '../support/daemon.js';
import { openFromDesktop, signInThroughPage } from '../support/desktop.js';

test('an administrator finds a failed sign-in in the log center, filters by category and exports CSV', async ({
  page,
  daemon,
}) => {
  await prepareOwner(daemon.baseURL);
  await addAgreedUser(daemon.baseURL, daemon.dataDir, { username: 'lin', password: 'Lin-2026xyz' }, 3);
  await expect(signIn(daemon.baseURL, { username: 'mallory', password: 'Guess-2026x' })).rejects.toThrow();

  await signInThroughPage(page);
  const window = await openFromDesktop(page, 'logCenter');
  const table = window.getByTestId('log-table');
  // The log center's chunk loads on this first visit. Actions read as words, not dotted names.
  await expect(table).toContainText('登录失败', { timeout: 30_000 });
  await expect(table).toContainText('mallory');
  await expect(table).toContainText('创建用户');
  await expect(table).not.toContainText('signin.fail');
  // A refusal reads as what the person was told; its code is on hover.
  const refusal = table
    .locator('.ant-table-row')
    .filter({ hasText: '登录失败' })
    .first()
    .getByTestId('log-result-refusal');
  const code = await refusal.getAttribute('title');
  expect(code).toMatch(/^[A-Z]\d+$/);
  await expect(refusal).not.toHaveText(code!);
  await expect(refusal).toHaveText(/\p{Script=Han}/u);
  const axe = await new AxeBuilder({ page }).include('[data-testid="window-logCenter"]').analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'critical').map((v) => v.id)).toEqual([]);

  // Only sign-in entries once the category is chosen (options in zh-CN, the page's default).
  await window.getByTestId('log-filter-category').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '登录' }).click();
  await expect(table).not.toContainText('创建用户');
  await expect(table).toContainText('登录失败');

  // A row opens its detail from the keyboard.
  const failed = table.locator('.ant-table-row').filter({ hasText: '登录失败' });
  await failed.focus();
  await page.keyboard.press('Enter');
  const detail = window.getByTestId('log-detail');
  await expect(detail).toContainText('mallory');
  await expect(detail).toContainText('127.0.0.1');
  // The detail keeps the action's own name and the code beside their words.
  await expect(detail).toContainText('signin.fail');
  await expect(detail).toContainText(code!);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    window.getByTestId('log-export').click(),
  ]);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('id,time,category,action,username,ip,target,result,detail');
  expect(lines.some((line) => line.includes(',signin.fail,') && line.includes(',mallory,'))).toBe(true);
  expect(lines.slice(1).every((line) => line.split(',')[2] === 'signin')).toBe(true);
});

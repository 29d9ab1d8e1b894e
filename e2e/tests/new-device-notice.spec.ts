import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addAgreedUser } from '../support/accounts.js';
import { prepareOwner, signIn } from '../support/api.js';
import { expect, test } from '../support/daemon.js';
import { signInOwnContext, signInThroughPage } from '../support/desktop.js';

/** Set to write the notice and the feed into docs/screens/ (the README's screenshots). */
const SCREENS = process.env.COFFER_FEED_SCREENS
  ? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screens')
  : undefined;

const LIN = { username: 'lin', password: 'Lin-2026xyz' };

test('a sign-in on a new device warns the other page, which locks the account and ends both sessions', async ({
  page,
  browser,
  daemon,
}) => {
  await prepareOwner(daemon.baseURL);
  await addAgreedUser(daemon.baseURL, daemon.dataDir, LIN, 3);
  await signInThroughPage(page, LIN);
  // The first page's push channel is registered before the second sign-in.
  await page.waitForTimeout(1500);

  const second = await signInOwnContext(browser, daemon.baseURL, LIN);
  const notice = page.getByTestId('new-device-login-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('新设备登录提醒');
  await expect(notice).toContainText(/PC Chrom\w* \d+/);
  await expect(notice).toContainText('127.0.0.1');
  // The device that signed in is not warned of itself.
  await expect(second.getByTestId('new-device-login-notice')).toHaveCount(0);
  if (SCREENS) {
    await page.waitForTimeout(600);
    await page.screenshot({ path: path.join(SCREENS, 'new-device-notice.png') });
  }

  await notice.getByRole('button', { name: '立即禁用该账号' }).click();
  await expect(page.locator('.ant-modal-confirm-title')).toContainText('立即禁用该账号？');
  await page.getByTestId('disable-account-confirm').click();
  const lockedAt = Date.now();

  // Both sessions end at once: each page shows the account notice, then the sign-in page.
  for (const each of [page, second]) {
    await expect(
      each.locator('.ant-modal-confirm-title', { hasText: /账号提示|Account notice/ }),
    ).toBeVisible({
      timeout: 3_000,
    });
  }
  expect(Date.now() - lockedAt).toBeLessThan(3_000);
  await second.getByRole('button', { name: /我知道了|Got it/ }).click();
  await expect(second.getByTestId('login-username')).toBeVisible();
  await expect(signIn(daemon.baseURL, LIN)).rejects.toThrow();
  await second.context().close();
});

test('a user reads their own activity, marks it read and removes it, without touching the log', async ({
  page,
  daemon,
}) => {
  await prepareOwner(daemon.baseURL);
  await addAgreedUser(daemon.baseURL, daemon.dataDir, LIN, 3);
  await expect(signIn(daemon.baseURL, { username: 'lin', password: 'Wrong-2026xx' })).rejects.toThrow();
  await signInThroughPage(page, LIN);

  const button = page.getByTestId('action-feed-button');
  await expect(page.getByTestId('action-feed-count')).toHaveText(/^\d+$/);
  await button.click();
  const feed = page.getByTestId('action-feed');
  await expect(feed).toContainText('登录成功', { timeout: 20_000 });
  await expect(feed).toContainText('新设备登录');
  // The failed sign-in with lin's name reads as what lin would have been told.
  await expect(feed).toContainText(/登录失败/);
  await expect(feed.locator('.action-feed-item__failed')).toContainText('失败：');
  await expect(feed.locator('.action-feed-item--new').first()).toBeVisible();
  if (SCREENS) {
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SCREENS, 'action-feed.png') });
  }

  await feed.getByTestId('action-feed-known-all').click();
  await expect(feed.locator('.action-feed-item--new')).toHaveCount(0);
  await expect(page.getByTestId('action-feed-count')).toHaveCount(0);

  // One entry goes from the keyboard: focus it, press Delete.
  const items = feed.locator('.action-feed-item');
  const before = await items.count();
  await items.first().focus();
  await page.keyboard.press('Delete');
  await expect(items).toHaveCount(before - 1);

  await feed.getByTestId('action-feed-remove-all').click();
  await feed.getByTestId('action-feed-remove-all-confirm').click();
  await expect(feed).toContainText('暂无动态');
  // Escape closes the panel and gives the focus back to its button.
  await page.keyboard.press('Escape');
  await expect(feed).toBeHidden();
  await expect(button).toBeFocused();
});

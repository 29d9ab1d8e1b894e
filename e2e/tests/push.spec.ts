import { OWNER, prepareOwner } from '../support/api.js';
import { addUser } from '../support/admin-cli.js';
import { expect, test } from '../support/daemon.js';
import { agreePrivacy, signInThroughPage } from '../support/desktop.js';

const ALICE = { username: 'alice', password: 'Alice-2026x' };

test('a sign-in of the same account elsewhere warns its open pages, and no one else', async ({
  page,
  browser,
  daemon,
}) => {
  await prepareOwner(daemon.baseURL);
  await addUser(daemon.dataDir, ALICE, 3);
  await signInThroughPage(page);

  const aliceContext = await browser.newContext({ baseURL: daemon.baseURL });
  const secondContext = await browser.newContext({ baseURL: daemon.baseURL });
  try {
    const alicePage = await aliceContext.newPage();
    await alicePage.goto('/home/login');
    await alicePage.getByTestId('login-username').fill(ALICE.username);
    await alicePage.getByTestId('login-password').fill(ALICE.password);
    await alicePage.getByTestId('login-submit').click();
    await agreePrivacy(alicePage);
    await expect(alicePage.getByTestId('desktop-user')).toContainText(ALICE.username);

    // Both pages are registered on the push channel before the second sign-in.
    await page.waitForTimeout(1500);
    await signInThroughPage(await secondContext.newPage(), OWNER);

    const warning = page.getByTestId('new-device-login-notice');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(/其他设备|another device/);
    await page.getByTestId('notice-centre-button').click();
    await expect(page.getByTestId('notice-centre')).toContainText(/其他设备|another device/);

    await alicePage.waitForTimeout(1000);
    await expect(alicePage.getByTestId('new-device-login-notice')).toHaveCount(0);
  } finally {
    await aliceContext.close();
    await secondContext.close();
  }
});

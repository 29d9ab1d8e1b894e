import { prepareOwner } from '../support/api.js';
import { addAgreedUser } from '../support/accounts.js';
import { expect, test } from '../support/daemon.js';
import { signInThroughPage } from '../support/desktop.js';

const MEMBER = { username: 'member', password: 'Coffer-2026c' };

test('the owner opens remote assistance and sees that no provider is configured', async ({
  page,
  daemon,
}) => {
  await prepareOwner(daemon.baseURL);
  await signInThroughPage(page);
  await page.getByTestId('desktop-user-menu').click();
  await page.getByTestId('user-menu-remote-help').click();

  const dialog = page.getByTestId('remote-help-dialog');
  await expect(dialog.getByTestId('remote-help-offline')).toContainText('设备无法联网');
  await expect(dialog.getByTestId('remote-help-offline-reason')).toHaveText('外网访问服务未注册（510）');
  await expect(dialog.getByTestId('remote-help-network-flag')).toHaveText('电脑网络：在线');
  const toggle = dialog.getByTestId('remote-help-switch');
  await expect(toggle).toBeDisabled();
  await expect(dialog.getByTestId('remote-help-switch-reason')).toBeVisible();
  // Retrying asks the daemon again and finds the same.
  await dialog.getByTestId('remote-help-retry').click();
  await expect(dialog.getByTestId('remote-help-offline')).toBeVisible();
  // Escape closes it; the menu opens it again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('an ordinary user has no remote-assistance entry', async ({ page, daemon }) => {
  await prepareOwner(daemon.baseURL);
  await addAgreedUser(daemon.baseURL, daemon.dataDir, MEMBER, 3);
  await signInThroughPage(page, MEMBER);
  await page.getByTestId('desktop-user-menu').click();
  await expect(page.getByTestId('user-menu-my-account')).toBeVisible();
  await expect(page.getByTestId('user-menu-remote-help')).toHaveCount(0);
});

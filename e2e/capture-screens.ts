/**
 * Takes the README's screenshots into docs/screens/: the desktop with several windows, a confirm
 * dialog, the lock screen. Uses the built web app (packages/web/dist, or COFFER_WEB_DIR) and a scratch
 * daemon with two virtual disks, removed afterwards. Run: `npm run screens`.
 */
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { REPO_ROOT, startScratchDaemon } from '../scripts/lib/daemon.js';
import { insertDisk } from './support/admin-cli.js';
import { prepareOwner, signIn } from './support/api.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.js';
import { createPool } from './support/pools.js';

const OUT = path.join(REPO_ROOT, 'docs/screens');
const settle = (page: Page) => page.waitForTimeout(800);

async function signInAndOpen(page: Page, baseURL: string): Promise<void> {
  await page.goto(`${baseURL}/home/login`);
  await page.getByTestId('login-username').fill('owner');
  await page.getByTestId('login-password').fill('Coffer-2026a');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('desktop-user').waitFor();
  await page.getByTestId('desktop-icon-storageManage').dblclick();
  await page.getByTestId('window-storageManage').getByTestId('pool-actions-Archive').waitFor();
  await page.getByTestId('app-menu-button').click();
  await page.getByTestId('app-menu-item-album').click();
  await page.getByTestId('desktop-user-menu').click();
  await page.getByTestId('user-menu-my-account').click();
  await page.getByTestId('window-myAccount').getByTestId('my-account-username').waitFor();
}

async function main(): Promise<void> {
  const daemon = await startScratchDaemon('coffer-screens-');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    await prepareOwner(daemon.baseURL);
    await insertDisk(daemon.dataDir, 'sata1', '4T');
    await insertDisk(daemon.dataDir, 'sata2', '4T');
    const { token } = await signIn(daemon.baseURL);
    await createPool(daemon.baseURL, token, 'raid1', 'Archive');

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signInAndOpen(page, daemon.baseURL);
    const account = page.getByTestId('window-header-myAccount');
    const box = await account.boundingBox();
    if (box) {
      await page.mouse.move(box.x + box.width * 0.4, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + 420, box.y + 160, { steps: 6 });
      await page.mouse.up();
    }
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'desktop-windows.png') });

    await page.getByTestId('taskbar-item-storageManage').click();
    await page.getByTestId('pool-actions-Archive').click();
    await page.getByTestId('pool-delete-Archive').click();
    await page.getByTestId('confirm-typed-key').fill('Arch');
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'confirm-dialog.png') });
    await page.getByTestId('confirm-cancel').click();

    await page.keyboard.press('Control+l');
    await page.getByTestId('lock-screen').waitFor();
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'lock-screen.png') });
    console.log(`screenshots written to ${OUT}`);
  } finally {
    await browser.close();
    await daemon.dispose();
  }
}

await main();

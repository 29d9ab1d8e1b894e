/**
 * Takes the README's screenshots into docs/screens/: the desktop with several windows, a confirm
 * dialog, a data migration under way, the lock screen. Uses the built web app (packages/web/dist, or COFFER_WEB_DIR) and a scratch
 * daemon with two virtual disks, removed afterwards. Run: `npm run screens`.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { CALLS, type PoolInfo } from '@coffer/contract';
import { REPO_ROOT, startScratchDaemon } from '../scripts/lib/daemon.js';
import { insertDisk } from './support/admin-cli.js';
import { OWNER, post, prepareOwner, signIn } from './support/api.js';
import { createPool } from './support/pools.js';
import { launchCaptureBrowser } from './support/capture-page.js';

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

/**
 * Caps how fast btrfs reads each member of the pool mounted at `mount` (bytes per second, 0 for no
 * cap); a replace reads like a scrub, so a migration then runs long enough to be seen.
 */
function capReadSpeed(mount: string, bytesPerSecond: number): void {
  const uuid = execFileSync('findmnt', ['-n', '-o', 'UUID', mount], { encoding: 'utf8' }).trim();
  const devinfo = path.join('/sys/fs/btrfs', uuid, 'devinfo');
  for (const devid of readdirSync(devinfo)) {
    writeFileSync(path.join(devinfo, devid, 'scrub_speed_max'), String(bytesPerSecond));
  }
}

/** The data-migration window while it moves the pool Archive onto two new disks. */
async function captureMigration(page: Page, dataDir: string, baseURL: string, token: string) {
  const { zspool } = await post<{ zspool: { normal: PoolInfo[] } }>(baseURL, CALLS.poolInfo.path, {}, token);
  const mount = path.join(dataDir, 'mnt', zspool.normal[0]!.id);
  for (let index = 0; index < 16; index += 1) {
    writeFileSync(path.join(mount, `photos-${index}.bin`), randomBytes(4 * 2 ** 20));
  }
  execFileSync('sync', ['-f', mount]);
  await insertDisk(dataDir, 'sata3', '4T');
  await insertDisk(dataDir, 'sata4', '4T');
  await page.getByTestId('app-menu-button').click();
  await page.getByTestId('app-menu-item-switchDisk').click();
  const window = page.getByTestId('window-switchDisk');
  await window.getByTestId('switch-disk-pool-Archive').click();
  await window.getByTestId('switch-disk-next').click();
  for (const index of [0, 1]) {
    await window.getByTestId(`switch-disk-target-${index}`).click();
    await page.keyboard.press('Enter');
  }
  await window.getByTestId('switch-disk-check').click();
  await window.getByTestId('switch-disk-check-result').waitFor();
  capReadSpeed(mount, 2 * 2 ** 20);
  try {
    await window.getByTestId('switch-disk-start').click();
    await page.getByTestId('confirm-required').check();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('admin-password-input').fill(OWNER.password);
    await page.getByTestId('admin-password-ok').click();
    await window.getByTestId('switch-disk-progress').waitFor();
    // Until the first member is partway and the time left is known (progress moves chunk by chunk).
    await page.waitForFunction(
      () => {
        const percent = document.querySelector('[data-testid="switch-disk-percent"]')?.textContent ?? '';
        const left = document.querySelector('[data-testid="switch-disk-remaining"]')?.textContent ?? '';
        return percent !== '0%' && /\d/.test(left);
      },
      undefined,
      { timeout: 60_000 },
    );
    await settle(page);
    await window.screenshot({ path: path.join(OUT, 'switch-disk.png') });
  } finally {
    capReadSpeed(mount, 0);
  }
  await window.getByTestId('switch-disk-result-done').waitFor({ timeout: 60_000 });
  await window.getByTestId('switch-disk-acknowledge').click();
}

async function main(): Promise<void> {
  const daemon = await startScratchDaemon('coffer-screens-');
  const browser = await launchCaptureBrowser();
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

    await captureMigration(page, daemon.dataDir, daemon.baseURL, token);

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

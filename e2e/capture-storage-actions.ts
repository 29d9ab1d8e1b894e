/**
 * Takes the storage manager's screenshots into docs/screens/: the overview of a degraded RAID1 beside
 * a healthy pool (storage-overview.png), the open action menu of the degraded one
 * (storage-pool-actions.png) and step 1 of its repair (storage-repair.png); step 2
 * and the full-page views go to COFFER_SHOTS_DIR when it is set, for looking at. Uses the built web
 * app and a scratch daemon with virtual disks, removed afterwards.
 * Run: `node --import tsx e2e/capture-storage-actions.ts`.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT, startScratchDaemon } from '../scripts/lib/daemon.js';
import { coffer, insertDisk } from './support/admin-cli.js';
import { prepareOwner, signIn } from './support/api.js';
import { launchCaptureBrowser, openSignedInPage } from './support/capture-page.js';
import { createPoolOf, serialsOf } from './support/pools.js';

const OUT = path.join(REPO_ROOT, 'docs/screens');
const EXTRA = process.env.COFFER_SHOTS_DIR;
const settle = (page: Page) => page.waitForTimeout(600);

async function extra(page: Page, name: string, fullPage = false): Promise<void> {
  if (EXTRA) await page.screenshot({ path: path.join(EXTRA, name), fullPage });
}

/** The spare, scrub, rename and cache dialogs of the same pool, for looking at. */
async function otherDialogs(page: Page): Promise<void> {
  const window = page.getByTestId('window-storageManage');
  for (const action of ['spare', 'scrub', 'rename', 'cache']) {
    await window.getByTestId('pool-actions-Archive').click();
    await window.getByTestId(`pool-action-${action}-Archive`).click();
    await page.getByTestId(`${action}-dialog`).waitFor();
    await settle(page);
    if (action === 'cache') await page.waitForTimeout(1500);
    await extra(page, `dialog-${action}.png`);
    await page.keyboard.press('Escape');
    await page.getByTestId(`${action}-dialog`).waitFor({ state: 'detached' });
  }
}

async function main(): Promise<void> {
  const daemon = await startScratchDaemon('coffer-screens-');
  const browser = await launchCaptureBrowser();
  try {
    await prepareOwner(daemon.baseURL);
    for (const slot of ['sata1', 'sata2', 'sata3', 'sata4']) await insertDisk(daemon.dataDir, slot, '4T');
    await insertDisk(daemon.dataDir, 'm2-1', '512G');
    const { token } = await signIn(daemon.baseURL);
    await createPoolOf(daemon.baseURL, token, {
      raidtype: 'raid1',
      name: 'Archive',
      sys: await serialsOf(daemon.baseURL, token, ['sata1', 'sata2']),
    });
    await createPoolOf(daemon.baseURL, token, {
      raidtype: 'basic',
      name: 'Media',
      sys: await serialsOf(daemon.baseURL, token, ['sata4']),
    });
    await coffer(daemon.dataDir, ['bay', 'pull', 'sata2']);

    // COFFER_LANG=en takes the extra screenshots in English (the saved ones are taken in zh-CN).
    const page = await openSignedInPage(browser, daemon.baseURL, {
      username: 'owner',
      password: 'Coffer-2026a',
    });
    await page.getByTestId('desktop-icon-storageManage').dblclick();
    const window = page.getByTestId('window-storageManage');
    await window.getByTestId('pool-action-repair-Archive').waitFor();
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'storage-overview.png') });

    await window.getByTestId('pool-actions-Archive').click();
    await window.getByTestId('pool-action-expand-Archive').waitFor();
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'storage-pool-actions.png') });
    await page.keyboard.press('Escape');

    await window.getByTestId('pool-action-repair-Archive').click();
    await page.getByTestId('repair-step-members').waitFor();
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'storage-repair.png') });
    await page.getByTestId('repair-next').click();
    await page.getByTestId('repair-step-disks').waitFor();
    await settle(page);
    await extra(page, 'repair-step-2.png');
    await page.keyboard.press('Escape');

    if (EXTRA) await otherDialogs(page);

    await page.goto(`${daemon.baseURL}/home/storageManage/storageOverview`);
    await page.getByTestId('pool-action-repair-Archive').waitFor();
    await settle(page);
    await extra(page, 'overview-full.png', true);
    console.log(`screenshots written to ${OUT}`);
  } finally {
    await browser.close();
    await daemon.dispose();
  }
}

await main();

/**
 * Takes the settings screenshots of issue 17's device calls into docs/screens/: the UPS panel (no
 * UPS on this machine), the power schedule in `about` after the master plans weekday shutdowns, the
 * operations administrators' areas with network closed, the network panel as an operations
 * administrator then sees it, and the access point panel. 1280x720, a scratch daemon and the built
 * web app, removed afterwards. Run: `node --import tsx e2e/capture-settings-device-extras.ts`.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT, startScratchDaemon } from '../scripts/lib/daemon.js';
import { addAgreedUser } from './support/accounts.js';
import { OWNER, prepareOwner } from './support/api.js';
import {
  launchCaptureBrowser,
  openSettingPanel,
  openSettings,
  openSignedInPage,
} from './support/capture-page.js';

/** COFFER_SHOTS_DIR sends them elsewhere, for looking at (e.g. with COFFER_LANG=en). */
const OUT = process.env.COFFER_SHOTS_DIR ?? path.join(REPO_ROOT, 'docs/screens');
const OPS = { username: 'ops', password: 'Coffer-2026ops' };
const settle = (page: Page) => page.waitForTimeout(700);

async function main(): Promise<void> {
  process.env.COFFER_CLOCK = 'dry-run';
  const browser = await launchCaptureBrowser();
  const daemon = await startScratchDaemon('coffer-screens-');
  try {
    await prepareOwner(daemon.baseURL);
    await addAgreedUser(daemon.baseURL, daemon.dataDir, OPS, 2);
    const page = await openSignedInPage(browser, daemon.baseURL, OWNER);
    const settings = await openSettings(page);

    await openSettingPanel(settings, 'ups', 'ups-absent');
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'settings-ups.png') });

    await openSettingPanel(settings, 'about', 'plan-empty');
    await settings.getByTestId('plan-add').click();
    await settings.getByTestId('plan-save').click();
    await settings.getByTestId('plan-next').waitFor();
    await settings.getByTestId('subadmin-network').click();
    await settings.getByTestId('subadmin-network').and(settings.locator('[aria-checked="false"]')).waitFor();
    await settings.getByTestId('plan-section').scrollIntoViewIfNeeded();
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'settings-power-sub-perm.png') });

    await openSettingPanel(settings, 'ap', 'ap-absent');
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'settings-ap.png') });
    await page.close();

    const opsPage = await openSignedInPage(browser, daemon.baseURL, OPS);
    const opsSettings = await openSettings(opsPage);
    await openSettingPanel(opsSettings, 'network', 'setting-area-closed');
    await settle(opsPage);
    await opsPage.screenshot({ path: path.join(OUT, 'settings-area-closed.png') });
    await opsPage.close();
  } finally {
    await daemon.dispose();
    await browser.close();
  }
}

await main();

/**
 * Takes the settings app's device screenshots into docs/screens/: about (name, hardware, power),
 * time (zone, network time, manual time, after a dry-run change) and appearance (theme, wallpapers
 * with an uploaded one), as the owner sees them at 1280x720. The daemon runs the dry-run clock, so
 * this machine's clock never changes. Uses the built web app and a scratch daemon, removed afterwards.
 * With COFFER_SHOTS_DIR set it also saves the other panels and the dark theme there, for looking at.
 * Run: `node --import tsx e2e/capture-settings.ts`.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { REPO_ROOT, startScratchDaemon } from '../scripts/lib/daemon.js';
import { OWNER, prepareOwner } from './support/api.js';
import {
  launchCaptureBrowser,
  openSettingPanel,
  openSettings,
  openSignedInPage,
} from './support/capture-page.js';

const OUT = path.join(REPO_ROOT, 'docs/screens');
/** Where the other panels (hardware, default pool, notices, the dark theme) go, for looking at. */
const EXTRA = process.env.COFFER_SHOTS_DIR;
const settle = (page: Page) => page.waitForTimeout(700);

/** A calm landscape picture for the uploaded wallpaper. */
const landscape = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080">
        <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color="#f4a261"/><stop offset="1" stop-color="#e76f51"/>
        </linearGradient></defs>
        <rect width="1920" height="1080" fill="url(#sky)"/>
        <circle cx="1350" cy="420" r="120" fill="#ffe8a3"/>
        <path d="M0 760 L420 520 L760 720 L1120 480 L1920 800 L1920 1080 L0 1080 Z" fill="#264653"/>
        <path d="M0 880 L560 700 L1000 860 L1480 680 L1920 900 L1920 1080 L0 1080 Z" fill="#1b3039"/>
      </svg>`,
    ),
  )
    .png()
    .toBuffer();

async function main(): Promise<void> {
  process.env.COFFER_CLOCK = 'dry-run';
  const browser = await launchCaptureBrowser();
  const daemon = await startScratchDaemon('coffer-screens-');
  try {
    await prepareOwner(daemon.baseURL);
    const page = await openSignedInPage(browser, daemon.baseURL, OWNER);
    const settings = await openSettings(page);
    await openSettingPanel(settings, 'about', 'about-cpu');
    await settings.getByTestId('about-rename').click();
    await settings.getByTestId('about-rename-input').fill('财务部 NAS');
    await settings.getByTestId('about-rename-save').click();
    await page.getByTestId('desktop-device-name').filter({ hasText: '财务部 NAS' }).waitFor();
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'settings-about.png') });

    await openSettingPanel(settings, 'sysTime', 'time-facts');
    await settings.getByTestId('time-zone-select').click();
    await page.keyboard.type('Asia/Shanghai');
    await page.keyboard.press('Enter');
    await settings.getByTestId('time-zone-apply').click();
    await settings.getByTestId('time-applied').waitFor();
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'settings-time.png') });

    await openSettingPanel(settings, 'appearance', 'appearance-wallpapers');
    await settings.getByTestId('appearance-upload-file').setInputFiles({
      name: 'landscape.png',
      mimeType: 'image/png',
      buffer: await landscape(),
    });
    await settings.getByTestId('appearance-uploaded').waitFor();
    await page.waitForFunction(() => {
      const layer = document.querySelector('.desktop-wallpaper');
      return layer !== null && getComputedStyle(layer).backgroundImage.includes('/setting/wallpaper/image');
    });
    await page.waitForTimeout(1200);
    await page.screenshot({ path: path.join(OUT, 'settings-appearance.png') });
    if (EXTRA) {
      for (const [panel, ready] of [
        ['hardware', 'hardware-no-leds'],
        ['poolManage', 'pool-none'],
        ['sysNotice', 'notice-events'],
      ] as const) {
        await openSettingPanel(settings, panel, ready);
        await settle(page);
        await page.screenshot({ path: path.join(EXTRA, `settings-${panel}.png`) });
      }
      await openSettingPanel(settings, 'appearance', 'appearance-wallpapers');
      await settings.getByText(/^(深色|Dark)$/).click();
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      await settle(page);
      await page.screenshot({ path: path.join(EXTRA, 'settings-dark.png') });
    }
    await page.close();
  } finally {
    await daemon.dispose();
    await browser.close();
  }
}

await main();

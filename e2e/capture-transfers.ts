/**
 * Takes the transfers' screenshots into docs/screens/ at 1280x720: the task center with uploads
 * (one under way, others done) and the text editor with unsaved changes. Uses the built web app
 * (packages/web/dist) and a scratch daemon with the device's default disks, removed afterwards.
 * Run: `node --import tsx e2e/capture-transfers.ts`.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT, startScratchDaemon } from '../scripts/lib/daemon.js';
import { OWNER, prepareOwner, signIn } from './support/api.js';
import { launchCaptureBrowser, openSignedInPage } from './support/capture-page.js';
import { createPool } from './support/pools.js';
import { dropFiles, slowUploads } from './support/uploads.js';

const OUT = path.join(REPO_ROOT, 'docs/screens');
const MiB = 1024 * 1024;
const settle = (page: Page) => page.waitForTimeout(800);

const README = `# Archive

Family photos and videos, sorted by year.

- 2024: the trip to the coast
- 2025: the new house /* not yet sorted */

\`\`\`sh
# copy the camera's card
rsync -av /media/card/ ./2025/
\`\`\`
`;

async function main(): Promise<void> {
  const daemon = await startScratchDaemon('coffer-capture-', 'default');
  const browser = await launchCaptureBrowser();
  try {
    await prepareOwner(daemon.baseURL);
    const { token } = await signIn(daemon.baseURL);
    await createPool(daemon.baseURL, token, 'raid1', 'Archive');

    const page = await openSignedInPage(browser, daemon.baseURL, OWNER);

    await page.getByTestId('app-menu-button').click();
    await page.getByTestId('app-menu-item-taskCenter').click();
    const center = page.getByTestId('window-taskCenter');
    await center.getByTestId('upload-empty').waitFor({ timeout: 30_000 });
    const zone = center.getByTestId('upload-drop-zone');

    await dropFiles(page, zone, [
      { name: 'README.md', text: README },
      { name: 'budget-2026.xlsx', bytes: 3 * MiB },
    ]);
    await center.locator('[data-testid="upload-row"][data-status="3"]').first().waitFor({ timeout: 30_000 });
    await slowUploads(page, 500);
    await dropFiles(page, zone, [{ name: 'holiday-video.mp4', bytes: 180 * MiB }]);
    await dropFiles(page, zone, [{ name: 'scans.zip', bytes: 60 * MiB }]);
    const scans = center.locator('[data-testid="upload-row"][data-name="scans.zip"]');
    await scans.getByTestId('upload-speed').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(2500);
    await scans.getByTestId('upload-pause').click();
    await page.mouse.move(600, 600);
    await page.waitForTimeout(2500);
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'task-center-uploads.png') });
    await page.unroute('**/v2/file/upload/**');
    await scans.getByTestId('upload-cancel').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('window-close-taskCenter').click();

    await page.goto(`${daemon.baseURL}/home/txtEditor?path=${encodeURIComponent('/home/README.md')}`);
    const editor = page.getByTestId('txt-editor-area');
    await editor.waitFor({ timeout: 30_000 });
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n- 2026: the garden, week by week\n');
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'txt-editor.png') });

    await page.goto(`${daemon.baseURL}/home/codeViewer?path=${encodeURIComponent('/home/README.md')}`);
    await page.getByTestId('code-lines').waitFor({ timeout: 30_000 });
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'code-viewer.png') });
    console.log(`screenshots written to ${OUT}`);
  } finally {
    await browser.close();
    await daemon.dispose();
  }
}

await main();

/**
 * Takes the file manager's screenshots into docs/screens/ at 1280x720: a
 * folder in the list view (files-list.png) and the grid view with thumbnails (files-grid.png), the
 * conflict dialog of a drag (files-conflict.png); the recycle bin's is taken by
 * capture-files-hands.ts. Uses the built web app and a scratch daemon with virtual disks, removed
 * afterwards.
 * Run: `npm run build && node --import tsx e2e/capture-files.ts`.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { CALLS } from '@coffer/contract';
import { REPO_ROOT, startScratchDaemon } from '../scripts/lib/daemon.js';
import { post, prepareOwner, signIn } from './support/api.js';
import { launchCaptureBrowser, openSignedInPage } from './support/capture-page.js';
import { createPool } from './support/pools.js';

const SCREENS = path.join(REPO_ROOT, 'docs/screens');
// COFFER_SHOTS_DIR (with COFFER_LANG=en, say) writes them elsewhere, for looking at.
const OUT = process.env.COFFER_SHOTS_DIR ?? SCREENS;
const settle = (page: Page) => page.waitForTimeout(800);

/** A home folder that looks lived in: folders, documents, code, pictures, a video, an archive. */
function fillHome(home: string): void {
  for (const folder of ['Documents', 'Photos', 'Projects', 'Music', 'Backup'])
    mkdirSync(path.join(home, folder));
  const pictures = ['desktop-windows.png', 'storage-overview.png', 'lock-screen.png', 'storage-usage.png'];
  pictures.forEach((name, index) =>
    copyFileSync(path.join(SCREENS, name), path.join(home, `screenshot-${String(index + 1)}.png`)),
  );
  const files: [string, number][] = [
    ['quarterly-report.pdf', 2_400_000],
    ['budget-2026.xlsx', 84_000],
    ['meeting-notes.txt', 3_200],
    ['build.sh', 900],
    ['server.py', 14_000],
    ['holiday.mp4', 48_000_000],
    ['song.mp3', 6_100_000],
    ['archive.zip', 12_500_000],
    ['readme.md', 2_100],
  ];
  for (const [name, size] of files) writeFileSync(path.join(home, name), Buffer.alloc(size, 7));
  writeFileSync(path.join(home, 'Documents', 'meeting-notes.txt'), 'an older copy\n');
}

async function main(): Promise<void> {
  const daemon = await startScratchDaemon('coffer-screens-', 'default');
  const browser = await launchCaptureBrowser();
  try {
    await prepareOwner(daemon.baseURL);
    const session = await signIn(daemon.baseURL);
    const poolId = await createPool(daemon.baseURL, session.token, 'raid1', 'Files');
    await post(daemon.baseURL, CALLS.fileList.path, { path: '/home' }, session.token);
    const home = path.join(daemon.dataDir, 'mnt', poolId, 'homes', String(session.userid));
    fillHome(home);

    const page = await openSignedInPage(browser, daemon.baseURL, {
      username: 'owner',
      password: 'Coffer-2026a',
    });
    await page.getByTestId('desktop-icon-fileManage').dblclick();
    const files = page.getByTestId('window-fileManage');
    const row = (name: string): Locator => files.locator(`[data-testid="fm-row"][data-name="${name}"]`);
    await row('meeting-notes.txt').waitFor({ timeout: 30_000 });
    await row('Photos').click();
    await row('budget-2026.xlsx').click({ modifiers: ['Control'] });
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'files-list.png') });

    await files
      .getByTestId('fm-view')
      .getByTitle(/缩略图|Thumbnails/)
      .click();
    await files.getByTestId('fm-grid').waitFor();
    await page.waitForTimeout(1500);
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'files-grid.png') });
    await files
      .getByTestId('fm-view')
      .getByTitle(/列表|List/)
      .click();

    await row('meeting-notes.txt').locator('.fm-name').dragTo(row('Documents'));
    await page.getByTestId('fm-conflict-dialog').waitFor();
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'files-conflict.png') });
    await page.keyboard.press('Escape');

    console.log(`screenshots written to ${OUT}`);
  } finally {
    await browser.close();
    await daemon.dispose();
  }
}

await main();

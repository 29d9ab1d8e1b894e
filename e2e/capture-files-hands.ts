/**
 * Takes the screenshots of what a person does by hand in the file manager, at 1280x720, into
 * docs/screens/: a rubber band drawn over the list (files-marquee.png), an entry cut and the paste
 * menu on another folder (files-clipboard-paste.png), a text file opened with Enter in the text
 * editor (files-open-text.png), and the recycle bin with the folders entries were deleted from
 * (recycle-bin.png). Uses the built web app and a scratch daemon with virtual disks, removed after.
 * Run: `npm run build && node --import tsx e2e/capture-files-hands.ts`.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
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

function fillHome(home: string): void {
  for (const folder of ['Documents', 'Photos', 'Projects', 'Reports', 'Backup'])
    mkdirSync(path.join(home, folder));
  mkdirSync(path.join(home, 'Projects', 'website', 'assets'), { recursive: true });
  const files: [string, number][] = [
    ['quarterly-report.pdf', 2_400_000],
    ['budget-2026.xlsx', 84_000],
    ['build.sh', 900],
    ['holiday.mp4', 48_000_000],
    ['archive.zip', 12_500_000],
    ['readme.md', 2_100],
  ];
  for (const [name, size] of files) writeFileSync(path.join(home, name), Buffer.alloc(size, 7));
  copyFileSync(path.join(SCREENS, 'desktop-windows.png'), path.join(home, 'screenshot.png'));
  writeFileSync(
    path.join(home, 'meeting-notes.txt'),
    [
      'Meeting notes, 27 November',
      '',
      '- The new backup pool is ready: RAID1 over the two SATA disks.',
      '- Sales moves its shared folder to the public folder this week.',
      '- Next review: 4 December.',
      '',
    ].join('\n'),
  );
  writeFileSync(
    path.join(home, 'server.py'),
    'import http.server\n\n\ndef main() -> None:\n    server = http.server.ThreadingHTTPServer(("", 8000), http.server.SimpleHTTPRequestHandler)\n    server.serve_forever()\n\n\nif __name__ == "__main__":\n    main()\n',
  );
  for (const name of ['q1.txt', 'q2.txt', 'old-summary.txt'])
    writeFileSync(path.join(home, 'Reports', name), `${name}\n`);
  writeFileSync(path.join(home, 'Projects', 'website', 'assets', 'logo-draft.svg'), '<svg/>\n');
}

async function waitForTasks(baseURL: string, token: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answer = await post<{ tasks: { state: string }[] }>(baseURL, CALLS.fileTaskList.path, {}, token);
    if (answer.tasks.every((task) => ['done', 'failed', 'cancelled'].includes(task.state))) return;
    await delay(200);
  }
}

async function main(): Promise<void> {
  const daemon = await startScratchDaemon('coffer-screens-', 'default');
  const browser = await launchCaptureBrowser();
  try {
    await prepareOwner(daemon.baseURL);
    const session = await signIn(daemon.baseURL);
    const { token } = session;
    const poolId = await createPool(daemon.baseURL, token, 'raid1', 'Files');
    await post(daemon.baseURL, CALLS.fileList.path, { path: '/home' }, token);
    const home = path.join(daemon.dataDir, 'mnt', poolId, 'homes', String(session.userid));
    fillHome(home);
    // A group folder with something deleted from deep inside it.
    await post(daemon.baseURL, CALLS.publicNewDir.path, { name: 'Sales' }, token);
    const sales = path.join(daemon.dataDir, 'mnt', poolId, 'public', 'Sales', '2026', 'Q3', 'Week 2');
    mkdirSync(sales, { recursive: true });
    writeFileSync(path.join(sales, 'draft-offer.docx'), Buffer.alloc(40_000, 3));
    await post(
      daemon.baseURL,
      CALLS.fileDelete.path,
      {
        paths: [
          '/home/Reports/old-summary.txt',
          '/home/Projects/website/assets/logo-draft.svg',
          '/home/archive.zip',
          '/public/Sales/2026/Q3/Week 2/draft-offer.docx',
        ],
      },
      token,
    );
    await waitForTasks(daemon.baseURL, token);

    const page = await openSignedInPage(browser, daemon.baseURL, {
      username: 'owner',
      password: 'Coffer-2026a',
    });
    await page.getByTestId('desktop-icon-fileManage').dblclick();
    const files = page.getByTestId('window-fileManage');
    const row = (name: string): Locator => files.locator(`[data-testid="fm-row"][data-name="${name}"]`);
    await row('meeting-notes.txt').waitFor({ timeout: 30_000 });

    // A rubber band from a row's blank part down over four rows, held while the picture is taken.
    const from = await row('Photos').boundingBox();
    const to = await row('holiday.mp4').boundingBox();
    if (!from || !to) throw new Error('rows not on screen');
    await page.mouse.move(from.x + from.width * 0.45, from.y + from.height * 0.4);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width * 0.8, to.y + to.height * 0.6, { steps: 10 });
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'files-marquee.png') });
    await page.mouse.up();

    // Files from the operating system held over a folder's row: that row is where they would go.
    await row('Reports').evaluate((element) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['draft'], 'draft.txt'));
      for (const type of ['dragenter', 'dragover'])
        element.dispatchEvent(
          new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }),
        );
    });
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'files-drop-row.png') });
    await files
      .getByTestId('fm-area')
      .evaluate((element) =>
        element.dispatchEvent(new DragEvent('dragleave', { bubbles: true, relatedTarget: null })),
      );

    // Cut two files, open another folder and paste with the menu of its empty space.
    await row('quarterly-report.pdf').click();
    await row('budget-2026.xlsx').click({ modifiers: ['Control'] });
    await page.keyboard.press('Control+X');
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'files-clipboard-cut.png') });
    await row('Documents').dblclick();
    await files.getByTestId('fm-empty').waitFor();
    await files.getByTestId('fm-area').click({ button: 'right', position: { x: 160, y: 90 } });
    await page.getByTestId('fm-menu-paste').waitFor();
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'files-clipboard-paste.png') });
    await page.getByTestId('fm-menu-paste').click();
    await row('budget-2026.xlsx').waitFor({ timeout: 20_000 });
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'files-clipboard-pasted.png') });
    await page.keyboard.press('Backspace');

    // Enter on a text file opens it in the text editor; a source file in the code viewer.
    await row('meeting-notes.txt').click();
    await page.keyboard.press('Enter');
    const editor = page.getByTestId('window-txtEditor');
    await editor.getByTestId('txt-editor-area').waitFor({ timeout: 20_000 });
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'files-open-text.png') });
    await page.getByTestId('window-close-txtEditor').click();
    await editor.waitFor({ state: 'detached' });
    for (const [name, shot, app] of [
      ['server.py', 'files-open-code.png', 'codeViewer'],
      ['holiday.mp4', 'files-open-video.png', 'player'],
      ['screenshot.png', 'files-open-image.png', null],
    ] as const) {
      await row(name).dblclick();
      await page.waitForTimeout(2500);
      await page.screenshot({ path: path.join(OUT, shot) });
      if (app) await page.getByTestId(`window-close-${app}`).click();
      else await page.keyboard.press('Escape');
    }

    await page.getByTestId('app-menu-button').click();
    await page.getByTestId('app-menu-item-recycle').click();
    const recycle = page.getByTestId('window-recycle');
    await recycle.locator('[data-testid="recycle-row"]').nth(2).waitFor({ timeout: 30_000 });
    await recycle.locator('[data-testid="recycle-row"]').first().click();
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'recycle-bin.png') });
    await recycle.locator('[data-testid^="recycle-bin-group"]').click();
    await recycle.locator('[data-testid="recycle-row"]').first().waitFor({ timeout: 30_000 });
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'recycle-bin-group.png') });
    console.log(`screenshots written to ${OUT}`);
  } finally {
    await browser.close();
    await daemon.dispose();
  }
}

await main();

/**
 * Takes the storage overlays' screenshots into docs/screens/: the first-use wizard's mode step over
 * two blank disks (boot-first-use-wizard.png), and step 0 of the mode F confirm overlay after a
 * RAID1 member was pulled while the device was off (boot-confirm-overlay.png). Its step 1,
 * the acknowledgement, the waiting variant and the first-use panel go to COFFER_SHOTS_DIR when it
 * is set, for looking at. Uses the built web app and a scratch daemon with virtual disks, removed
 * afterwards. Run: `node --import tsx e2e/capture-overlays.ts`.
 */
import path from 'node:path';
import { CALLS, PRIVACY_PROTOCOL_VERSION } from '@coffer/contract';
import type { Page } from 'playwright-core';
import { REPO_ROOT, startScratchDaemon } from '../scripts/lib/daemon.js';
import { addUser, coffer, insertDisk } from './support/admin-cli.js';
import { post, prepareOwner, signIn } from './support/api.js';
import { launchCaptureBrowser, openSignedInPage } from './support/capture-page.js';
import { createPoolOf, serialsOf, waitForComplete } from './support/pools.js';

const OUT = path.join(REPO_ROOT, 'docs/screens');
const EXTRA = process.env.COFFER_SHOTS_DIR;
const MEMBER = { username: 'member', password: 'Coffer-2026c' };
const settle = (page: Page) => page.waitForTimeout(600);

async function extra(page: Page, name: string): Promise<void> {
  if (EXTRA) await page.screenshot({ path: path.join(EXTRA, name) });
}

async function main(): Promise<void> {
  const daemon = await startScratchDaemon('coffer-screens-');
  const browser = await launchCaptureBrowser();
  try {
    await prepareOwner(daemon.baseURL);
    for (const slot of ['sata1', 'sata2']) await insertDisk(daemon.dataDir, slot, '4T');
    await addUser(daemon.dataDir, MEMBER, 3);
    const { token: memberToken } = await signIn(daemon.baseURL, MEMBER);
    await post(daemon.baseURL, CALLS.agreeProtocol.path, { version: PRIVACY_PROTOCOL_VERSION }, memberToken);
    const { token } = await signIn(daemon.baseURL);

    const pending = await openSignedInPage(browser, daemon.baseURL, {
      username: 'owner',
      password: 'Coffer-2026a',
    });
    await pending.getByTestId('overlay-pending').waitFor();
    await settle(pending);
    await extra(pending, 'overlay-pending.png');
    await pending.getByTestId('overlay-pending-set-up').click();
    await pending.getByTestId('first-use-start').click();
    await pending.getByTestId('first-use-mode').waitFor();
    await settle(pending);
    await pending.screenshot({ path: path.join(OUT, 'boot-first-use-wizard.png') });
    await pending.close();

    await createPoolOf(daemon.baseURL, token, {
      raidtype: 'raid1',
      name: 'Archive',
      sys: await serialsOf(daemon.baseURL, token, ['sata1', 'sata2']),
    });
    await waitForComplete(daemon.baseURL, token);
    await daemon.stop();
    await coffer(daemon.dataDir, ['bay', 'pull', 'sata2']);
    await daemon.restart();

    const page = await openSignedInPage(browser, daemon.baseURL, {
      username: 'owner',
      password: 'Coffer-2026a',
    });
    await page.getByTestId('overlay-confirm-step-0').waitFor();
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'boot-confirm-overlay.png') });

    if (EXTRA) {
      await page.getByTestId('overlay-confirm-next').click();
      await page.getByTestId('overlay-choices').waitFor();
      await settle(page);
      await extra(page, 'overlay-choices.png');
      await page.getByTestId('overlay-choice-continue').click();
      await page.getByTestId('overlay-acknowledge').waitFor();
      await settle(page);
      await extra(page, 'overlay-acknowledge.png');
      const member = await openSignedInPage(browser, daemon.baseURL, MEMBER);
      await member.getByTestId('overlay-confirm-wait').waitFor();
      await settle(member);
      await extra(member, 'overlay-wait.png');
    }
    console.log(`screenshots written to ${OUT}`);
  } finally {
    await browser.close();
    await daemon.dispose();
  }
}

await main();

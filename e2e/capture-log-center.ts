/**
 * Takes the log center's screenshot into docs/screens/log-center.png at 1280x720: a device where
 * accounts were added from the console, people signed in (one with wrong passwords), an account was
 * disabled and the retention was set. With COFFER_SHOTS_DIR set it also saves the detail of a failed
 * sign-in and the logSetting tab there. Uses the built web app and a scratch daemon, removed
 * afterwards. Run: `node --import tsx e2e/capture-log-center.ts`.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { CALLS } from '@coffer/contract';
import { REPO_ROOT, startScratchDaemon } from '../scripts/lib/daemon.js';
import { addAgreedUser } from './support/accounts.js';
import { OWNER, post, prepareOwner, signIn } from './support/api.js';
import { launchCaptureBrowser, openSignedInPage } from './support/capture-page.js';

const OUT = path.join(REPO_ROOT, 'docs/screens');
const EXTRA = process.env.COFFER_SHOTS_DIR;
const settle = (page: Page) => page.waitForTimeout(800);

async function seed(baseURL: string, dataDir: string): Promise<void> {
  await prepareOwner(baseURL);
  const people = [
    { username: 'lin.wei', password: 'Lin-2026xyz' },
    { username: 'zhang.min', password: 'Zhang-2026xy' },
    { username: 'temp.contractor', password: 'Temp-2026xyz' },
  ];
  for (const person of people) await addAgreedUser(baseURL, dataDir, person, 3);
  for (const guess of ['Admin123', 'Password1']) {
    await signIn(baseURL, { username: 'admin', password: guess }).catch(() => undefined);
  }
  await signIn(baseURL, { username: 'lin.wei', password: 'Wrong-pass1' }).catch(() => undefined);
  await signIn(baseURL, people[0]!);
  const { token } = await signIn(baseURL, OWNER);
  const contractor = await signIn(baseURL, people[2]!);
  await post(baseURL, CALLS.disableAccount.path, { uid: contractor.userid }, token);
  await post(baseURL, CALLS.logSettingSet.path, { keepDays: 365 }, token);
}

async function main(): Promise<void> {
  const browser = await launchCaptureBrowser();
  try {
    const daemon = await startScratchDaemon('coffer-screens-');
    try {
      await seed(daemon.baseURL, daemon.dataDir);
      const page = await openSignedInPage(browser, daemon.baseURL, OWNER);
      await page.getByTestId('desktop-icon-logCenter').dblclick();
      const window = page.getByTestId('window-logCenter');
      await window.getByTestId('log-table').getByText('登录失败').first().waitFor();
      await settle(page);
      await page.screenshot({ path: path.join(OUT, 'log-center.png') });
      if (EXTRA) {
        await window
          .locator('.ant-table-row')
          .filter({ hasText: 'lin.wei' })
          .filter({ hasText: '登录失败' })
          .click();
        await window.getByTestId('log-detail').getByText('lin.wei').first().waitFor();
        await settle(page);
        await page.screenshot({ path: path.join(EXTRA, 'log-center-detail.png') });
        await page.keyboard.press('Escape');
        await window.getByRole('tab').nth(1).click();
        await window.getByTestId('log-keep-days').waitFor();
        await settle(page);
        await page.screenshot({ path: path.join(EXTRA, 'log-setting.png') });
      }
      await page.close();
    } finally {
      await daemon.dispose();
    }
  } finally {
    await browser.close();
  }
}

await main();

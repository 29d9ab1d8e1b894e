/**
 * Takes the settings app's network panel into docs/screens/settings-network.png at 1280x720: this
 * machine's own interfaces, read by the daemon. Then the edit form with a wrong mask caught as typed
 * (settings-network-edit.png) and the configuration a dry-run change would write
 * (settings-network-dryrun.png). Uses the built web app (packages/web/dist) and a scratch daemon in
 * its default dry-run network mode, removed afterwards: the machine's network is not changed.
 * Run: `node --import tsx e2e/capture-network.ts` (COFFER_LANG=en for English).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT, startScratchDaemon } from '../scripts/lib/daemon.js';
import { OWNER, prepareOwner } from './support/api.js';
import { launchCaptureBrowser, openSignedInPage } from './support/capture-page.js';

const OUT = path.join(REPO_ROOT, 'docs/screens');
const settle = (page: Page) => page.waitForTimeout(800);

/** The first port with an IPv4 address, the one the forms edit. */
function wiredPort(): string {
  const links = JSON.parse(execFileSync('ip', ['-j', '-4', 'addr'], { encoding: 'utf8' })) as {
    ifname: string;
    flags: string[];
  }[];
  return links.find((link) => !link.flags.includes('LOOPBACK'))!.ifname;
}

async function main(): Promise<void> {
  const daemon = await startScratchDaemon('coffer-capture-', 'none');
  const browser = await launchCaptureBrowser();
  const before = execFileSync('ip', ['-j', 'addr'], { encoding: 'utf8' });
  try {
    await prepareOwner(daemon.baseURL);
    const page = await openSignedInPage(browser, daemon.baseURL, OWNER);
    await page.goto(`${daemon.baseURL}/home/setting/network`);
    await page.getByTestId('network-page').waitFor();
    await settle(page);
    const suffix = process.env.COFFER_LANG === 'en' ? '-en' : '';
    const shot = async (name: string) => {
      await page.screenshot({ path: path.join(OUT, `${name}${suffix}.png`) });
      console.log(`wrote docs/screens/${name}${suffix}.png`);
    };
    await shot('settings-network');

    const port = wiredPort();
    await page.getByTestId(`net-edit-${port}`).click();
    await page
      .getByTestId('net-ipv4-method')
      .getByText(/静态|Static/)
      .click();
    await page.getByTestId('net-mask').fill('255.0.255.0');
    await settle(page);
    await shot('settings-network-edit');

    await page.getByTestId('net-mask').fill('255.255.255.0');
    await page.getByTestId('net-mtu').fill('1400');
    await page.getByTestId('net-save').click();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await page.locator('.network-file').first().waitFor();
    await settle(page);
    await shot('settings-network-dryrun');
    const after = execFileSync('ip', ['-j', 'addr'], { encoding: 'utf8' });
    if (after !== before) throw new Error('the machine’s addresses changed during a dry-run capture');
  } finally {
    await browser.close();
    await daemon.dispose();
  }
}

await main();

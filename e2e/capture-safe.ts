/**
 * Takes the safety app's block list into docs/screens/safe-blocklist.png at 1280x720: entries added
 * by hand (an address, an IPv4 and an IPv6 range, one lifted) and one the sign-in limits added after
 * wrong passwords from 127.0.0.2. Uses the built web app (packages/web/dist) and a scratch daemon,
 * removed afterwards. Run: `node --import tsx e2e/capture-safe.ts` (COFFER_LANG=en for English).
 */
import { request } from 'node:http';
import path from 'node:path';
import { SAFE_SERVICE } from '@coffer/contract';
import type { Page } from 'playwright-core';
import { REPO_ROOT, startScratchDaemon } from '../scripts/lib/daemon.js';
import { deviceKey, encrypt, OWNER, post, prepareOwner, signIn } from './support/api.js';
import { launchCaptureBrowser, openSignedInPage } from './support/capture-page.js';

const OUT = path.join(REPO_ROOT, 'docs/screens');
const settle = (page: Page) => page.waitForTimeout(800);

/** A wrong sign-in from 127.0.0.2, as another machine would try. */
async function wrongSignInFrom(baseURL: string, localAddress: string): Promise<void> {
  const key = await deviceKey(baseURL);
  const body = JSON.stringify({
    username: encrypt(key.key, OWNER.username),
    password: encrypt(key.key, 'Wrong-pass-1'),
    key_id: key.key_id,
  });
  await new Promise<void>((resolve, reject) => {
    const outgoing = request(
      new URL('/auth/login', baseURL),
      { method: 'POST', localAddress, agent: false, headers: { 'content-type': 'application/json' } },
      (response) => response.resume().on('end', resolve),
    );
    outgoing.on('error', reject).end(body);
  });
}

async function main(): Promise<void> {
  const daemon = await startScratchDaemon('coffer-capture-', 'none');
  const browser = await launchCaptureBrowser();
  try {
    await prepareOwner(daemon.baseURL);
    const { token } = await signIn(daemon.baseURL);
    const agent = (service: string, fields: object) =>
      post(daemon.baseURL, `/v1/api/agent?s=${service}`, { service, ...fields }, token);
    await agent(SAFE_SERVICE.ipBlackAdd, { ip: '203.0.113.45', remark: 'Port scans from outside' });
    await agent(SAFE_SERVICE.ipBlackAdd, { ip: '198.51.100.0/24', remark: 'Old guest network' });
    const lifted = (await agent(SAFE_SERVICE.ipBlackAdd, { ip: '192.168.10.23', remark: 'Test laptop' })) as {
      id: number;
    };
    await agent(SAFE_SERVICE.ipBlackUnlock, { ids: [lifted.id] });
    await agent(SAFE_SERVICE.ipBlackAdd, { ip: '2001:db8:bad::/48', remark: 'IPv6 range' });
    await agent(SAFE_SERVICE.userLimitConfSet, { maxFailures: 3, blockSeconds: 1800 });
    for (let attempt = 0; attempt < 3; attempt += 1) await wrongSignInFrom(daemon.baseURL, '127.0.0.2');

    const page = await openSignedInPage(browser, daemon.baseURL, OWNER);
    await page.getByTestId('desktop-icon-safe').dblclick();
    await page.getByTestId('safe-block-table').getByText('127.0.0.2').waitFor();
    await settle(page);
    const suffix = process.env.COFFER_LANG === 'en' ? '-en' : '';
    await page.screenshot({ path: path.join(OUT, `safe-blocklist${suffix}.png`) });
    console.log(`wrote docs/screens/safe-blocklist${suffix}.png`);
    // The other tabs, for a look: the sign-in limits and the firewall as this machine has it.
    for (const tab of ['limits', 'firewall'] as const) {
      await page.goto(`${daemon.baseURL}/home/safe?tab=${tab}`);
      await page.getByTestId('safe-app').waitFor();
      await settle(page);
      await page.screenshot({ path: path.join(OUT, `safe-${tab}${suffix}.png`) });
      console.log(`wrote docs/screens/safe-${tab}${suffix}.png`);
    }
  } finally {
    await browser.close();
    await daemon.dispose();
  }
}

await main();

/**
 * Takes directory sign-in's screenshot into docs/screens/directory.png at 1280x720: a real slapd
 * with a few people and groups, connected and imported, the user center open on its directory tab.
 * With COFFER_SHOTS_DIR set it also saves the connect form after a successful test there.
 * Uses the built web app, a scratch daemon and a scratch slapd, both removed afterwards.
 * Run: `node --import tsx e2e/capture-directory.ts`.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { CALLS } from '@coffer/contract';
import { READER, SUFFIX, personLdif, startSlapd } from '../packages/server/test/directory/slapd-server.js';
import { REPO_ROOT, startScratchDaemon } from '../scripts/lib/daemon.js';
import { OWNER, deviceKey, encrypt, post, prepareOwner, signIn } from './support/api.js';
import { launchCaptureBrowser, openSignedInPage } from './support/capture-page.js';

const OUT = path.join(REPO_ROOT, 'docs/screens');
const EXTRA = process.env.COFFER_SHOTS_DIR;
const settle = (page: Page) => page.waitForTimeout(800);

const PEOPLE = [
  ['li.na', 'Li Na'],
  ['wang.fang', 'Wang Fang'],
  ['zhou.jie', 'Zhou Jie'],
  ['chen.yu', 'Chen Yu'],
] as const;

async function main(): Promise<void> {
  const slapd = await startSlapd();
  try {
    await slapd.add(PEOPLE.map(([uid, name]) => personLdif(uid, name, 'Dir-pass-2026')).join('\n'));
    await slapd.add(`dn: cn=finance,ou=groups,${SUFFIX}
objectClass: groupOfNames
cn: finance
member: uid=li.na,ou=people,${SUFFIX}
member: uid=wang.fang,ou=people,${SUFFIX}

dn: cn=design,ou=groups,${SUFFIX}
objectClass: groupOfNames
cn: design
member: uid=zhou.jie,ou=people,${SUFFIX}
`);
    const browser = await launchCaptureBrowser();
    try {
      const daemon = await startScratchDaemon('coffer-screens-');
      try {
        await prepareOwner(daemon.baseURL);
        const { token } = await signIn(daemon.baseURL, OWNER);
        const key = await deviceKey(daemon.baseURL);
        await post(
          daemon.baseURL,
          CALLS.directorySave.path,
          {
            url: slapd.url,
            baseDn: SUFFIX,
            bindDn: READER.dn,
            bindPassword: encrypt(key.key, READER.password),
            key_id: key.key_id,
          },
          token,
        );
        await post(daemon.baseURL, CALLS.directoryImport.path, {}, token);
        const page = await openSignedInPage(browser, daemon.baseURL, OWNER);
        await page.getByTestId('desktop-icon-userCenter').dblclick();
        const window = page.getByTestId('window-userCenter');
        await window.getByRole('tab').nth(2).click();
        await window.getByTestId('directory-accounts').getByText('li.na', { exact: true }).waitFor();
        await settle(page);
        await page.screenshot({ path: path.join(OUT, 'directory.png') });
        if (EXTRA) {
          await window.getByTestId('directory-edit').click();
          await window.getByTestId('directory-test').click();
          await window.getByTestId('directory-test-ok').waitFor();
          await settle(page);
          await page.screenshot({ path: path.join(EXTRA, 'directory-connect.png') });
        }
        await page.close();
      } finally {
        await daemon.dispose();
      }
    } finally {
      await browser.close();
    }
  } finally {
    await slapd.stop();
  }
}

await main();

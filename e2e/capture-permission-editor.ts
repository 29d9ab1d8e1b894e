/**
 * Takes the permission editor's screenshots into docs/screens/ at 1280x720: permission-editor.png
 * (every group folder and who may use it) and permission-apps.png (one user's app
 * permissions, two apps denied). The device has a pool, departments as groups, people in them and
 * group folders with grants, all made through the daemon's calls. Uses the built web app
 * (packages/web/dist) and a scratch daemon, removed afterwards.
 * Run: `node --import tsx e2e/capture-permission-editor.ts` (COFFER_LANG=en for English).
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { CALLS, type GroupEntry, type PublicDir } from '@coffer/contract';
import { REPO_ROOT, startScratchDaemon } from '../scripts/lib/daemon.js';
import { addAgreedUser } from './support/accounts.js';
import { OWNER, post, prepareOwner, signIn } from './support/api.js';
import { launchCaptureBrowser, openSignedInPage } from './support/capture-page.js';
import { createPool } from './support/pools.js';

const OUT = path.join(REPO_ROOT, 'docs/screens');
const settle = (page: Page) => page.waitForTimeout(800);

const PEOPLE = [
  { username: 'lin.wei', password: 'Lin-2026xyz', groups: ['Design'] },
  { username: 'zhang.min', password: 'Zhang-2026xy', groups: ['Finance'] },
  { username: 'chen.jie', password: 'Chen-2026xyz', groups: ['Design', 'Sales'] },
  { username: 'temp.contractor', password: 'Temp-2026xyz', groups: ['Design'] },
];

async function seed(baseURL: string, dataDir: string) {
  await prepareOwner(baseURL);
  const { token } = await signIn(baseURL, OWNER);
  await createPool(baseURL, token, 'raid1', 'Files');
  const uids = new Map<string, number>();
  for (const person of PEOPLE) {
    await addAgreedUser(baseURL, dataDir, person, 3);
    uids.set(person.username, (await signIn(baseURL, person)).userid);
  }
  const groups = new Map<string, number>();
  for (const name of ['Design', 'Finance', 'Sales']) {
    const members = PEOPLE.filter((person) => person.groups.includes(name)).map((person) =>
      uids.get(person.username)!,
    );
    const group = await post<GroupEntry>(baseURL, CALLS.groupCreate.path, { name, members }, token);
    groups.set(name, group.id);
  }
  const folder = async (name: string, permits: object[]) => {
    const dir = await post<PublicDir>(baseURL, CALLS.publicNewDir.path, { name }, token);
    await post(baseURL, CALLS.publicSaveDirsPermit.path, { fid: dir.fid, permits }, token);
  };
  await folder('Projects', [
    { type: 'group', id: groups.get('Design'), permission: 1 },
    { type: 'group', id: groups.get('Sales'), permission: 2 },
    { type: 'user', id: uids.get('temp.contractor'), permission: 0 },
  ]);
  await folder('Finance', [
    { type: 'group', id: groups.get('Finance'), permission: 1 },
    { type: 'user', id: uids.get('lin.wei'), permission: 2 },
  ]);
  await folder('Brand assets', [
    { type: 'group', id: groups.get('Design'), permission: 2 },
    { type: 'group', id: groups.get('Sales'), permission: 2 },
  ]);
  await folder('Handover', []);
  return { token, contractor: uids.get('temp.contractor')!, design: groups.get('Design')! };
}

/** The contractor may not share or download; Design may use the photo app. */
async function seedAppPermits(
  baseURL: string,
  { token, contractor, design }: { token: string; contractor: number; design: number },
): Promise<void> {
  await post(
    baseURL,
    CALLS.serviceSaveUserPermit.path,
    {
      uid: contractor,
      permits: [
        { service: 'shareManage', permission: 0 },
        { service: 'download', permission: 0 },
      ],
    },
    token,
  );
  await post(
    baseURL,
    CALLS.serviceSaveGroupPermit.path,
    { gid: design, permits: [{ service: 'album', permission: 1 }] },
    token,
  );
}

async function main(): Promise<void> {
  const browser = await launchCaptureBrowser();
  try {
    const daemon = await startScratchDaemon('coffer-screens-', 'default');
    try {
      const seeded = await seed(daemon.baseURL, daemon.dataDir);
      const page = await openSignedInPage(browser, daemon.baseURL, OWNER);
      await page.getByTestId('desktop-icon-userCenter').dblclick();
      const window = page.getByTestId('window-userCenter');
      await window.getByRole('tab').nth(2).click();
      await window.locator('.ant-table-row', { hasText: 'Projects' }).waitFor();
      await settle(page);
      await page.screenshot({ path: path.join(OUT, 'permission-editor.png') });

      await seedAppPermits(daemon.baseURL, seeded);
      await window.getByRole('tab').nth(3).click();
      const panel = window.getByTestId('app-permit-panel');
      await panel.getByTestId('app-permit-pick').click();
      await page.locator('.ant-select-item-option', { hasText: 'temp.contractor' }).click();
      await panel.getByTestId('app-permit-answer').first().waitFor();
      await settle(page);
      await page.screenshot({ path: path.join(OUT, 'permission-apps.png') });
      await page.close();
    } finally {
      await daemon.dispose();
    }
  } finally {
    await browser.close();
  }
}

await main();

/**
 * Takes the file services' screenshots into docs/screens/ at 1280x720: settings-services.png (the
 * overview with SMB running), settings-smb.png (SMB's shared folders) and smb-audit.png (the log
 * center's SMB audit tab). The device has a pool, people and group folders made through the
 * daemon's calls; SMB runs on a free port and people really copy files over it with `smbclient`,
 * so the audit shows what Samba recorded. Uses the built web app and a scratch daemon, removed
 * afterwards. Run: `node --import tsx e2e/capture-settings-services.ts` (COFFER_LANG=en for English;
 * COFFER_SHOTS_DIR=<dir> also saves SMB's settings tab there).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { CALLS, FILE_SERVICE_CALLS, type GroupEntry, type PublicDir } from '@coffer/contract';
import { REPO_ROOT, freePort, startScratchDaemon } from '../scripts/lib/daemon.js';
import { addAgreedUser } from './support/accounts.js';
import { OWNER, post, prepareOwner, signIn } from './support/api.js';
import { launchCaptureBrowser, openSignedInPage } from './support/capture-page.js';
import { createPool } from './support/pools.js';

const OUT = path.join(REPO_ROOT, 'docs/screens');
/** With COFFER_SHOTS_DIR set, SMB's settings tab is saved there too. */
const EXTRA = process.env.COFFER_SHOTS_DIR;
const settle = (page: Page) => page.waitForTimeout(800);
const PEOPLE = [
  { username: 'lin.wei', password: 'Lin-2026xyz' },
  { username: 'zhang.min', password: 'Zhang-2026xy' },
];

type Person = { username: string; password: string };

/** smbclient as a person uses it; the password travels in the environment, never in argv. */
function smbclient(port: number, user: Person, args: readonly string[]) {
  return new Promise<boolean>((resolve) => {
    execFile(
      'smbclient',
      ['-p', String(port), '-U', user.username, '-m', 'SMB3', ...args],
      { env: { ...process.env, PASSWD: user.password }, timeout: 60_000 },
      (error) => resolve(!error),
    );
  });
}

/** Waits until Samba accepts the person's password (set a moment after their sign-in). */
async function smbLogin(port: number, user: Person): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    if (await smbclient(port, user, ['-L', '127.0.0.1'])) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Samba never accepted ${user.username}'s password`);
}

function smb(port: number, user: Person, share: string, commands: string) {
  return new Promise<void>((resolve) => {
    execFile(
      'smbclient',
      [`//127.0.0.1/${share}`, '-p', String(port), '-U', user.username, '-m', 'SMB3', '-c', commands],
      { env: { ...process.env, PASSWD: user.password }, timeout: 60_000 },
      // A refused command is part of the story the audit tells; it is still worth seeing here.
      (error, stdout, stderr) => {
        if (error) console.warn(`smbclient ${user.username} //${share}: ${stdout}${stderr}`.trim());
        resolve();
      },
    );
  });
}

async function seed(baseURL: string, dataDir: string): Promise<number> {
  await prepareOwner(baseURL);
  const { token } = await signIn(baseURL, OWNER);
  await createPool(baseURL, token, 'raid1', 'Files');
  const uids: number[] = [];
  for (const person of PEOPLE) {
    await addAgreedUser(baseURL, dataDir, person, 3);
    uids.push((await signIn(baseURL, person)).userid);
  }
  const group = await post<GroupEntry>(
    baseURL,
    CALLS.groupCreate.path,
    { name: 'Design', members: uids },
    token,
  );
  for (const [name, permission] of [
    ['Projects', 1],
    ['Brand assets', 2],
    ['Videos', 2],
  ] as const) {
    const dir = await post<PublicDir>(baseURL, CALLS.publicNewDir.path, { name }, token);
    await post(
      baseURL,
      CALLS.publicSaveDirsPermit.path,
      { fid: dir.fid, permits: [{ type: 'group', id: group.id, permission }] },
      token,
    );
  }

  const port = await freePort();
  const samba = FILE_SERVICE_CALLS.samba;
  await post(baseURL, samba.config.path, { data: JSON.stringify({ port }) }, token);
  await post(baseURL, samba.enable.path, { enable: true }, token);
  await post(
    baseURL,
    CALLS.sambaAuditUpdate.path,
    {
      data: JSON.stringify({
        enabled: true,
        actions: ['connect', 'write', 'create', 'mkdir', 'rename', 'delete'],
      }),
    },
    token,
  );
  const { list } = await post<{ list: { id: number; name: string }[] }>(
    baseURL,
    samba.mappingList.path,
    {},
    token,
  );
  const videos = list.find((mapping) => mapping.name === 'Videos');
  if (videos) await post(baseURL, samba.mappingDel.path, { id: videos.id }, token);
  // The people sign in once more: the daemon now has SMB running to give their passwords to.
  for (const person of PEOPLE) await signIn(baseURL, person);
  for (const person of PEOPLE) await smbLogin(port, person);

  const scratch = await mkdtemp(path.join(os.tmpdir(), 'coffer-smb-files-'));
  try {
    const report = path.join(scratch, 'q4-report.pdf');
    await writeFile(report, Buffer.alloc(256 * 1024, 7));
    const [lin, zhang] = PEOPLE as [(typeof PEOPLE)[number], (typeof PEOPLE)[number]];
    await smb(
      port,
      lin,
      'Projects',
      `mkdir plans; put ${report} plans/q4-report.pdf; rename plans/q4-report.pdf plans/q4-final.pdf`,
    );
    await smb(port, zhang, 'Projects', `put ${report} draft.pdf; del draft.pdf`);
    await smb(port, zhang, 'Brand assets', `put ${report} logo.pdf`);
    await smb(port, lin, 'home', `put ${report} notes.pdf`);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  // The audit follows Samba's log; give it a moment to read the last lines.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  return port;
}

async function main(): Promise<void> {
  const browser = await launchCaptureBrowser();
  try {
    const daemon = await startScratchDaemon('coffer-screens-', 'default');
    try {
      await seed(daemon.baseURL, daemon.dataDir);
      const page = await openSignedInPage(browser, daemon.baseURL, OWNER);
      await page.getByTestId('desktop-icon-setting').dblclick();
      const window = page.getByTestId('window-setting');
      await window
        .getByTestId('service-card-samba')
        .getByTestId('service-connect')
        .locator('code')
        .first()
        .waitFor();
      await settle(page);
      await page.screenshot({ path: path.join(OUT, 'settings-services.png') });

      await window.getByTestId('service-settings-samba').click();
      await window.getByTestId('samba-port').waitFor();
      if (EXTRA) {
        await settle(page);
        await page.screenshot({ path: path.join(EXTRA, 'settings-smb-config.png') });
      }
      await window.getByRole('tab', { name: /共享文件夹|Shared folders/ }).click();
      await window.getByTestId('service-folders-samba').locator('.ant-table-row').first().waitFor();
      await settle(page);
      await page.screenshot({ path: path.join(OUT, 'settings-smb.png') });
      await page.getByTestId('window-close-setting').click();

      await page.getByTestId('desktop-icon-logCenter').dblclick();
      const logs = page.getByTestId('window-logCenter');
      await logs.getByRole('tab', { name: /SMB/ }).click();
      await logs.getByTestId('smb-audit-table').locator('.ant-table-row').first().waitFor();
      await settle(page);
      await page.screenshot({ path: path.join(OUT, 'smb-audit.png') });
      await page.close();
    } finally {
      await daemon.dispose();
    }
  } finally {
    await browser.close();
  }
}

await main();

/**
 * Takes screenshots of spec 2's sync, start and blocking overlays into docs/screens/: the RAID sync
 * card while a RAID1 is being repaired onto a new disk (boot-raid-sync.png) and the N300005 dialog
 * of a pool whose disk is there but no longer mounts (boot-blocking-mount.png). With COFFER_SHOTS_DIR
 * set, also the disk-removed card, an ordinary user's sync card, the disks-being-prepared dialog of
 * a restart and the user's waiting variant of the blocking code go there, for looking at. Uses the
 * built web app and a scratch daemon with virtual disks, removed afterwards.
 * Run: `node --import tsx e2e/capture-boot-overlays.ts`.
 */
import { execFile } from 'node:child_process';
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  CALLS,
  PasswordEvent,
  PRIVACY_PROTOCOL_VERSION,
  type JobInfo,
  type PoolInfo,
} from '@coffer/contract';
import type { Page } from 'playwright-core';
import { REPO_ROOT, startScratchDaemon } from '../scripts/lib/daemon.js';
import { addUser, coffer, insertDisk } from './support/admin-cli.js';
import { post, prepareOwner, signIn } from './support/api.js';
import { launchCaptureBrowser, openSignedInPage } from './support/capture-page.js';
import { createPoolOf, passPasswordCheck, serialsOf, waitForComplete } from './support/pools.js';

const OUT = path.join(REPO_ROOT, 'docs/screens');
const EXTRA = process.env.COFFER_SHOTS_DIR;
const OWNER = { username: 'owner', password: 'Coffer-2026a' };
const MEMBER = { username: 'member', password: 'Coffer-2026c' };
const settle = (page: Page) => page.waitForTimeout(600);
const run = promisify(execFile);

async function extra(page: Page, name: string): Promise<void> {
  if (EXTRA) await page.screenshot({ path: path.join(EXTRA, name) });
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function poolOf(baseURL: string, token: string, poolId: string): Promise<PoolInfo | undefined> {
  const info = await post<{ zspool: { normal: PoolInfo[] } }>(baseURL, CALLS.poolInfo.path, {}, token);
  return info.zspool.normal.find((pool) => pool.id === poolId);
}

/** Zeroes a virtual disk's primary btrfs superblock (64 KiB in) while the device is off. */
function breakSuperblock(dataDir: string, slot: string): void {
  const state = JSON.parse(readFileSync(path.join(dataDir, 'bays', 'bays.json'), 'utf8')) as {
    bays: Record<string, { image: string }>;
  };
  const image = openSync(path.join(dataDir, 'bays', 'images', state.bays[slot]!.image), 'r+');
  writeSync(image, Buffer.alloc(4096), 0, 4096, 64 * 1024);
  closeSync(image);
}

async function main(): Promise<void> {
  const daemon = await startScratchDaemon('coffer-screens-');
  const browser = await launchCaptureBrowser();
  try {
    await prepareOwner(daemon.baseURL);
    for (const slot of ['sata1', 'sata2']) await insertDisk(daemon.dataDir, slot, '120G');
    await addUser(daemon.dataDir, MEMBER, 3);
    const { token: memberToken } = await signIn(daemon.baseURL, MEMBER);
    await post(daemon.baseURL, CALLS.agreeProtocol.path, { version: PRIVACY_PROTOCOL_VERSION }, memberToken);
    let { token } = await signIn(daemon.baseURL);
    const [first, second] = await serialsOf(daemon.baseURL, token, ['sata1', 'sata2']);
    const { poolId } = await createPoolOf(daemon.baseURL, token, {
      raidtype: 'raid1',
      name: 'Mirror',
      sys: [first!, second!],
    });
    // Allocated extents the repair copies onto the new disk: long enough to be seen at work.
    const mount = path.join(daemon.dataDir, 'mnt', poolId);
    await run('fallocate', ['-l', '6G', path.join(mount, 'bulk.bin')]);
    await run('sync', ['-f', mount]);
    await waitForComplete(daemon.baseURL, token);

    const page = await openSignedInPage(browser, daemon.baseURL, OWNER);
    await coffer(daemon.dataDir, ['bay', 'pull', 'sata2']);
    await page.getByTestId('overlay-hotplug').waitFor({ timeout: 15_000 });
    await settle(page);
    await extra(page, 'overlay-disk-removed.png');
    await until(
      async () => (await poolOf(daemon.baseURL, token, poolId))?.status === 'degraded',
      'the pool to be degraded',
    );

    // The new disk the repair rebuilds onto.
    await insertDisk(daemon.dataDir, 'sata3', '120G');
    const [third] = await serialsOf(daemon.baseURL, token, ['sata3']);
    await passPasswordCheck(daemon.baseURL, token, PasswordEvent.storageFormat);
    const { jobId } = await post<{ jobId: string }>(
      daemon.baseURL,
      CALLS.formatExec.path,
      { action: 'repair', pid: poolId, repair: [second], sys: [third] },
      token,
    );
    await page.getByTestId('overlay-hotplug-close').click();
    await page.getByTestId('overlay-sync').waitFor({ timeout: 15_000 });
    // Once the pace is known the card says how long is left.
    await page
      .getByTestId('overlay-sync-remaining')
      .filter({ hasNotText: /估算|Estimating/ })
      .waitFor({ timeout: 30_000 });
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'boot-raid-sync.png') });
    if (EXTRA) {
      const member = await openSignedInPage(browser, daemon.baseURL, MEMBER);
      await member.getByTestId('overlay-sync').waitFor({ timeout: 15_000 });
      await settle(member);
      await extra(member, 'overlay-sync-user.png');
      await member.close();
    }
    await until(
      async () => {
        const job = await post<JobInfo | null>(daemon.baseURL, CALLS.formatStatus.path, { jobId }, token);
        return job?.state === 'done';
      },
      'the repair to finish',
      240_000,
    );
    await page.close();

    // A basic pool whose disk stays but whose filesystem no longer mounts: N300005 at the next start.
    await insertDisk(daemon.dataDir, 'sata4', '120G');
    const [fourth] = await serialsOf(daemon.baseURL, token, ['sata4']);
    await createPoolOf(daemon.baseURL, token, { raidtype: 'basic', name: 'Solo', sys: [fourth!] });
    await waitForComplete(daemon.baseURL, token, 90_000);
    await daemon.stop();
    breakSuperblock(daemon.dataDir, 'sata4');
    if (EXTRA) {
      // The start holds on mounting, so the disks-being-prepared dialog can be seen.
      process.env.COFFER_TEST_HOLD_BOOT = 'mounting:20000';
      const restarted = daemon.restart();
      const waiting = await openSignedInPage(browser, daemon.baseURL, OWNER).catch(async () => {
        await new Promise((resolve) => setTimeout(resolve, 2000));
        return openSignedInPage(browser, daemon.baseURL, OWNER);
      });
      await waiting.getByTestId('overlay-disks-preparing').waitFor({ timeout: 20_000 });
      await settle(waiting);
      await extra(waiting, 'overlay-disks-preparing.png');
      await restarted;
      delete process.env.COFFER_TEST_HOLD_BOOT;
      await waiting.close();
    } else {
      await daemon.restart();
    }
    ({ token } = await signIn(daemon.baseURL));
    const blocked = await openSignedInPage(browser, daemon.baseURL, OWNER);
    await blocked.getByTestId('overlay-blocking').waitFor({ timeout: 15_000 });
    await settle(blocked);
    await blocked.screenshot({ path: path.join(OUT, 'boot-blocking-mount.png') });
    if (EXTRA) {
      const member = await openSignedInPage(browser, daemon.baseURL, MEMBER);
      await member.getByTestId('overlay-blocking-wait').waitFor({ timeout: 15_000 });
      await settle(member);
      await extra(member, 'overlay-blocking-wait.png');
    }
    console.log(`screenshots written to ${OUT}`);
  } finally {
    await browser.close();
    await daemon.dispose();
  }
}

await main();

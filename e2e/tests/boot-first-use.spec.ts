import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { CALLS, type PoolInfo } from '@coffer/contract';
import { OWNER, post, prepareOwner, signIn } from '../support/api.js';
import { coffer, insertDisk } from '../support/admin-cli.js';
import { addAgreedUser } from '../support/accounts.js';
import { expect, test } from '../support/daemon.js';
import { signInOwnContext, signInThroughPage } from '../support/desktop.js';
import { createPoolOf, serialsOf, waitForComplete } from '../support/pools.js';

const run = promisify(execFile);
const MEMBER = { username: 'member', password: 'Coffer-2026c' };
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function poolsOf(baseURL: string, token: string): Promise<PoolInfo[]> {
  const info = await post<{ zspool: { normal: PoolInfo[] } }>(baseURL, CALLS.poolInfo.path, {}, token);
  return info.zspool.normal;
}

test('two blank disks: the owner builds a RAID1 through the first-use wizard while a user waits', async ({
  page,
  browser,
  daemon,
}) => {
  test.setTimeout(180_000);
  await prepareOwner(daemon.baseURL);
  await insertDisk(daemon.dataDir, 'sata1', '4T');
  await insertDisk(daemon.dataDir, 'sata2', '4T');
  await addAgreedUser(daemon.baseURL, daemon.dataDir, MEMBER, 3);
  await page.setViewportSize({ width: 1280, height: 720 });
  await signInThroughPage(page);
  const member = await signInOwnContext(browser, daemon.baseURL, MEMBER);
  try {
    await expect(member.getByTestId('overlay-pending-wait')).toBeVisible();
    await expect(member.getByTestId('overlay-pending-set-up')).toHaveCount(0);

    await page.getByTestId('overlay-pending-set-up').click();
    const wizard = page.getByTestId('first-use-wizard');
    // Every disk is new: the wizard greets first.
    await expect(wizard).toHaveAttribute('data-step', 'welcome');
    await page.getByTestId('first-use-start').click();
    await expect(page.getByTestId('first-use-disk-1')).toContainText('4TB');
    await expect(page.getByTestId('first-use-disk-2')).toContainText('4TB');
    await page.getByTestId('first-use-mode-raid1').click();
    await page.getByTestId('first-use-next').click();
    // The SSD note must be ticked before formatting.
    await expect(page.getByTestId('first-use-format')).toBeDisabled();
    await page.getByTestId('first-use-ssd-accept').check();
    await page.getByTestId('first-use-format').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('admin-password-input').fill(OWNER.password);
    await page.getByTestId('admin-password-ok').click();
    await expect(wizard).toHaveAttribute('data-step', 'complete', { timeout: 120_000 });
    await expect(page.getByTestId('first-use-complete')).toHaveAttribute('data-ready', '1');
    await expect(page.getByTestId('first-use-facts')).toHaveText(/RAID1 · 2 .*4TB/);
    await expect(page.getByTestId('first-use-chart').locator('svg')).toBeVisible();

    const { token } = await signIn(daemon.baseURL);
    const [pool] = await poolsOf(daemon.baseURL, token);
    expect(pool).toMatchObject({ raid_type: 'raid1', has_mount: 1 });
    await page.getByTestId('first-use-done').click();
    await page.getByTestId('desktop-user').waitFor();
    // The pool exists: no page asks for one any more.
    await expect(page.getByTestId('overlay-pending')).toHaveCount(0);
    await expect(member.getByTestId('overlay-pending-wait')).toHaveCount(0, { timeout: 10_000 });
  } finally {
    await member.context().close();
  }
});

test('a blank disk inserted beside a running RAID1 of two is offered as mode H, can wait, and dilate makes it three', async ({
  page,
  daemon,
}) => {
  test.setTimeout(180_000);
  await prepareOwner(daemon.baseURL);
  await insertDisk(daemon.dataDir, 'sata1', '120G');
  await insertDisk(daemon.dataDir, 'sata2', '120G');
  const { token } = await signIn(daemon.baseURL);
  const { poolId } = await createPoolOf(daemon.baseURL, token, {
    raidtype: 'raid1',
    name: 'Mirror',
    sys: await serialsOf(daemon.baseURL, token, ['sata1', 'sata2']),
  });
  const mount = path.join(daemon.dataDir, 'mnt', poolId);
  const content = randomBytes(4 * 1024 * 1024);
  await writeFile(path.join(mount, 'probe.bin'), content, { flush: true });
  await waitForComplete(daemon.baseURL, token, 60_000);

  await page.setViewportSize({ width: 1280, height: 720 });
  await signInThroughPage(page);
  await insertDisk(daemon.dataDir, 'sata3', '120G');
  // "Later" in the overlay closes it and the card for this page; a new page offers it again.
  await page.getByTestId('overlay-offer-decide').click({ timeout: 15_000 });
  await page.getByTestId('overlay-confirm-later').click();
  await expect(page.getByTestId('overlay-confirm')).toHaveCount(0);
  await expect(page.getByTestId('overlay-offer')).toHaveCount(0);
  await page.reload();
  await page.getByTestId('overlay-offer-decide').click({ timeout: 15_000 });
  await expect(page.getByTestId('overlay-confirm-mode')).toContainText('H');
  await page.getByTestId('overlay-confirm-next').click();
  await page.getByTestId('overlay-choice-dilate-Mirror').click();
  await expect(page.getByTestId('overlay-confirm')).toHaveCount(0, { timeout: 15_000 });

  await expect
    .poll(async () => (await poolsOf(daemon.baseURL, token))[0]?.disk_count, { timeout: 120_000 })
    .toBe(3);
  await waitForComplete(daemon.baseURL, token, 120_000);
  const { stdout } = await run('btrfs', ['filesystem', 'df', mount]);
  expect(stdout).toMatch(/Data, RAID1C3/);
  expect(sha256(await readFile(path.join(mount, 'probe.bin')))).toBe(sha256(content));
  await expect(page.getByTestId('overlay-offer')).toHaveCount(0);
});

test('a hot disk: the owner gets the temperature alert with its reading, a user the user variant', async ({
  page,
  browser,
  daemon,
}) => {
  test.setTimeout(120_000);
  await prepareOwner(daemon.baseURL);
  await insertDisk(daemon.dataDir, 'sata1', '120G');
  await insertDisk(daemon.dataDir, 'sata2', '120G');
  const { token } = await signIn(daemon.baseURL);
  await createPoolOf(daemon.baseURL, token, {
    raidtype: 'raid1',
    name: 'Mirror',
    sys: await serialsOf(daemon.baseURL, token, ['sata1', 'sata2']),
  });
  await addAgreedUser(daemon.baseURL, daemon.dataDir, MEMBER, 3);
  // Temperatures sampled every second instead of every 5 minutes, for this daemon run only.
  await daemon.stop();
  process.env.COFFER_TEMPERATURE_SAMPLE_MS = '1000';
  try {
    await daemon.restart();
  } finally {
    delete process.env.COFFER_TEMPERATURE_SAMPLE_MS;
  }
  await coffer(daemon.dataDir, ['bay', 'fail', 'sata1', '--mode', 'hot']);

  await page.setViewportSize({ width: 1280, height: 720 });
  await signInThroughPage(page);
  const member = await signInOwnContext(browser, daemon.baseURL, MEMBER);
  try {
    const alert = page.getByTestId('system-alert');
    await expect(alert).toHaveAttribute('data-kind', 'temperature', { timeout: 30_000 });
    await expect(page.getByTestId('system-alert-body')).toContainText('°C');
    await expect(member.getByTestId('system-alert-user')).toBeVisible({ timeout: 30_000 });
    await expect(member.getByTestId('system-alert-body')).toHaveCount(0);

    // The risk must be acknowledged before the alert is.
    await expect(page.getByTestId('system-alert-acknowledge')).toBeDisabled();
    await alert.getByRole('checkbox').check();
    await page.getByTestId('system-alert-acknowledge').click();
    await expect(alert).toHaveCount(0);
  } finally {
    await member.context().close();
  }
});

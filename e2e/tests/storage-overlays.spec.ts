import { createHash, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CALLS } from '@coffer/contract';
import { post, prepareOwner, signIn } from '../support/api.js';
import { coffer, insertDisk } from '../support/admin-cli.js';
import { addAgreedUser } from '../support/accounts.js';
import { expect, test } from '../support/daemon.js';
import { signInOwnContext, signInThroughPage } from '../support/desktop.js';
import { createPoolOf, serialsOf, waitForComplete } from '../support/pools.js';

const MEMBER = { username: 'member', password: 'Coffer-2026c' };
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test('a RAID1 member missing at start: every page shows mode F, the owner continues degraded, the file reads back', async ({
  page,
  browser,
  daemon,
}) => {
  test.setTimeout(180_000);
  await prepareOwner(daemon.baseURL);
  await insertDisk(daemon.dataDir, 'sata1', '120G');
  await insertDisk(daemon.dataDir, 'sata2', '120G');
  const { token } = await signIn(daemon.baseURL);
  const [kept = '', pulled = ''] = await serialsOf(daemon.baseURL, token, ['sata1', 'sata2']);
  const { poolId } = await createPoolOf(daemon.baseURL, token, {
    raidtype: 'raid1',
    name: 'Mirror',
    sys: [kept, pulled],
  });
  const file = path.join(daemon.dataDir, 'mnt', poolId, 'probe.bin');
  const content = randomBytes(4 * 1024 * 1024);
  await writeFile(file, content, { flush: true });
  await addAgreedUser(daemon.baseURL, daemon.dataDir, MEMBER, 3);

  await page.setViewportSize({ width: 1280, height: 720 });
  await signInThroughPage(page);
  const member = await signInOwnContext(browser, daemon.baseURL, MEMBER);
  try {
    await waitForComplete(daemon.baseURL, token);
    // A mounted pool asks nothing of anyone.
    await expect(page.getByTestId('overlay-confirm')).toHaveCount(0);

    // Powered off, a disk is pulled, powered on: the pool waits for the owner's decision.
    await daemon.stop();
    await coffer(daemon.dataDir, ['bay', 'pull', 'sata2']);
    await daemon.restart();

    const overlay = page.getByTestId('overlay-confirm');
    await Promise.all([
      expect(overlay).toBeVisible({ timeout: 3_000 }),
      expect(member.getByTestId('overlay-confirm-wait')).toBeVisible({ timeout: 3_000 }),
    ]);
    await expect(page.getByTestId('overlay-confirm-mode')).toHaveText('模式 F');

    // The member may only wait or sign out.
    await expect(member.getByTestId('overlay-confirm-mode')).toHaveText('模式 F');
    await expect(member.getByTestId('overlay-wait-text')).toHaveText(
      '您无法处理硬盘相关事宜，请等待管理员处理。',
    );
    await expect(member.getByTestId('overlay-sign-out')).toBeVisible();
    await expect(member.getByTestId('overlay-choice-continue')).toHaveCount(0);
    await expect(member.getByTestId('overlay-confirm-next')).toHaveCount(0);

    // Step 0: the old layout against the new one, per slot.
    await expect(page.getByTestId('overlay-confirm-step-0')).toBeVisible();
    await expect(page.getByTestId(`overlay-slot-${kept}`)).toHaveAttribute('data-state', 'unchanged');
    await expect(page.getByTestId(`overlay-slot-${kept}`)).toContainText('SATA 1');
    await expect(page.getByTestId(`overlay-slot-${pulled}`)).toHaveAttribute('data-state', 'missing');
    await expect(page.getByTestId(`overlay-slot-${pulled}`)).toContainText('SATA 2');
    await expect(page.getByTestId(`overlay-slot-${pulled}`)).toContainText('已丢失');
    // Esc does not dismiss a decision the device is waiting for.
    await page.keyboard.press('Escape');
    await expect(overlay).toBeVisible();

    // Step 1, from the keyboard: Next has the focus.
    await expect(page.getByTestId('overlay-confirm-next')).toBeFocused();
    await page.keyboard.press('Enter');
    await page.getByTestId('overlay-choice-continue').click();

    // The acknowledgement: the warning, and a box that cannot be ticked for 10 s.
    const acknowledge = page.getByTestId('overlay-acknowledge');
    await expect(acknowledge).toContainText('检测到有硬盘丢失');
    const checkbox = page.getByTestId('overlay-acknowledge-checkbox');
    await expect(checkbox).toBeDisabled();
    await expect(page.getByTestId('overlay-countdown')).toContainText(/请阅读提示（\d+ 秒）/);
    await expect(page.getByTestId('overlay-acknowledge-checkbox-reason')).toContainText('秒后可勾选');
    await expect(page.getByTestId('overlay-acknowledge-ok')).toBeDisabled();
    await page.waitForTimeout(5_000);
    await expect(checkbox).toBeDisabled();
    await expect(checkbox).toBeEnabled({ timeout: 7_000 });
    await expect(page.getByTestId('overlay-acknowledge-ok')).toBeDisabled();
    await expect(page.getByTestId('overlay-acknowledge-ok-reason')).toHaveText('请先勾选确认框');
    await checkbox.check();
    await page.getByTestId('overlay-acknowledge-ok').click();

    // The pool mounts degraded; every page's overlay goes away on the next poll.
    await Promise.all([
      expect(overlay).toHaveCount(0, { timeout: 20_000 }),
      expect(member.getByTestId('overlay-confirm-wait')).toHaveCount(0, { timeout: 20_000 }),
    ]);
    const { token: after } = await signIn(daemon.baseURL);
    const info = await post<{ zspool: { normal: { id: string; status: string; has_mount: number }[] } }>(
      daemon.baseURL,
      CALLS.poolInfo.path,
      {},
      after,
    );
    const pool = info.zspool.normal.find((candidate) => candidate.id === poolId);
    expect(pool).toMatchObject({ status: 'degraded', has_mount: 1 });
    expect(sha256(await readFile(file))).toBe(sha256(content));
  } finally {
    await member.context().close();
  }
});

test('a device without a pool: the owner is led to create one, a user waits', async ({
  page,
  browser,
  daemon,
}) => {
  test.setTimeout(90_000);
  await prepareOwner(daemon.baseURL);
  await insertDisk(daemon.dataDir, 'sata1', '120G');
  await insertDisk(daemon.dataDir, 'sata2', '120G');
  await addAgreedUser(daemon.baseURL, daemon.dataDir, MEMBER, 3);

  await page.setViewportSize({ width: 1280, height: 720 });
  await signInThroughPage(page);
  const member = await signInOwnContext(browser, daemon.baseURL, MEMBER);
  try {
    const panel = page.getByTestId('overlay-pending');
    await expect(panel).toContainText('本设备还没有存储池');
    await expect(page.getByTestId('overlay-pending-disks')).toHaveText('可用硬盘：2 块');
    const wait = member.getByTestId('overlay-pending-wait');
    await expect(wait).toContainText('请等待超级管理员创建存储池');
    await expect(wait.getByTestId('overlay-pending-create')).toHaveCount(0);

    // The panel leaves the desktop usable: its icons still open apps.
    await expect(member.getByTestId('desktop-icon-fileManage')).toBeVisible();

    await page.getByTestId('overlay-pending-create').click();
    const storage = page.getByTestId('window-storageManage');
    await expect(storage).toBeVisible();
    await expect(panel).toHaveCount(0);
    await expect(storage.getByTestId('storage-no-pool')).toBeVisible({ timeout: 30_000 });
  } finally {
    await member.context().close();
  }
});

test('the connection-timeout dialog opens 25 s after the last answer and closes on the next one', async ({
  page,
  daemon,
}) => {
  test.setTimeout(90_000);
  await prepareOwner(daemon.baseURL);
  await signInThroughPage(page);
  const dialog = page.getByTestId('connection-timeout-dialog');
  await expect(page.getByTestId('overlay-pending')).toBeVisible();

  // Every call now fails as if the device were unreachable.
  await page.route(
    (url) => url.pathname !== '/healthcheck',
    (route) => (route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue()),
  );
  const blockedAt = Date.now();
  await page.waitForTimeout(20_000);
  await expect(dialog).toBeHidden();
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  expect(Date.now() - blockedAt).toBeGreaterThan(25_000);
  await expect(dialog).toContainText('连接超时，正在重新连接。请勿刷新页面，刷新会丢失任务队列。');
  await expect(page.getByTestId('connection-timeout-banner')).toHaveCount(0);

  await page.unroute(() => true);
  await page.unrouteAll();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
});

import { CALLS, type DiskInfo, type PoolInfo } from '@coffer/contract';
import { insertDisk } from '../support/admin-cli.js';
import { OWNER, post, prepareOwner, signIn } from '../support/api.js';
import { expect, test } from '../support/daemon.js';
import { openFromMenu, signInThroughPage } from '../support/desktop.js';
import { createPool } from '../support/pools.js';

test('moves a RAID1 pool onto two new disks through the data-migration steps', async ({ page, daemon }) => {
  test.setTimeout(120_000);
  await prepareOwner(daemon.baseURL);
  await insertDisk(daemon.dataDir, 'sata1', '120G');
  await insertDisk(daemon.dataDir, 'sata2', '120G');
  const { token } = await signIn(daemon.baseURL);
  await createPool(daemon.baseURL, token, 'raid1', 'Archive');
  await insertDisk(daemon.dataDir, 'sata3', '120G');
  await insertDisk(daemon.dataDir, 'sata4', '120G');
  const { disks } = await post<{ disks: DiskInfo[] }>(daemon.baseURL, CALLS.diskList.path, {}, token);
  const newDisks = disks.filter((disk) => disk.pos >= 3).map((disk) => disk.sn);
  expect(newDisks).toHaveLength(2);

  await signInThroughPage(page);
  const window = await openFromMenu(page, 'switchDisk');
  const next = window.getByTestId('switch-disk-next');
  await expect(next).toBeDisabled();
  await window.getByTestId('switch-disk-pool-Archive').click();
  await next.click();

  // One new disk per member, chosen with the keyboard: the first usable disk of each list.
  for (const index of [0, 1]) {
    await window.getByTestId(`switch-disk-target-${index}`).click();
    await page.keyboard.press('Enter');
  }
  await expect(window.getByTestId('switch-disk-start')).toBeDisabled();
  await window.getByTestId('switch-disk-check').click();
  await expect(window.getByTestId('switch-disk-check-result')).toHaveClass(/ant-alert-success/);

  await window.getByTestId('switch-disk-start').click();
  await page.getByTestId('confirm-required').check();
  await page.getByTestId('confirm-ok').click();
  await page.getByTestId('admin-password-input').fill(OWNER.password);
  await page.getByTestId('admin-password-ok').click();

  await expect(window.getByTestId('switch-disk-result-done')).toBeVisible({ timeout: 60_000 });
  await expect(window.getByTestId('switch-disk-result-done')).toContainText('2/2');

  const info = await post<{ zspool: { normal: PoolInfo[] } }>(daemon.baseURL, CALLS.poolInfo.path, {}, token);
  const pool = info.zspool.normal.find((candidate) => candidate.name === 'Archive');
  expect(pool).toMatchObject({ status: 'ok', missingNum: 0 });
  expect([...pool!.disk_list].sort()).toEqual([...newDisks].sort());

  await window.getByTestId('switch-disk-acknowledge').click();
  await expect(window.getByTestId('switch-disk-pool-Archive')).toBeVisible();
});

import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { prepareOwner, signIn } from '../support/api.js';
import { coffer, insertDisk } from '../support/admin-cli.js';
import { expect, test } from '../support/daemon.js';
import { openFromDesktop, signInThroughPage } from '../support/desktop.js';
import { createPoolOf, serialsOf } from '../support/pools.js';

test('a scrub started from the page repairs the blocks corrupted on one mirror', async ({ page, daemon }) => {
  test.setTimeout(240_000);
  await prepareOwner(daemon.baseURL);
  await insertDisk(daemon.dataDir, 'sata1', '4T');
  await insertDisk(daemon.dataDir, 'sata2', '4T');
  const { token } = await signIn(daemon.baseURL);
  const sys = await serialsOf(daemon.baseURL, token, ['sata1', 'sata2']);
  const { poolId } = await createPoolOf(daemon.baseURL, token, { raidtype: 'raid1', name: 'Mirror', sys });
  for (let index = 0; index < 4; index += 1) {
    const file = path.join(daemon.dataDir, 'mnt', poolId, `data-${index}.bin`);
    await writeFile(file, randomBytes(16 * 1024 * 1024), { flush: true });
  }

  // Blocks are corrupted at rest: the daemon powers off (unmounting the pool), then starts again.
  await daemon.stop();
  await coffer(daemon.dataDir, ['bay', 'fail', 'sata2', '--mode', 'corrupt']);
  await daemon.restart();

  await signInThroughPage(page);
  const storage = await openFromDesktop(page, 'storageManage');
  await storage.getByTestId('pool-actions-Mirror').click({ timeout: 30_000 });
  await storage.getByTestId('pool-action-scrub-Mirror').click();
  await expect(page.getByTestId('scrub-never')).toBeVisible();
  await page.getByTestId('scrub-start').click();

  await expect(page.getByTestId('scrub-result')).toHaveAttribute('data-state', 'finished', {
    timeout: 120_000,
  });
  await expect(page.getByTestId('scrub-outcome')).toHaveAttribute('data-outcome', 'repaired');
  expect(Number(await page.getByTestId('scrub-corrected').textContent())).toBeGreaterThan(0);
  await expect(page.getByTestId('scrub-uncorrectable')).toHaveText('0');
});

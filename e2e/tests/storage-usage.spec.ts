import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatCapacity } from '@coffer/contract';
import { prepareOwner, signIn } from '../support/api.js';
import { expect, test } from '../support/daemon.js';
import { openFromDesktop, signInThroughPage } from '../support/desktop.js';
import { createPool } from '../support/pools.js';

const MiB = 1024 * 1024;
const FILES = [
  ['Films/trip.mkv', 3 * MiB],
  ['Photos/2025/beach.jpg', 1 * MiB],
  ['notes.txt', 2048],
] as const;

// A RAID1 pool over the device's two SATA disks (the M.2 disk cannot join it).
test.use({ bays: 'default' });

test('a scan started from the page shows the totals and the chart, and the CSV lists the files', async ({
  page,
  daemon,
}) => {
  // Loads the storage app's chunks for the first time and runs a storage job: slow on a busy machine.
  test.setTimeout(90_000);
  await prepareOwner(daemon.baseURL);
  const { token } = await signIn(daemon.baseURL);
  const poolId = await createPool(daemon.baseURL, token, 'raid1', 'Archive');
  const root = path.join(daemon.dataDir, 'mnt', poolId);
  for (const [name, bytes] of FILES) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), Buffer.alloc(bytes, 1));
  }
  await signInThroughPage(page);

  const storage = await openFromDesktop(page, 'storageManage');
  await storage.getByTestId('storage-nav-useAnalysis').click();
  // The page's chunk is loaded on this first visit.
  await expect(storage.getByTestId('usage-no-report')).toBeVisible({ timeout: 30_000 });
  await storage.getByTestId('usage-scan-now').click();

  const total = FILES.reduce((sum, [, bytes]) => sum + bytes, 0);
  await expect(storage.getByTestId('usage-total-files')).toHaveText('3', { timeout: 20_000 });
  await expect(storage.getByTestId('usage-total-folders')).toHaveText('3');
  await expect(storage.getByTestId('usage-total-bytes')).toHaveText(formatCapacity(total));
  await expect(storage.getByTestId('usage-chart-types').locator('svg')).toBeVisible();
  await expect(storage.getByTestId('usage-type-video')).toContainText(formatCapacity(3 * MiB));
  await expect(storage.getByTestId('usage-type-image')).toContainText(formatCapacity(MiB));
  await expect(storage.getByTestId('usage-chart-folders').locator('svg')).toBeVisible();
  await expect(storage.getByTestId('usage-largest')).toContainText('Films/trip.mkv');

  await storage.getByTestId('usage-open-report').click();
  await expect(storage.getByTestId('usage-folder-table')).toContainText('Photos');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    storage.locator('[data-testid^="usage-report-download-"]').click(),
  ]);
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const rows = csv.split('\r\n');
  expect(rows[0]).toBe('kind,folder,item,bytes,allocated,files,folders');
  expect(rows).toContainEqual(expect.stringMatching(/^file,Films,Films\/trip\.mkv,3145728,\d+,1,$/));
  expect(rows).toContainEqual(expect.stringMatching(/^file,Photos,Photos\/2025\/beach\.jpg,1048576,\d+,1,$/));
  expect(rows).toContainEqual(expect.stringMatching(/^file,\/,notes\.txt,2048,\d+,1,$/));
  expect(rows).toContainEqual(expect.stringMatching(/^type,Films,102,3145728,/));
});

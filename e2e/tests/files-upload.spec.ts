import type { FileListAnswer } from '@coffer/contract';
import { fileList } from '@coffer/contract/calls/files';
import { post, prepareOwner, signIn } from '../support/api.js';
import { expect, test } from '../support/daemon.js';
import { openFromMenu, signInThroughPage } from '../support/desktop.js';
import { createPool } from '../support/pools.js';
import { dropFiles, slowUploads } from '../support/uploads.js';

const MiB = 1024 * 1024;
const BIG = 200 * MiB;

// Files live on the default pool: a RAID1 over the device's two SATA disks.
test.use({ bays: 'default' });

async function homeListing(baseURL: string, token: string): Promise<FileListAnswer['items']> {
  return (await post<FileListAnswer>(baseURL, fileList.path, { path: '/home', limit: 1000 }, token)).items;
}

/*
 * The files are dropped on the task center's uploads tab, which uploads into the person's own
 * folder (/home); the file manager drops into the folder it shows through the same upload manager.
 */
test('dropped files upload over tus, pause and resume from where they were, and land with their size', async ({
  page,
  daemon,
}) => {
  test.setTimeout(240_000);
  await prepareOwner(daemon.baseURL);
  const { token } = await signIn(daemon.baseURL);
  await createPool(daemon.baseURL, token, 'raid1', 'Archive');
  await signInThroughPage(page);
  const center = await openFromMenu(page, 'taskCenter');
  await expect(center.getByTestId('upload-empty')).toBeVisible({ timeout: 30_000 });

  // A small drop goes through at full speed: waiting or running, then done.
  await dropFiles(page, center.getByTestId('upload-drop-zone'), [
    { name: 'notes.txt', bytes: 5000 },
    { name: 'photo.jpg', bytes: 3 * MiB },
  ]);
  const small = center.locator('[data-testid="upload-row"][data-name="notes.txt"]');
  await expect(small).toHaveAttribute('data-status', '3', { timeout: 30_000 });
  await expect(small.getByTestId('upload-status')).toHaveText(/已完成|Done/);

  // The big one is held back a little at each 8 MiB chunk, so it can be paused part-way.
  await slowUploads(page, 700);
  await dropFiles(page, center.getByTestId('upload-drop-zone'), [{ name: 'big.bin', bytes: BIG }]);
  const big = center.locator('[data-testid="upload-row"][data-name="big.bin"]');
  await expect(big).toHaveAttribute('data-status', '2', { timeout: 30_000 });
  await expect(big.getByTestId('upload-speed')).toBeVisible();
  await expect
    .poll(async () => Number(await big.getAttribute('data-loaded')), { timeout: 60_000 })
    .toBeGreaterThan(2 * 8 * MiB);

  await big.getByTestId('upload-pause').click();
  await expect(big).toHaveAttribute('data-status', '5');
  await expect(big.getByTestId('upload-status')).toHaveText(/已暂停|Paused/);
  await expect(big.getByTestId('upload-speed')).toHaveCount(0);
  const pausedAt = Number(await big.getAttribute('data-loaded'));
  expect(pausedAt).toBeLessThan(BIG);
  await page.waitForTimeout(2000);
  expect(Number(await big.getAttribute('data-loaded'))).toBe(pausedAt);
  // A partial upload is never a file of the folder.
  expect((await homeListing(daemon.baseURL, token)).map((item) => item.name)).not.toContain('big.bin');

  // Resumed, it goes on from the daemon's offset: what was sent is not sent again.
  const patches: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/v2/file/upload/'))
      patches.push(Number(request.headers()['upload-offset']));
  });
  await page.unroute('**/v2/file/upload/**');
  await big.getByTestId('upload-resume').click();
  await expect(big).toHaveAttribute('data-status', '3', { timeout: 180_000 });
  expect(patches.length).toBeGreaterThan(0);
  // At least one whole chunk had landed before the pause (more than two were reported sent).
  expect(Math.min(...patches)).toBeGreaterThanOrEqual(8 * MiB);
  await expect(big.getByTestId('upload-status')).toHaveText(/已完成|Done/);
  await expect(big).toContainText('200 MB / 200 MB');

  const listed = await homeListing(daemon.baseURL, token);
  expect(listed.find((item) => item.name === 'big.bin')).toMatchObject({ size: BIG, is_dir: false });
  expect(listed.find((item) => item.name === 'notes.txt')).toMatchObject({ size: 5000 });
  expect(listed.find((item) => item.name === 'photo.jpg')).toMatchObject({ size: 3 * MiB });

  // Finished tasks clear from the list.
  await center.getByTestId('upload-clear-finished').click();
  await expect(center.getByTestId('upload-empty')).toBeVisible();
});

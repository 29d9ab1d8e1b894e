import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { FileListAnswer } from '@coffer/contract';
import { fileList, fileMkdir, fileTransfer } from '@coffer/contract/calls/files';
import { fileTextRead } from '@coffer/contract/calls/transfers';
import { post, prepareOwner, signIn } from '../support/api.js';
import { expect, test, type Daemon } from '../support/daemon.js';
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

  // The daemon's file operations have their own tab: a copy made elsewhere shows there, done.
  await post(daemon.baseURL, fileMkdir.path, { path: '/home', name: 'Copies' }, token);
  await post(
    daemon.baseURL,
    fileTransfer.path,
    { paths: ['/home/notes.txt'], dest: '/home/Copies', mode: 'copy' },
    token,
  );
  await center.getByTestId('task-center-tab-fileHandle').click();
  const copy = center.getByTestId('file-task-row');
  await expect(copy).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
  await expect(copy).toContainText('notes.txt');
  await center.getByTestId('file-task-remove').click();
  await expect(center.getByTestId('file-task-empty')).toBeVisible({ timeout: 10_000 });
});

async function signedInWithPool(page: Page, daemon: Daemon): Promise<{ token: string; center: Locator }> {
  await prepareOwner(daemon.baseURL);
  const { token } = await signIn(daemon.baseURL);
  await createPool(daemon.baseURL, token, 'raid1', 'Archive');
  await signInThroughPage(page);
  const center = await openFromMenu(page, 'taskCenter');
  await expect(center.getByTestId('upload-empty')).toBeVisible({ timeout: 30_000 });
  return { token, center };
}

test('an upload goes on after the daemon restarts, from the offset the daemon kept', async ({
  page,
  daemon,
}) => {
  test.setTimeout(240_000);
  const { token, center } = await signedInWithPool(page, daemon);
  await slowUploads(page, 700);
  await dropFiles(page, center.getByTestId('upload-drop-zone'), [{ name: 'restart.bin', bytes: 96 * MiB }]);
  const row = center.locator('[data-testid="upload-row"][data-name="restart.bin"]');
  await expect
    .poll(async () => Number(await row.getAttribute('data-loaded')), { timeout: 60_000 })
    .toBeGreaterThan(2 * 8 * MiB);

  const offsets: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/v2/file/upload/'))
      offsets.push(Number(request.headers()['upload-offset']));
  });
  await daemon.restart();
  await page.unroute('**/v2/file/upload/**');
  // tus-js-client tries again (retry delays) until the daemon and its pool are back.
  await expect(row).toHaveAttribute('data-status', '3', { timeout: 150_000 });
  // Nothing went out again from the start: every PATCH since the restart began past the first chunk.
  expect(offsets.length).toBeGreaterThan(0);
  expect(Math.min(...offsets)).toBeGreaterThanOrEqual(8 * MiB);
  const listed = await homeListing(daemon.baseURL, token);
  expect(listed.find((item) => item.name === 'restart.bin')).toMatchObject({ size: 96 * MiB });
});

test('after a page reload the upload waits paused, and the same file selected again resumes it', async ({
  page,
  daemon,
}, testInfo) => {
  test.setTimeout(240_000);
  const { token, center } = await signedInWithPool(page, daemon);
  const file = testInfo.outputPath('reload.bin');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.alloc(80 * MiB, 7));
  await slowUploads(page, 700);
  await center.getByTestId('upload-files-input').setInputFiles(file);
  const row = center.locator('[data-testid="upload-row"][data-name="reload.bin"]');
  await expect
    .poll(async () => Number(await row.getAttribute('data-loaded')), { timeout: 60_000 })
    .toBeGreaterThan(2 * 8 * MiB);
  // Let the record of the unfinished upload be written (it is written a second after a change).
  await page.waitForTimeout(1500);

  await page.reload();
  await page.unroute('**/v2/file/upload/**');
  const again = await openFromMenu(page, 'taskCenter');
  const restored = again.locator('[data-testid="upload-row"][data-name="reload.bin"]');
  await expect(restored).toHaveAttribute('data-status', '5');
  await expect(restored.getByTestId('upload-resume')).toHaveCount(0);
  await expect(restored).toContainText(/重新选择文件|select them again/);

  const offsets: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/v2/file/upload/'))
      offsets.push(Number(request.headers()['upload-offset']));
  });
  await restored.getByTestId('upload-reselect-input').setInputFiles(file);
  await expect(restored).toHaveAttribute('data-status', '3', { timeout: 120_000 });
  expect(Math.min(...offsets)).toBeGreaterThanOrEqual(8 * MiB);
  const listed = await homeListing(daemon.baseURL, token);
  expect(listed.find((item) => item.name === 'reload.bin')).toMatchObject({ size: 80 * MiB });
});

/** A second of 8 kHz, 8-bit mono silence as a WAV file. */
function wavSecond(): Buffer {
  const rate = 8000;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + rate, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(rate, 40);
  return Buffer.concat([header, Buffer.alloc(rate, 128)]);
}

test('the player streams an uploaded sound and the text editor saves with Ctrl+S', async ({
  page,
  daemon,
}, testInfo) => {
  test.setTimeout(180_000);
  const { token, center } = await signedInWithPool(page, daemon);
  const sound = testInfo.outputPath('tone.wav');
  const notes = testInfo.outputPath('notes.md');
  await mkdir(path.dirname(sound), { recursive: true });
  await writeFile(sound, wavSecond());
  await writeFile(notes, '# Notes\n\nfirst line\n');
  await center.getByTestId('upload-files-input').setInputFiles([sound, notes]);
  await expect(center.locator('[data-testid="upload-row"][data-status="3"]')).toHaveCount(1, {
    timeout: 30_000,
  });

  await page.goto(`/home/player?path=${encodeURIComponent('/home/tone.wav')}`);
  const audio = page.getByTestId('player-audio');
  await expect(audio).toBeAttached({ timeout: 30_000 });
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.duration), { timeout: 20_000 })
    .toBeCloseTo(1, 1);

  await page.goto(`/home/txtEditor?path=${encodeURIComponent('/home/notes.md')}`);
  const area = page.getByTestId('txt-editor-area');
  await expect(area).toHaveValue('# Notes\n\nfirst line\n', { timeout: 30_000 });
  await area.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('second line\n');
  await expect(page.getByTestId('txt-editor-unsaved')).toBeVisible();
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('txt-editor-saved')).toBeVisible();
  const saved = await post<{ content: string }>(
    daemon.baseURL,
    fileTextRead.path,
    { path: '/home/notes.md' },
    token,
  );
  expect(saved.content).toBe('# Notes\n\nfirst line\nsecond line\n');
});

import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CALLS } from '@coffer/contract';
import { post, prepareOwner, signIn } from '../support/api.js';
import { coffer, insertDisk } from '../support/admin-cli.js';
import { expect, test } from '../support/daemon.js';
import { openFromDesktop, signInThroughPage } from '../support/desktop.js';

interface DiskRow {
  sn: string;
  pos: number;
  dev_type: string;
}

/** The default disks of a new device (docs/virtual-bays.md "First start"), by kind and slot number. */
const DEFAULT_DISKS = [
  { slot: 'sata1', size: '4T', dev_type: 'sata', pos: 1 },
  { slot: 'sata2', size: '4T', dev_type: 'sata', pos: 2 },
  { slot: 'm2-1', size: '512G', dev_type: 'nvme', pos: 1 },
] as const;

/**
 * Puts the default disks in their bays where they are not yet (a test daemon may start without
 * disks) and answers each one's serial by slot, once the disk list shows all three.
 */
async function defaultDisks(daemon: { baseURL: string; dataDir: string }): Promise<Record<string, string>> {
  const { token } = await signIn(daemon.baseURL);
  const list = async () =>
    (await post<{ disks: DiskRow[] }>(daemon.baseURL, CALLS.diskList.path, {}, token)).disks;
  const find = (disks: DiskRow[], bay: (typeof DEFAULT_DISKS)[number]) =>
    disks.find((disk) => disk.dev_type === bay.dev_type && disk.pos === bay.pos);
  const before = await list();
  await Promise.all(
    DEFAULT_DISKS.filter((bay) => !find(before, bay)).map((bay) =>
      insertDisk(daemon.dataDir, bay.slot, bay.size),
    ),
  );
  let disks = before;
  await expect
    .poll(async () => {
      disks = await list();
      return DEFAULT_DISKS.every((bay) => find(disks, bay));
    })
    .toBe(true);
  return Object.fromEntries(DEFAULT_DISKS.map((bay) => [bay.slot, find(disks, bay)!.sn]));
}

/** The loop device holding a virtual disk: the one backed by its image (docs/virtual-bays.md). */
function deviceOf(dataDir: string, serial: string): string {
  const image = path.join(dataDir, 'bays', 'images', `${serial}.img`);
  for (const name of readdirSync('/sys/block').filter((entry) => entry.startsWith('loop'))) {
    const backing = readFileSafe(`/sys/block/${name}/loop/backing_file`);
    if (backing === image) return `/dev/${name}`;
  }
  throw new Error(`no loop device holds ${image}`);
}

function readFileSafe(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

/** What `blkid -p` finds on a device: its TYPE, or null when it finds no signature (exit 2). */
function signatureOf(device: string): string | null {
  const probe = spawnSync('blkid', ['-p', '-o', 'value', '-s', 'TYPE', device], { encoding: 'utf8' });
  if (probe.status === 2) return null;
  if (probe.status !== 0) throw new Error(`blkid -p ${device}: ${probe.stderr}`);
  return probe.stdout.trim();
}

test('the disk page shows the disks in their bays, and a SMART check flags a failing one', async ({
  page,
  daemon,
}) => {
  // Generous: a 2-core machine shared with other work loads the pages slowly.
  test.setTimeout(180_000);
  await prepareOwner(daemon.baseURL);
  const serials = await defaultDisks(daemon);
  const sata1 = serials.sata1!;
  const sata2 = serials.sata2!;
  await signInThroughPage(page);

  // The disk page as a direct link opens full-page.
  await page.goto('/home/storageManage/diskPage');
  const storage = page.getByTestId('storage-page-diskPage');
  // The first view loads the router, the app and the page's chunks.
  await expect(storage.getByTestId('bay-sata-1')).toHaveAttribute('data-sn', sata1, { timeout: 60_000 });
  await expect(storage.getByTestId('bay-sata-2')).toHaveAttribute('data-sn', sata2);
  await expect(storage.getByTestId('bay-nvme-1')).toHaveAttribute('data-sn', serials['m2-1']!);
  await expect(storage.getByTestId('bay-sata-1')).toHaveAttribute('data-state', 'free');
  await expect(storage.getByTestId('bay-sata-3')).toHaveAttribute('data-state', 'empty');
  await expect(storage.getByTestId(`disk-row-${sata2}`)).toBeVisible();

  // The arrow keys move between the bays.
  await storage.getByTestId('bay-sata-1').focus();
  await page.keyboard.press('ArrowRight');
  await expect(storage.getByTestId('bay-sata-2')).toBeFocused();

  await coffer(daemon.dataDir, ['bay', 'fail', 'sata2', '--mode', 'smart-warning']);
  await storage.getByTestId('disks-smart-button').click();
  const dialog = page.getByTestId('smart-check-dialog');
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByTestId('smart-start').click();
  await expect(dialog.getByTestId(`smart-advice-${sata2}`)).toHaveAttribute('data-advice', 'replace', {
    timeout: 30_000,
  });
  await expect(dialog.getByTestId(`smart-result-${sata2}`)).toHaveText(/警告|Warning/);
  await expect(dialog.getByTestId(`smart-advice-${sata1}`)).toHaveAttribute('data-advice', 'none');
  await expect(dialog.getByTestId('smart-verdict')).toHaveAttribute('data-summary', 'warning');

  await dialog.getByTestId(`smart-detail-open-${sata2}`).click();
  const detail = page.getByTestId('smart-detail-dialog');
  // The dialog's code and the disk's readings load when it first opens.
  await expect(detail.getByTestId('smart-detail-health')).toHaveText(/警告|Warning/, { timeout: 30_000 });
  // Reallocated sectors (ATA id 5) are counted on a disk SMART warns about.
  await expect(detail.getByTestId('smart-attr-5')).toHaveAttribute('data-health', 'warning');
  await expect(detail.getByTestId('smart-attr-9')).toBeVisible();

  await page.getByTestId('smart-detail-close').click();
  await page.getByTestId('smart-close').click();
  await expect(storage.getByTestId('bay-sata-2')).toHaveAttribute('data-state', 'faulty');
});

test('wiping a free disk from its detail erases its signature', async ({ page, daemon }) => {
  // Generous: a 2-core machine shared with other work loads the pages slowly.
  test.setTimeout(180_000);
  await prepareOwner(daemon.baseURL);
  const serial = (await defaultDisks(daemon)).sata1!;
  const device = deviceOf(daemon.dataDir, serial);
  spawnSync('mkfs.btrfs', ['-f', '-q', '-L', 'old-data', device], { stdio: 'ignore' });
  expect(signatureOf(device)).toBe('btrfs');
  await signInThroughPage(page);

  const storage = await openFromDesktop(page, 'storageManage');
  await storage.getByTestId('storage-nav-diskPage').click();
  await storage.getByTestId('bay-sata-1').click();
  const wipe = storage.getByTestId(`disk-wipe-${serial}`);
  await expect(wipe).toBeEnabled();
  await wipe.click();

  await page.getByTestId('confirm-required').check();
  await page.getByTestId('confirm-typed-key').fill(serial);
  await page.getByTestId('confirm-ok').click();
  await page.getByTestId('admin-password-input').fill('Coffer-2026a');
  await page.getByTestId('admin-password-ok').click();

  await expect(storage.getByTestId('disk-wipe-result')).toHaveAttribute('data-state', 'done', {
    timeout: 60_000,
  });
  expect(signatureOf(device)).toBeNull();
});

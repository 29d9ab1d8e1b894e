import { execFile } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { CALLS } from '@coffer/contract';
import { coffer, insertDisk } from '../support/admin-cli.js';
import { OWNER, post, prepareOwner, signIn } from '../support/api.js';
import { expect, test } from '../support/daemon.js';
import { openFromDesktop, signInThroughPage } from '../support/desktop.js';

// Each test makes real pools on a 2-core machine shared with other work: a generous budget.
test.describe.configure({ timeout: 240_000 });

interface Bay {
  slot: string;
  state: string;
  serial: string | null;
  device: string | null;
}

/** The bays as `scripts/coffer bay list --json` reports them: slot, serial and loop device. */
async function bays(dataDir: string): Promise<Map<string, Bay>> {
  const list = JSON.parse(await coffer(dataDir, ['bay', 'list', '--json'])) as Bay[];
  return new Map(list.filter((bay) => bay.state === 'present').map((bay) => [bay.slot, bay]));
}

function serialOf(bayMap: Map<string, Bay>, slot: string): string {
  const serial = bayMap.get(slot)?.serial;
  if (!serial) throw new Error(`no disk in ${slot}`);
  return serial;
}

/** Runs a command; resolves its exit code and output (a non-zero exit is an answer, not an error). */
function run(command: string, args: string[]): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { timeout: 30_000 }, (error, stdout) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout });
    });
  });
}

/** `blkid -p` finds no signature on a blank disk: it exits 2 and prints nothing. */
async function expectBlank(device: string | null): Promise<void> {
  if (!device) throw new Error('the bay has no device');
  const probe = await run('blkid', ['-p', device]);
  expect(probe, `${device} holds no filesystem signature`).toEqual({ code: 2, stdout: '' });
}

interface WizardPool {
  mode: string;
  disks: string[];
  name: string;
  spare?: string;
}

/** Opens the wizard from the storage window and walks through mode, disks, name and spare. */
async function fillWizard(page: Page, pool: WizardPool): Promise<void> {
  await page.getByTestId('window-storageManage').getByTestId('create-pool').click({ timeout: 30_000 });
  await expect(page.getByTestId('create-step-mode')).toBeVisible();
  await page.getByTestId(`create-mode-${pool.mode}`).click();
  await page.getByTestId('create-next').click();
  await expect(page.getByTestId('create-step-disks')).toBeVisible();
  for (const sn of pool.disks) await page.getByTestId(`create-disk-${sn}`).click();
  await page.getByTestId('create-name').fill(pool.name);
  await page.getByTestId('create-next').click();
  await expect(page.getByTestId('create-step-spare')).toBeVisible();
  if (pool.spare) {
    await expect(page.getByTestId('create-next')).toHaveText(/跳过/);
    await page.getByTestId(`create-spare-${pool.spare}`).click();
    await expect(page.getByTestId('create-next')).toHaveText(/下一步/);
  }
  await page.getByTestId('create-next').click();
  await expect(page.getByTestId('create-step-confirm')).toBeVisible();
  await page.getByTestId('create-erase-understood').check();
  await page.getByTestId('create-start').click();
}

/** From the administrator password to the complete view and back to the overview. */
async function finishWizard(page: Page, expected: { total: string; spares: number }): Promise<void> {
  await page.getByTestId('admin-password-input').fill(OWNER.password);
  await page.getByTestId('admin-password-ok').click();
  await expect(page.getByTestId('create-step-complete')).toHaveAttribute('data-ready', '1', {
    timeout: 60_000,
  });
  await expect(page.getByTestId('create-complete-total')).toHaveText(expected.total);
  await expect(page.getByTestId('create-complete-spares')).toContainText(String(expected.spares));
  await page.getByTestId('create-done').click();
  await expect(page.getByTestId('create-wizard')).toHaveCount(0);
}

test('a RAID1 of two disks made through the wizard is a healthy btrfs raid1 of 4 TB', async ({
  page,
  daemon,
}) => {
  await prepareOwner(daemon.baseURL);
  await insertDisk(daemon.dataDir, 'sata1', '4T');
  await insertDisk(daemon.dataDir, 'sata2', '4T');
  const bayMap = await bays(daemon.dataDir);
  await signInThroughPage(page);
  const storage = await openFromDesktop(page, 'storageManage');
  await expect(storage.getByTestId('storage-no-pool')).toBeVisible({ timeout: 30_000 });

  await fillWizard(page, {
    mode: 'raid1',
    disks: [serialOf(bayMap, 'sata1'), serialOf(bayMap, 'sata2')],
    name: 'Media',
  });
  await finishWizard(page, { total: '4TB', spares: 0 });

  await expect(storage.getByTestId('pool-status-Media')).toHaveText('正常');
  await expect(storage.getByTestId('pool-total-Media')).toHaveText('4TB');
  const { token } = await signIn(daemon.baseURL);
  const info = await post<{ zspool: { normal: { id: string; name: string }[] } }>(
    daemon.baseURL,
    CALLS.poolInfo.path,
    {},
    token,
  );
  const pool = info.zspool.normal.find((candidate) => candidate.name === 'Media');
  expect(pool).toBeDefined();
  const df = await run('btrfs', ['filesystem', 'df', path.join(daemon.dataDir, 'mnt', pool!.id)]);
  expect(df.code).toBe(0);
  expect(df.stdout).toMatch(/^Data, RAID1:/m);
  expect(df.stdout).toMatch(/^Metadata, RAID1:/m);
});

test('the wizard refuses what cannot be made, and leaves every disk blank', async ({ page, daemon }) => {
  await prepareOwner(daemon.baseURL);
  for (const slot of ['sata1', 'sata2', 'sata3', 'sata4', 'sata5'])
    await insertDisk(daemon.dataDir, slot, '4T');
  // 1 MiB under the 100 GiB minimum (STOR-POOL-06).
  await insertDisk(daemon.dataDir, 'sata6', '102399M');
  const bayMap = await bays(daemon.dataDir);
  const sn = (slot: string) => serialOf(bayMap, slot);
  await signInThroughPage(page);
  const storage = await openFromDesktop(page, 'storageManage');
  await storage.getByTestId('create-pool').click({ timeout: 30_000 });

  // RAID5 of two disks: one more is needed, and the step does not go on.
  await page.getByTestId('create-mode-raid5').click();
  await page.getByTestId('create-next').click();
  await page.getByTestId(`create-disk-${sn('sata1')}`).click();
  await page.getByTestId(`create-disk-${sn('sata2')}`).click();
  await expect(page.getByTestId('create-disk-status')).toHaveText('还需要1块硬盘组成存储池');
  await expect(page.getByTestId('create-next')).toBeDisabled();

  // The disk 1 MiB too small is shown, and cannot be chosen.
  await expect(page.getByTestId(`create-disk-note-${sn('sata6')}`)).toHaveText('所选硬盘容量应大于等于100GB');
  await expect(page.getByTestId(`create-disk-check-${sn('sata6')}`)).toBeDisabled();
  await page.getByTestId(`create-disk-${sn('sata6')}`).click();
  await expect(page.getByTestId(`create-disk-check-${sn('sata6')}`)).not.toBeChecked();

  // RAID10 of five disks: an even number is needed.
  await page.getByTestId('create-back').click();
  await page.getByTestId('create-mode-raid10').click();
  await page.getByTestId('create-next').click();
  for (const slot of ['sata3', 'sata4', 'sata5']) await page.getByTestId(`create-disk-${sn(slot)}`).click();
  await expect(page.getByTestId('create-disk-status')).toHaveText('RAID10需要选择偶数数量的硬盘');
  await expect(page.getByTestId('create-next')).toBeDisabled();

  // Four disks make a RAID10; a wrong administrator password stops it in the password dialog.
  await page.getByTestId(`create-disk-${sn('sata5')}`).click();
  await expect(page.getByTestId('create-disk-status')).toHaveText('预计可用空间：8TB');
  await page.getByTestId('create-next').click();
  await page.getByTestId('create-next').click();
  await page.getByTestId('create-erase-understood').check();
  await page.getByTestId('create-start').click();
  await page.getByTestId('admin-password-input').fill('Wrong-2026b');
  await page.getByTestId('admin-password-ok').click();
  await expect(page.getByTestId('admin-password-error')).toBeVisible();
  await page.getByTestId('admin-password-cancel').click();
  await expect(page.getByTestId('create-step-confirm')).toBeVisible();

  // Leaving cancels the flow on the daemon; nothing was created and no disk was written.
  await page.getByTestId('create-close').click();
  await expect(page.getByTestId('create-wizard')).toHaveCount(0);
  await expect(storage.getByTestId('storage-no-pool')).toBeVisible();
  for (const bay of bayMap.values()) await expectBlank(bay.device);
});

test('a RAID5 of three disks with a hot spare made through the wizard lists the spare', async ({
  page,
  daemon,
}) => {
  await prepareOwner(daemon.baseURL);
  for (const slot of ['sata1', 'sata2', 'sata3', 'sata4']) await insertDisk(daemon.dataDir, slot, '4T');
  const bayMap = await bays(daemon.dataDir);
  const sn = (slot: string) => serialOf(bayMap, slot);
  await signInThroughPage(page);
  const storage = await openFromDesktop(page, 'storageManage');

  await fillWizard(page, {
    mode: 'raid5',
    disks: [sn('sata1'), sn('sata2'), sn('sata3')],
    name: 'Projects',
    spare: sn('sata4'),
  });
  await finishWizard(page, { total: '8TB', spares: 1 });

  await expect(storage.getByTestId('pool-status-Projects')).toHaveText('正常');
  await expect(
    storage.getByTestId('pool-card-Projects').getByTestId(`pool-spare-${sn('sata4')}`),
  ).toBeVisible();
});

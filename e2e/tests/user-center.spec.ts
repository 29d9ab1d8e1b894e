import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CALLS, PRIVACY_PROTOCOL_VERSION, type GroupEntry, type PublicDir } from '@coffer/contract';
import { post, prepareOwner, signIn } from '../support/api.js';
import { expect, test } from '../support/daemon.js';
import { openFromDesktop, signInOwnContext, signInThroughPage } from '../support/desktop.js';
import { createPool } from '../support/pools.js';

const VIEWPORT = { width: 1280, height: 720 };
const NORA = { username: 'nora', password: 'Coffer-2026n' };
/** Set to write the user center into docs/screens/ (the README's screenshots). */
const SCREENS = process.env.COFFER_USER_SCREENS
  ? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screens')
  : null;

test.use({ bays: 'default', viewport: VIEWPORT });

async function criticalViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('a group and a user in it made in the user center; the user sees the group folder, and disabled is signed out at once', async ({
  page,
  browser,
  daemon,
}) => {
  test.setTimeout(150_000);
  await prepareOwner(daemon.baseURL);
  const owner = await signIn(daemon.baseURL);
  const poolId = await createPool(daemon.baseURL, owner.token, 'raid1', 'Files');
  const folder = await post<PublicDir>(
    daemon.baseURL,
    CALLS.publicNewDir.path,
    { name: 'Projects' },
    owner.token,
  );

  await signInThroughPage(page);
  const center = await openFromDesktop(page, 'userCenter');
  await expect(center.getByTestId('user-table')).toContainText('owner', { timeout: 30_000 });

  // A group, from the groups tab.
  await center.getByRole('tab', { name: /用户组|Groups/ }).click();
  await expect(center.getByTestId('group-table')).toBeVisible();
  await center.getByTestId('group-create').click();
  await page.getByTestId('group-name-input').fill('Design');
  await page.getByTestId('group-name-input').press('Enter');
  await expect(center.getByTestId('group-name')).toHaveText('Design');

  // A user in it, from the users tab; a weak password keeps the dialog's save disabled.
  await center.getByRole('tab', { name: /^用户$|^Users$/ }).click();
  await center.getByTestId('user-create').click();
  const editor = page.getByRole('dialog');
  await editor.getByTestId('user-username').fill(NORA.username);
  await editor.getByTestId('user-password').fill('short');
  await expect(editor.getByRole('button', { name: /保\s*存|Save/ })).toBeDisabled();
  await editor.getByTestId('user-password').fill(NORA.password);
  await editor.getByTestId('user-nickname').fill('Nora N.');
  expect(await criticalViolations(page)).toEqual([]);
  await editor.getByTestId('user-groups').click();
  await page.locator('.ant-select-item-option', { hasText: 'Design' }).click();
  await page.keyboard.press('Escape');
  await editor.getByRole('button', { name: /保\s*存|Save/ }).click();
  const noraRow = center.locator('.ant-table-row', { hasText: 'nora' });
  await expect(noraRow).toContainText('Design');
  // The owner's own row: deleting it is not offered, and says why.
  const ownerRow = center.locator('.ant-table-row', { hasText: 'owner' });
  await expect(ownerRow.getByTestId('user-delete')).toBeDisabled();
  expect(await criticalViolations(page)).toEqual([]);

  // The group gets read-write on the group folder through the existing call.
  const groups = await post<{ items: GroupEntry[] }>(daemon.baseURL, CALLS.groupList.path, {}, owner.token);
  const design = groups.items.find((group) => group.name === 'Design')!;
  await post(
    daemon.baseURL,
    CALLS.publicSaveDirsPermit.path,
    { fid: folder.fid, permits: [{ type: 'group', id: design.id, permission: 1 }] },
    owner.token,
  );
  const nora = await signIn(daemon.baseURL, NORA);
  await post(daemon.baseURL, CALLS.agreeProtocol.path, { version: PRIVACY_PROTOCOL_VERSION }, nora.token);

  // Nora, in a browser of her own, sees the group folder.
  const noraPage = await signInOwnContext(browser, daemon.baseURL, NORA);
  const files = await openFromDesktop(noraPage, 'fileManage');
  await files.getByTestId('fm-nav-public').click();
  await expect(files.locator('[data-testid="fm-row"][data-name="Projects"]')).toBeVisible({
    timeout: 20_000,
  });

  // Disabled in the user center, her session ends within 3 s: the account notice, then sign-in.
  await noraRow.getByTestId('user-toggle').click();
  const disabledAt = Date.now();
  await expect(
    noraPage.locator('.ant-modal-confirm-title', { hasText: /账号提示|Account notice/ }),
  ).toBeVisible({ timeout: 3_000 });
  expect(Date.now() - disabledAt).toBeLessThan(3_000);
  await expect(noraRow).toContainText(/已禁用|Disabled/);
  await noraPage.getByRole('button', { name: /我知道了|Got it/ }).click();
  await expect(noraPage.getByTestId('login-username')).toBeVisible();
  await noraPage.context().close();

  await center.getByRole('tab', { name: /用户组|Groups/ }).click();
  await expect(center.getByTestId('group-table')).toContainText('nora');
  if (SCREENS) {
    // The tab's underline slides; the picture waits for it.
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(SCREENS, 'user-groups.png') });
  }

  // A batch import, and its report: one created, one refused with the reason.
  await center.getByRole('tab', { name: /^用户$|^Users$/ }).click();
  await center.getByTestId('user-import').click();
  const importer = page.getByRole('dialog');
  await expect(importer.getByTestId('import-start')).toBeDisabled();
  await importer.getByTestId('import-file').setInputFiles({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `username,password,nickname,remark,groups\nolga,${NORA.password},Olga,Sales desk,Design\npete,short,Pete,,\n`,
    ),
  });
  await importer.getByTestId('import-start').click();
  await expect(importer.getByTestId('import-summary')).toContainText(
    /已创建 1 个，拒绝 1 个|1 created, 1 refused/,
  );
  await expect(importer.getByTestId('import-report')).toContainText('pete');
  await importer
    .getByRole('button', { name: /关\s*闭|Close/ })
    .first()
    .click();
  await expect(center.locator('.ant-table-row', { hasText: 'olga' })).toContainText('Design');
  if (SCREENS) {
    await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });
    await page.screenshot({ path: path.join(SCREENS, 'user-center.png') });
  }

  // Deleting Nora asks what becomes of her files; handed to the owner, they land in the owner's folder.
  await noraRow.getByTestId('user-delete').click();
  const remover = page.getByRole('dialog');
  await expect(remover.getByRole('button', { name: /删\s*除|Delete/ })).toBeDisabled();
  await remover.getByTestId('delete-receiver').click();
  await page.locator('.ant-select-item-option', { hasText: 'owner' }).click();
  await remover.getByRole('button', { name: /删\s*除|Delete/ }).click();
  await expect(noraRow).toHaveCount(0);
  const handed = `nora ${new Date().toISOString().slice(0, 10)}`;
  expect(existsSync(path.join(daemon.dataDir, 'mnt', poolId, 'homes', String(owner.userid), handed))).toBe(
    true,
  );
});

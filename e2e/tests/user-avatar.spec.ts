import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CALLS, type GroupEntry } from '@coffer/contract';
import sharp from 'sharp';
import { addAgreedUser } from '../support/accounts.js';
import { post, prepareOwner, signIn } from '../support/api.js';
import { expect, test } from '../support/daemon.js';
import { openFromMenu, signInThroughPage } from '../support/desktop.js';

const VIEWPORT = { width: 1280, height: 720 };
const NORA = { username: 'nora', password: 'Coffer-2026n' };
/** Set to write the user editor into docs/screens/ (the README's screenshots). */
const SCREENS = process.env.COFFER_USER_SCREENS
  ? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screens')
  : null;

test.use({ viewport: VIEWPORT });

/** A landscape photo-like picture: a sky, a sun and a hill, so the square crop is visible. */
const photo = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
        <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color="#2d6cdf"/><stop offset="1" stop-color="#9fd3ff"/>
        </linearGradient></defs>
        <rect width="800" height="600" fill="url(#sky)"/>
        <circle cx="400" cy="250" r="110" fill="#ffd34d"/>
        <ellipse cx="400" cy="640" rx="520" ry="240" fill="#2f8f4e"/>
      </svg>`,
    ),
  )
    .jpeg()
    .toBuffer();

test('an avatar set in My Account shows in the user menu and the user table; a user’s groups are chosen in the editor', async ({
  page,
  daemon,
}) => {
  test.setTimeout(120_000);
  await prepareOwner(daemon.baseURL);
  const owner = await signIn(daemon.baseURL);
  for (const name of ['Sales', 'Support', 'Design'])
    await post<GroupEntry>(daemon.baseURL, CALLS.groupCreate.path, { name }, owner.token);
  await addAgreedUser(daemon.baseURL, daemon.dataDir, NORA, 3);

  await signInThroughPage(page);
  const menuAvatar = page.getByTestId('desktop-user-avatar');
  await expect(menuAvatar).toHaveAttribute('data-avatar', 'initials');
  await expect(menuAvatar).toHaveText('O');

  // My Account: a file that is not a picture is refused with the reason, and nothing changes.
  await page.getByTestId('desktop-user-menu').click();
  await page.getByTestId('user-menu-my-account').click();
  const account = page.getByTestId('window-myAccount');
  await expect(account.getByTestId('avatar-picker')).toBeVisible();
  await expect(account.getByTestId('avatar-remove')).toBeDisabled();
  await account.getByTestId('avatar-file').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('these are notes, not a picture'),
  });
  await expect(account.getByTestId('avatar-error')).toContainText(/PNG、JPEG 或 WebP|PNG, JPEG or WebP/);
  await expect(menuAvatar).toHaveAttribute('data-avatar', 'initials');

  // A real photo: the taskbar shows it at once, as a loaded picture.
  await account.getByTestId('avatar-file').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(),
  });
  await expect(menuAvatar).toHaveAttribute('data-avatar', 'picture');
  await expect
    .poll(() => menuAvatar.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(256);
  await expect(account.getByTestId('avatar-picker-image')).toHaveAttribute('data-avatar', 'picture');
  await expect(account.getByTestId('avatar-remove')).toBeEnabled();

  // The user center: the owner's row has the picture, Nora's her initial.
  const center = await openFromMenu(page, 'userCenter');
  const ownerRow = center.locator('.ant-table-row', { hasText: 'owner' });
  const noraRow = center.locator('.ant-table-row', { hasText: 'nora' });
  await expect(ownerRow.getByTestId('user-avatar')).toHaveAttribute('data-avatar', 'picture');
  await expect
    .poll(() =>
      ownerRow
        .getByTestId('user-avatar')
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    .toBe(256);
  await expect(noraRow.getByTestId('user-avatar')).toHaveAttribute('data-avatar', 'initials');

  // Nora's groups, chosen in the editor with search, saved with the other fields.
  await noraRow.getByTestId('user-edit').click();
  const editor = page.getByRole('dialog');
  await editor.getByTestId('user-groups').click();
  await page.keyboard.type('Sup');
  await expect(page.locator('.ant-select-item-option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await page.keyboard.type('Sal');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await editor.getByTestId('user-nickname').fill('Nora N.');
  if (SCREENS) {
    // The fields scroll inside the dialog; the picture shows it from the top.
    await editor.locator('.ant-modal-body').evaluate((body) => body.scrollTo(0, 0));
    await page.waitForTimeout(600);
    await page.screenshot({ path: path.join(SCREENS, 'user-editor.png') });
  }
  await editor.getByTestId('user-editor-save').click();
  await expect(editor).toBeHidden();
  await expect(noraRow).toContainText('Sales, Support');
  await expect(noraRow).toContainText('Nora N.');

  // Taking one away again.
  await noraRow.getByTestId('user-edit').click();
  await page
    .getByRole('dialog')
    .locator('.ant-select-selection-item', { hasText: 'Sales' })
    .locator('.ant-select-selection-item-remove')
    .click();
  await page.getByRole('dialog').getByTestId('user-editor-save').click();
  await expect(noraRow).not.toContainText('Sales');
  await expect(noraRow).toContainText('Support');
  const groups = await post<{ items: GroupEntry[] }>(daemon.baseURL, CALLS.groupList.path, {}, owner.token);
  const members = Object.fromEntries(groups.items.map((group) => [group.name, group.members]));
  const nora = await signIn(daemon.baseURL, NORA);
  expect(members).toEqual({ Sales: [], Support: [nora.userid], Design: [] });
});

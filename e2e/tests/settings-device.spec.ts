import sharp from 'sharp';
import { prepareOwner } from '../support/api.js';
import { expect, test } from '../support/daemon.js';
import { openFromDesktop, signInThroughPage } from '../support/desktop.js';

// The time page applies through the dry-run clock: this machine's clock never changes.
process.env.COFFER_CLOCK = 'dry-run';

test.use({ viewport: { width: 1280, height: 720 } });

/** A wide picture with a red band, so the desktop visibly shows the upload and not a gradient. */
const photo = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">
        <rect width="1600" height="900" fill="#1d3557"/>
        <rect y="350" width="1600" height="200" fill="#e63946"/>
      </svg>`,
    ),
  )
    .png()
    .toBuffer();

test('the device name changed in settings shows on the desktop and the sign-in page; an uploaded wallpaper shows on the desktop', async ({
  page,
  daemon,
}) => {
  test.setTimeout(90_000);
  await prepareOwner(daemon.baseURL);
  await signInThroughPage(page);
  const settings = await openFromDesktop(page, 'setting');
  // The settings app opens on the file services (T1's default child); About is a click away.
  await settings.getByTestId('setting-nav-about').click();

  // About: a bad name is refused with the reason and nothing changes; a good one applies at once.
  await expect(settings.getByTestId('about-cpu')).toContainText(/\S/);
  await settings.getByTestId('about-rename').click();
  await settings.getByTestId('about-rename-input').fill('<Office>');
  await settings.getByTestId('about-rename-save').click();
  await expect(settings.getByTestId('about-rename-error')).toContainText(/32/);
  await settings.getByTestId('about-rename-input').fill('财务部 NAS');
  await settings.getByTestId('about-rename-save').click();
  await expect(settings.getByTestId('about-device-name')).toHaveText('财务部 NAS');
  await expect(page.getByTestId('desktop-device-name')).toHaveText('财务部 NAS');

  // Appearance: a file that is not a picture is refused; a real one becomes the desktop's wallpaper.
  await settings.getByTestId('setting-nav-appearance').click();
  await expect(settings.getByTestId('appearance-wallpapers')).toBeVisible();
  await settings.getByTestId('appearance-upload-file').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('these are notes, not a picture'),
  });
  await expect(settings.getByTestId('appearance-upload-error')).toContainText(
    /PNG、JPEG 或 WebP|PNG, JPEG or WebP/,
  );
  await expect(page.locator('.desktop')).toHaveAttribute('data-wallpaper', 'aurora');
  await settings.getByTestId('appearance-upload-file').setInputFiles({
    name: 'band.png',
    mimeType: 'image/png',
    buffer: await photo(),
  });
  await expect(settings.getByTestId('appearance-uploaded')).toBeVisible();
  await expect(page.locator('.desktop')).toHaveAttribute('data-wallpaper', 'custom');
  await expect(page.locator('.desktop-wallpaper')).toHaveCSS(
    'background-image',
    /\/setting\/wallpaper\/image\?v=\d+/,
  );
  // The picture really loads for this session: the browser fetches it by the session cookie.
  const picture = await page.evaluate(async () => {
    const layer = document.querySelector<HTMLElement>('.desktop-wallpaper')!;
    const url = /url\("?([^")]+)"?\)/.exec(getComputedStyle(layer).backgroundImage)![1]!;
    const response = await fetch(url);
    return { status: response.status, type: response.headers.get('content-type') };
  });
  expect(picture).toEqual({ status: 200, type: 'image/webp' });
  // The desktop's own picker offers the upload among the built-in wallpapers.
  await page.getByTestId('window-close-setting').click();
  await page.getByTestId('desktop-surface').click({ button: 'right', position: { x: 600, y: 300 } });
  await page.getByRole('menuitem', { name: /更换壁纸|Change wallpaper/ }).click();
  await expect(page.getByTestId('wallpaper-option-custom')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('wallpaper-option-ocean').click();
  await expect(page.locator('.desktop')).toHaveAttribute('data-wallpaper', 'ocean');
  await page.getByTestId('wallpaper-option-custom').click();
  await expect(page.locator('.desktop')).toHaveAttribute('data-wallpaper', 'custom');
  await page.keyboard.press('Escape');

  // Signing out: the sign-in page shows the new name, also after a reload.
  await page.getByTestId('desktop-user-menu').click();
  await page.getByTestId('desktop-signout').click();
  await expect(page).toHaveURL(/\/home\/login/);
  await expect(page.getByTestId('login-device-name')).toHaveText('财务部 NAS');
  await page.reload();
  await expect(page.getByTestId('login-device-name')).toHaveText('财务部 NAS');
});

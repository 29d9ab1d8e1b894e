import { connect } from 'node:net';
import { freePort } from '../../scripts/lib/daemon.js';
import { prepareOwner } from '../support/api.js';
import { expect, test } from '../support/daemon.js';
import { openFromDesktop, signInThroughPage } from '../support/desktop.js';

/** Whether something accepts TCP connections on the port of 127.0.0.1. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

test('an administrator sets SMB’s port, turns SMB on in settings and sees it running, then turns it off', async ({
  page,
  daemon,
}) => {
  await prepareOwner(daemon.baseURL);
  const port = await freePort();
  await signInThroughPage(page);
  const window = await openFromDesktop(page, 'setting');

  // The settings app opens on the file services; SMB starts stopped.
  const smb = window.getByTestId('service-card-samba');
  await expect(smb.getByTestId('service-state')).toHaveText('已停止', { timeout: 30_000 });

  // Its port, set from the keyboard on the SMB settings tab: typed, then Enter saves.
  await smb.getByTestId('service-settings-samba').click();
  const portField = window.getByTestId('samba-port');
  await portField.fill(String(port));
  await portField.press('Enter');
  await expect(window.getByTestId('service-config-saved')).toBeVisible();
  await expect(window.getByTestId('samba-password-note')).toBeVisible();

  // On from the overview: the daemon's smbd runs and answers on that port.
  await window.getByTestId('setting-nav-srvsManage').click();
  await smb.getByTestId('service-switch-samba').click();
  await expect(smb.getByTestId('service-state')).toHaveText('运行中', { timeout: 30_000 });
  await expect(smb.getByTestId('service-ports')).toContainText(String(port));
  await expect(smb.getByTestId('service-connect')).toContainText(`smb://127.0.0.1:${port}`);
  expect(await accepts(port)).toBe(true);

  // Off asks first (connected clients are cut off), then the port is free again.
  await smb.getByTestId('service-switch-samba').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('立即断开');
  await page.getByTestId('confirm-ok').click();
  await expect(smb.getByTestId('service-state')).toHaveText('已停止');
  await expect.poll(() => accepts(port)).toBe(false);
});

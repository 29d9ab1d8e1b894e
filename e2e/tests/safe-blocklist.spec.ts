import { request } from 'node:http';
import { prepareOwner } from '../support/api.js';
import { expect, test } from '../support/daemon.js';
import { openFromDesktop, signInThroughPage } from '../support/desktop.js';

/** Another machine: the daemon listens on 127.0.0.1, and a socket bound to 127.0.0.2 reaches it. */
const OTHER_ADDRESS = '127.0.0.2';

function healthFrom(baseURL: string, localAddress: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(new URL('/healthcheck', baseURL), { localAddress, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject).end();
  });
}

test('an administrator blocks an address in the safety app, and that address is refused', async ({
  page,
  daemon,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await prepareOwner(daemon.baseURL);
  expect((await healthFrom(daemon.baseURL, OTHER_ADDRESS)).status).toBe(200);

  await signInThroughPage(page);
  const window = await openFromDesktop(page, 'safe');
  const list = window.getByTestId('safe-block-list');
  await expect(list.getByText('黑名单为空')).toBeVisible();

  // A bad entry is caught as it is typed, and the add button says why it is disabled.
  await list.getByTestId('safe-block-ip').fill('127.0.0.300');
  await expect(list.getByTestId('safe-block-error')).toContainText('有效');
  await expect(list.getByTestId('safe-block-add')).toBeDisabled();

  await list.getByTestId('safe-block-ip').fill(OTHER_ADDRESS);
  await list.getByTestId('safe-block-remark').fill('lab machine');
  await list.getByTestId('safe-block-ip').press('Enter');
  await expect(list.getByTestId('safe-entry-ip')).toHaveText([OTHER_ADDRESS]);
  await expect(list.getByText('生效中')).toBeVisible();

  const refused = await healthFrom(daemon.baseURL, OTHER_ADDRESS);
  expect(refused.status).toBe(403);
  expect(JSON.parse(refused.body)).toMatchObject({ success: false, code: 'C120001' });

  // Lifting the block in the page lets the address in again; the entry stays listed.
  await list.getByTestId('safe-entry-unlock').click();
  await expect(list.getByText('已解除')).toBeVisible();
  expect((await healthFrom(daemon.baseURL, OTHER_ADDRESS)).status).toBe(200);
});

/**
 * Takes the remote-assistance screenshot into docs/screens/: the dialog on a device with no provider
 * configured (remote-help.png), as the owner sees it from the user menu. With COFFER_SHOTS_DIR set
 * it also walks the flow against a stand-in provider on a loopback port (the same kind of server the
 * daemon's tests use) and saves the SMS dialog, the password step and the open state there, for
 * looking at. Uses the built web app and scratch daemons, removed afterwards.
 * Run: `node --import tsx e2e/capture-remote-help.ts`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { REPO_ROOT, startScratchDaemon } from '../scripts/lib/daemon.js';
import { OWNER, prepareOwner } from './support/api.js';
import { launchCaptureBrowser, openSignedInPage } from './support/capture-page.js';

const OUT = path.join(REPO_ROOT, 'docs/screens');
const EXTRA = process.env.COFFER_SHOTS_DIR;
const settle = (page: Page) => page.waitForTimeout(600);

async function openDialog(browser: Browser, baseURL: string): Promise<Page> {
  const page = await openSignedInPage(browser, baseURL, OWNER);
  await page.getByTestId('desktop-user-menu').click();
  await page.getByTestId('user-menu-remote-help').click();
  await page.getByTestId('remote-help-dialog').waitFor();
  return page;
}

/** Sends every code and accepts 246810, as a provider would. */
async function startStandInProvider(): Promise<Server> {
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      const answer =
        request.url === '/sms/hsend'
          ? { success: true, code: 200, data: { phone: '138****0000' } }
          : request.url === '/sms/hcheck' && body.sms_code === '246810'
            ? { success: true, code: 200, data: { second: 'capture-second' } }
            : { success: false, code: 'SMS_WRONG', message: 'wrong code' };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

async function captureFlow(browser: Browser, dir: string): Promise<void> {
  const provider = await startStandInProvider();
  process.env.COFFER_PROVIDER_URL = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  process.env.COFFER_SUPPORT_PHONE = '400-000-0000';
  const daemon = await startScratchDaemon('coffer-screens-');
  delete process.env.COFFER_PROVIDER_URL;
  delete process.env.COFFER_SUPPORT_PHONE;
  try {
    await prepareOwner(daemon.baseURL);
    const page = await openDialog(browser, daemon.baseURL);
    await page.getByTestId('remote-help-intro').waitFor();
    await settle(page);
    await page.screenshot({ path: path.join(dir, 'remote-help-closed.png') });
    await page.getByTestId('remote-help-switch').click();
    await page.getByTestId('remote-help-sms-send').click();
    await page.getByTestId('remote-help-sms-sent').waitFor();
    await page.getByTestId('remote-help-sms-code').fill('246810');
    await settle(page);
    await page.screenshot({ path: path.join(dir, 'remote-help-sms.png') });
    await page.keyboard.press('Enter');
    await page.getByTestId('admin-password-input').fill(OWNER.password);
    await settle(page);
    await page.screenshot({ path: path.join(dir, 'remote-help-password.png') });
    await page.getByTestId('admin-password-ok').click();
    await page.getByTestId('remote-help-code').waitFor();
    await settle(page);
    await page.screenshot({ path: path.join(dir, 'remote-help-open.png') });
    await page.getByTestId('remote-help-copy').click();
    await page.getByTestId('remote-help-copied-text').waitFor();
    await settle(page);
    await page.screenshot({ path: path.join(dir, 'remote-help-copied.png') });
    await page.close();
  } finally {
    await daemon.dispose();
    await new Promise<void>((resolve) => provider.close(() => resolve()));
  }
}

async function main(): Promise<void> {
  const browser = await launchCaptureBrowser();
  try {
    const daemon = await startScratchDaemon('coffer-screens-');
    try {
      await prepareOwner(daemon.baseURL);
      const page = await openDialog(browser, daemon.baseURL);
      await page.getByTestId('remote-help-offline').waitFor();
      await settle(page);
      await page.screenshot({ path: path.join(OUT, 'remote-help.png') });
      await page.close();
    } finally {
      await daemon.dispose();
    }
    if (EXTRA) await captureFlow(browser, EXTRA);
  } finally {
    await browser.close();
  }
}

await main();

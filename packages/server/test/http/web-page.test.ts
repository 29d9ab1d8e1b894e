import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOOT_FACTS_ELEMENT_ID, type BootFacts } from '@coffer/contract';
import * as systemCalls from '@coffer/contract/calls/system';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { OWNER, sendCredentials, startTestDevice, type TestDevice } from '../support/test-device.js';

const INDEX =
  '<!doctype html><html><head><title>Coffer</title></head><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("entry");';

let webDir: string;
let test: TestDevice;
beforeEach(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'coffer-web-'));
  writeFileSync(join(webDir, 'index.html'), INDEX);
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'assets', 'index-abc.js'), SCRIPT);
  test = await startTestDevice(undefined, { webDir });
});
afterEach(async () => {
  await test.close();
  rmSync(webDir, { recursive: true, force: true });
});

async function pageFacts(path: string): Promise<BootFacts> {
  const response = await test.raw(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type'), path).toContain('text/html');
  expect(response.headers.get('cache-control'), path).toBe('no-cache');
  const html = await response.text();
  const doc = new RegExp(`<script id="${BOOT_FACTS_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(
    html,
  );
  expect(doc, path).not.toBeNull();
  return JSON.parse(doc![1]!) as BootFacts;
}

it('serves the page with the answers of isRegistered and versions, at /home/ and at every route', async () => {
  const versions = await test.post(systemCalls.versions.path);
  for (const path of ['/home/', '/home/login', '/home/setting/wallpaper']) {
    expect(await pageFacts(path)).toEqual({ registered: false, versions: versions.data });
  }

  await sendCredentials(test, '/v1/user/setSuperAdminPasswd', OWNER);
  expect((await pageFacts('/home/login')).registered).toBe(true);
});

it('still serves the built files as they are', async () => {
  const response = await test.raw('/home/assets/index-abc.js');
  expect(response.status).toBe(200);
  expect(await response.text()).toBe(SCRIPT);
});

it("serves a subfolder with its own index file as it is (the benchmarks' peer pages)", async () => {
  mkdirSync(join(webDir, 'other'));
  writeFileSync(join(webDir, 'other', 'index.html'), '<p>other</p>');
  const response = await test.raw('/home/other/');
  expect(await response.text()).toBe('<p>other</p>');
});

it('says the app is not built, rather than failing, while a rebuild has taken the page away', async () => {
  rmSync(join(webDir, 'index.html'));
  const response = await test.raw('/home/login');
  expect(response.status).toBe(503);
  expect(await response.text()).toContain('npm run build');
});

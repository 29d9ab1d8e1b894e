/**
 * `npm run bench:bundle`: how much JavaScript (gzip bytes) the browser downloads before the login
 * page is interactive, and before the desktop is interactive after signing in, next to a reference
 * page with only React and antd's ConfigProvider, Button and Modal built by the same Vite with the
 * same config; and what opening the storage manager adds until its overview has drawn a pool's card
 * and chart, as the first app opened and after My Account (an absolute target on the second, its own
 * chunks: no peer draws ECharts). All pages are served by one scratch daemon
 * (with a RAID1 pool over two virtual disks) and loaded in headless Chromium, each in a fresh
 * browser context (empty cache); every JavaScript body is gzipped here at level 9.
 */
import type { Browser } from 'playwright-core';
import { median, runBenchmark } from './lib/bench-runner.js';
import { gzipTotal, meterJs, type JsFile } from './lib/js-download.js';
import { makeRaid1Pool } from './lib/pool-api.js';
import { APP_SIGN_IN, REFERENCE, openUntilReady, submitSignIn, waitFor } from './lib/web-flows.js';
import { webStage } from './lib/web-stage.js';

const RUNS = 3;
const TARGET = { login: 1.0, desktop: 1.5 };
/**
 * The storage manager's own chunks when it first opens, ECharts included (issue 13): what it adds
 * after another antd app (My Account) has loaded the antd runtime every app shares.
 */
const STORAGE_TARGET_BYTES = 250_000;
const STORAGE_DRAWN = '[data-testid="storage-page-storageOverview"] [data-testid^="pool-chart-"] svg';

interface Run {
  reference: JsFile[];
  login: JsFile[];
  /** Everything up to the interactive desktop, the login page's JavaScript included. */
  desktop: JsFile[];
  /** What opening the storage manager added, until its overview has drawn. */
  storage: JsFile[];
  /** What it added when My Account was open already: its own chunks, not the shared antd runtime. */
  storageOwn: JsFile[];
}

async function measure(browser: Browser, baseURL: string): Promise<Run> {
  const referenceContext = await browser.newContext({ baseURL });
  let reference: JsFile[];
  try {
    const page = await referenceContext.newPage();
    const js = meterJs(page);
    await openUntilReady(page, REFERENCE.path, REFERENCE.ready);
    reference = await js.snapshot();
  } finally {
    await referenceContext.close();
  }

  const appContext = await browser.newContext({ baseURL });
  try {
    const page = await appContext.newPage();
    const js = meterJs(page);
    await openUntilReady(page, APP_SIGN_IN.path, APP_SIGN_IN.ready);
    const login = await js.snapshot();
    await submitSignIn(page, APP_SIGN_IN);
    const desktop = await js.snapshot();
    await page.dblclick('[data-testid="desktop-icon-storageManage"]');
    await waitFor(page, STORAGE_DRAWN);
    const seen = new Set(desktop.map((file) => file.path));
    const storage = (await js.snapshot()).filter((file) => !seen.has(file.path));
    return { reference, login, desktop, storage, storageOwn: await storageAfterMyAccount(browser, baseURL) };
  } finally {
    await appContext.close();
  }
}

/** Opens My Account, then the storage manager; answers what the second added. */
async function storageAfterMyAccount(browser: Browser, baseURL: string): Promise<JsFile[]> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const js = meterJs(page);
    await openUntilReady(page, APP_SIGN_IN.path, APP_SIGN_IN.ready);
    await submitSignIn(page, APP_SIGN_IN);
    await page.click('[data-testid="desktop-user-menu"]');
    await page.click('[data-testid="user-menu-my-account"]');
    await waitFor(page, '[data-testid="my-account-username"]');
    const seen = new Set((await js.snapshot()).map((file) => file.path));
    await page.click('[data-testid="app-menu-button"]');
    await page.click('[data-testid="app-menu-item-storageManage"]');
    await waitFor(page, STORAGE_DRAWN);
    return (await js.snapshot()).filter((file) => !seen.has(file.path));
  } finally {
    await context.close();
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function printFiles(title: string, files: readonly JsFile[]): void {
  console.log(`${title}:`);
  if (files.length === 0) console.log('  (none)');
  for (const file of files) {
    console.log(`  ${kB(file.gzipBytes).padStart(10)} gzip ${kB(file.bytes).padStart(10)} raw  ${file.path}`);
  }
}

async function main(): Promise<boolean> {
  const { baseURL, browser, dataDir } = await stage.start();
  await makeRaid1Pool(baseURL, dataDir);
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, baseURL));

  const first = runs[0]!;
  const loginPaths = new Set(first.login.map((file) => file.path));
  printFiles('\nreference page', first.reference);
  printFiles('login page (until the username field is enabled)', first.login);
  printFiles(
    'added by the sign-in (until the desktop has rendered)',
    first.desktop.filter((file) => !loginPaths.has(file.path)),
  );
  printFiles('added by opening the storage manager (until its overview has drawn)', first.storage);
  printFiles('of which My Account, opened first, had not loaded', first.storageOwn);

  const reference = median(runs.map((run) => gzipTotal(run.reference)));
  const login = median(runs.map((run) => gzipTotal(run.login)));
  const desktop = median(runs.map((run) => gzipTotal(run.desktop)));
  const storage = median(runs.map((run) => gzipTotal(run.storage)));
  const storageOwn = median(runs.map((run) => gzipTotal(run.storageOwn)));
  const storagePass = storageOwn <= STORAGE_TARGET_BYTES;
  const loginRatio = login / reference;
  const desktopRatio = desktop / reference;
  const loginPass = loginRatio <= TARGET.login;
  const desktopPass = desktopRatio <= TARGET.desktop;

  console.log(`\nmedians of ${RUNS} runs, JavaScript gzip (zlib level 9):`);
  console.log(`  reference (React + antd ConfigProvider, Button, Modal)  ${kB(reference).padStart(10)}`);
  console.log(
    `  login page    ${kB(login).padStart(10)}   ${loginRatio.toFixed(2)}×  ` +
      `${loginPass ? 'PASS' : 'FAIL'} (target ≤ ${TARGET.login.toFixed(1)}×)`,
  );
  console.log(
    `  desktop       ${kB(desktop).padStart(10)}   ${desktopRatio.toFixed(2)}×  ` +
      `${desktopPass ? 'PASS' : 'FAIL'} (target ≤ ${TARGET.desktop.toFixed(1)}×, the login page's included)`,
  );
  console.log(
    `  storage manager, first app opened  ${kB(storage).padStart(10)}   (the shared antd runtime included)`,
  );
  console.log(
    `  storage manager, its own chunks    ${kB(storageOwn).padStart(10)}   ` +
      `${storagePass ? 'PASS' : 'FAIL'} (target ≤ ${kB(STORAGE_TARGET_BYTES)})`,
  );
  return loginPass && desktopPass && storagePass;
}

const stage = webStage('coffer-bench-bundle-');
await runBenchmark(main, stage.cleanup);

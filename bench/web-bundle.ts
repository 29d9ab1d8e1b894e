/**
 * `npm run bench:bundle`: how much JavaScript (gzip bytes) the browser downloads before the login
 * page is interactive, and before the desktop is interactive after signing in, next to a reference
 * page with only React and antd's ConfigProvider, Button and Modal built by the same Vite with the
 * same config. All pages are served by one scratch daemon and loaded in headless Chromium, each in a
 * fresh browser context (empty cache); every JavaScript body is gzipped here at level 9.
 */
import type { Browser } from 'playwright-core';
import { median, runBenchmark } from './lib/bench-runner.js';
import { gzipTotal, meterJs, type JsFile } from './lib/js-download.js';
import { APP_SIGN_IN, REFERENCE, openUntilReady, submitSignIn } from './lib/web-flows.js';
import { webStage } from './lib/web-stage.js';

const RUNS = 3;
const TARGET = { login: 1.0, desktop: 1.5 };

interface Run {
  reference: JsFile[];
  login: JsFile[];
  /** Everything up to the interactive desktop, the login page's JavaScript included. */
  desktop: JsFile[];
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
    return { reference, login, desktop: await js.snapshot() };
  } finally {
    await appContext.close();
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
  const { baseURL, browser } = await stage.start();
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

  const reference = median(runs.map((run) => gzipTotal(run.reference)));
  const login = median(runs.map((run) => gzipTotal(run.login)));
  const desktop = median(runs.map((run) => gzipTotal(run.desktop)));
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
  return loginPass && desktopPass;
}

const stage = webStage('coffer-bench-bundle-');
await runBenchmark(main, stage.cleanup);

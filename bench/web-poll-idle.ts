/**
 * `npm run bench:poll-idle`: the page's poll loop while nothing changes. Ten signed-in pages, each in
 * its own browser context with the desktop open on a device with a healthy pool, poll the daemon:
 * the daemon's CPU time (utime + stime of its process) over 30 s, next to the same daemon over 30 s
 * with no page open, in the same run, as percent of one core above idle (target at most 2 %); and the
 * React commits of one of those pages in the same 30 s (target 0), counted through React's devtools
 * hook, which production builds call on every commit. The window avoids the turn of a minute, when
 * the taskbar clock draws itself again.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { runBenchmark } from './lib/bench-runner.js';
import { makeRaid1Pool } from './lib/pool-api.js';
import { APP_SIGN_IN, openUntilReady, submitSignIn } from './lib/web-flows.js';
import { webStage } from './lib/web-stage.js';

const PAGES = 10;
const WINDOW_MS = 30_000;
const TARGET = { cpuPercent: 2, commits: 0 };
/** Linux's clock ticks per second for /proc times (USER_HZ). */
const TICKS_PER_SECOND = 100;

/**
 * Installed before the page's scripts: React finds the hook and reports every commit to it. A string,
 * not a function: tsx would wrap the function's inner arrows in a helper the page does not have.
 */
const COUNT_COMMITS = `
  globalThis.__commits = 0;
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onCommitFiberRoot() { globalThis.__commits += 1; },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
`;

async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** The daemon's CPU over the window, as percent of one core. */
async function cpuPercentOver(pid: number, ms: number): Promise<number> {
  const before = await cpuSeconds(pid);
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const elapsed = (performance.now() - started) / 1000;
  return (((await cpuSeconds(pid)) - before) / elapsed) * 100;
}

/** Waits until a window of `ms` starting now ends before the minute turns (plus a second either side). */
async function avoidMinuteTurn(ms: number): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute >= 1000 && intoMinute + ms < 59_000) return;
  await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 1000));
}

async function openDesktop(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.addInitScript({ content: COUNT_COMMITS });
  await openUntilReady(page, APP_SIGN_IN.path, APP_SIGN_IN.ready);
  await submitSignIn(page, APP_SIGN_IN);
  return page;
}

async function main(): Promise<boolean> {
  const { baseURL, browser, dataDir, daemonPid } = await stage.start();
  await makeRaid1Pool(baseURL, dataDir);
  // Let the engine's own work after the format (disk probes, the first health look) settle.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  await avoidMinuteTurn(WINDOW_MS);
  console.log(`the daemon alone for ${WINDOW_MS / 1000} s…`);
  const idle = await cpuPercentOver(daemonPid, WINDOW_MS);

  console.log(`opening ${PAGES} signed-in desktops…`);
  const pages: Page[] = [];
  for (let i = 0; i < PAGES; i++) pages.push(await openDesktop(browser, baseURL));
  // Each page's first reads (apps, kv, notices) are not the loop at rest.
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  await avoidMinuteTurn(WINDOW_MS);
  const watched = pages[0]!;
  const commitsBefore = await watched.evaluate(
    () => (globalThis as unknown as { __commits: number }).__commits,
  );
  // Signing in and drawing the desktop committed: none counted means React never found the hook.
  if (commitsBefore === 0)
    throw new Error('React reported no commit to the counter: the count would mean nothing');
  const polling = await cpuPercentOver(daemonPid, WINDOW_MS);
  const commits =
    (await watched.evaluate(() => (globalThis as unknown as { __commits: number }).__commits)) -
    commitsBefore;

  const above = polling - idle;
  const cpuPass = above <= TARGET.cpuPercent;
  const commitsPass = commits <= TARGET.commits;
  console.log(`\ndaemon CPU, percent of one core over ${WINDOW_MS / 1000} s:`);
  console.log(`  no page open           ${idle.toFixed(2)} %`);
  console.log(`  ${PAGES} desktops polling    ${polling.toFixed(2)} %`);
  console.log(
    `  above idle             ${above.toFixed(2)} %  ${cpuPass ? 'PASS' : 'FAIL'} (target ≤ ${TARGET.cpuPercent} %)`,
  );
  console.log(
    `React commits of one idle desktop: ${commits}  ${commitsPass ? 'PASS' : 'FAIL'} (target ${TARGET.commits})`,
  );
  return cpuPass && commitsPass;
}

const stage = webStage('coffer-bench-poll-idle-');
await runBenchmark(main, stage.cleanup);

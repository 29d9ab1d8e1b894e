/**
 * `npm run bench:web-compare`: the sign-in of several builds of the web app side by side, each served
 * by a scratch daemon of its own, with the bare sign-in page beside them, to tell whether a change
 * to the page moved the sign-in benchmark (bench/README.md "Web sign-in"). No target: it prints.
 *
 *   npm run bench:web-compare -- --build /tmp/before     (builds the working tree there)
 *   npm run bench:web-compare -- --rounds 31 before=/tmp/before after=/tmp/after
 *
 * Each round signs in once, cold, on every target in turn, the order rotating. Besides the steps
 * the sign-in benchmark times, it reads the page's own clock: when the form and the signed-in
 * element were drawn, the load event, the sign-in call's time to first byte, and how long the
 * benchmark took to notice each drawn element.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { prepareOwner } from '../e2e/support/api.js';
import { startScratchDaemon, type ScratchDaemon } from '../scripts/lib/daemon.js';
import { median, roundsOf, runBenchmark } from './lib/bench-runner.js';
import { launchChromium } from './lib/chromium.js';
import { buildWebWithPeers } from './lib/web-build.js';
import { APP_SIGN_IN, BARE_SIGN_IN, fillSignIn, waitFor, type SignInPage } from './lib/web-flows.js';

interface Target {
  name: string;
  baseURL: string;
  page: SignInPage;
}

type Sample = Record<(typeof COLUMNS)[number], number>;

const COLUMNS = [
  'total',
  'goto',
  'ready',
  'fills',
  'click',
  'wait',
  'formDrawn',
  'load',
  'clickToDrawn',
  'loginTtfb',
  'answerToDrawn',
  'formSeenAfter',
  'drawnSeenAfter',
] as const;

/** Marks, in the page's clock, when the form and the signed-in element first appear and the click. */
function markingScript(page: SignInPage): string {
  return `(() => {
    const marks = (window.__compareMarks = {});
    const mark = (name) => { if (!(name in marks)) marks[name] = performance.now(); };
    document.addEventListener('click', () => mark('click'), true);
    new MutationObserver(() => {
      if (document.querySelector(${JSON.stringify(page.username)})) mark('form');
      if (document.querySelector(${JSON.stringify(page.done)})) mark('drawn');
    }).observe(document, { subtree: true, childList: true });
  })()`;
}

const READ_MARKS = `(() => {
  const login = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/auth/login'));
  const navigation = performance.getEntriesByType('navigation')[0];
  return {
    ...window.__compareMarks,
    origin: performance.timeOrigin,
    load: navigation.loadEventStart,
    loginTtfb: login.responseStart - login.requestStart,
    loginEnd: login.responseEnd,
  };
})()`;

async function signInOnce(browser: Browser, target: Target): Promise<Sample> {
  const context = await browser.newContext({ baseURL: target.baseURL });
  try {
    await context.addInitScript(markingScript(target.page));
    const page = await context.newPage();
    const at = [performance.now()];
    await page.goto(target.page.path);
    at.push(performance.now());
    await waitFor(page, target.page.ready);
    at.push(performance.now());
    await fillSignIn(page, target.page);
    at.push(performance.now());
    await page.click(target.page.submit);
    at.push(performance.now());
    await waitFor(page, target.page.done);
    at.push(performance.now());
    const marks = (await page.evaluate(READ_MARKS)) as Record<string, number>;
    const step = (index: number) => at[index + 1]! - at[index]!;
    // Both clocks count from the same wall clock, so the page's marks convert to the benchmark's.
    const seenAfter = (index: number, mark: number) =>
      performance.timeOrigin + at[index]! - (marks.origin! + mark);
    return {
      total: at[5]! - at[0]!,
      goto: step(0),
      ready: step(1),
      fills: step(2),
      click: step(3),
      wait: step(4),
      formDrawn: marks.form!,
      load: marks.load!,
      clickToDrawn: marks.drawn! - marks.click!,
      loginTtfb: marks.loginTtfb!,
      answerToDrawn: marks.drawn! - marks.loginEnd!,
      formSeenAfter: seenAfter(2, marks.form!),
      drawnSeenAfter: seenAfter(5, marks.drawn!),
    };
  } finally {
    await context.close();
  }
}

function parseBuilds(args: string[]): { name: string; folder: string }[] {
  const builds = args.map((arg) => {
    const [name, folder] = arg.split('=');
    if (!name || !folder) throw new Error(`expected name=folder, got "${arg}"`);
    if (name === BARE_SIGN_IN.name) throw new Error(`"${name}" is the bare page's name; pick another`);
    return { name, folder };
  });
  if (builds.length === 0) throw new Error('name at least one build: name=folder (made with --build)');
  return builds;
}

function report(samples: Map<string, Sample[]>): void {
  const cell = (text: string) => text.padStart(Math.max(8, text.length + 1));
  console.log(`\nmedians, ms\n${'target'.padEnd(10)}${COLUMNS.map(cell).join('')}`);
  for (const [name, list] of samples) {
    const values = COLUMNS.map((column) => median(list.map((sample) => sample[column])).toFixed(0));
    console.log(
      name.padEnd(10) + values.map((value, i) => value.padStart(cell(COLUMNS[i]!).length)).join(''),
    );
  }
  const bare = median(samples.get(BARE_SIGN_IN.name)!.map((sample) => sample.total));
  for (const [name, list] of samples) {
    if (name === BARE_SIGN_IN.name) continue;
    console.log(`${name}: total / bare ${(median(list.map((sample) => sample.total)) / bare).toFixed(2)}`);
  }
}

const daemons: ScratchDaemon[] = [];
let browser: Browser | undefined;

async function compare(rounds: number, args: string[]): Promise<boolean> {
  const builds = parseBuilds(args);
  const targets: Target[] = [];
  for (const { name, folder } of builds) {
    // The daemon's only way to serve another folder than packages/web/dist; read at its start.
    process.env.COFFER_WEB_DIR = folder;
    const daemon = await startScratchDaemon('coffer-bench-compare-');
    daemons.push(daemon);
    await prepareOwner(daemon.baseURL);
    targets.push({ name, baseURL: daemon.baseURL, page: APP_SIGN_IN });
  }
  targets.push({ name: BARE_SIGN_IN.name, baseURL: daemons[0]!.baseURL, page: BARE_SIGN_IN });
  browser = await launchChromium();

  const samples = new Map(targets.map((target) => [target.name, [] as Sample[]]));
  // One unmeasured pass each, so round 1 does not pay for the first use of the daemons and Chromium.
  for (const target of targets) await signInOnce(browser, target);
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < targets.length; i++) {
      const target = targets[(i + round) % targets.length]!;
      samples.get(target.name)!.push(await signInOnce(browser, target));
    }
    process.stdout.write(`round ${round + 1}/${rounds}\r`);
  }
  report(samples);
  return true;
}

async function cleanup(): Promise<void> {
  await browser?.close().catch(() => undefined);
  await Promise.allSettled(daemons.map((daemon) => daemon.dispose()));
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void cleanup().finally(() => process.exit(130)));
}

const { values, positionals } = parseArgs({
  options: { build: { type: 'string' }, rounds: { type: 'string', default: '21' } },
  allowPositionals: true,
});
if (values.build) {
  await buildWebWithPeers(values.build);
  console.log(`built the working tree's web app and peer pages into ${values.build}`);
} else {
  await runBenchmark(() => compare(roundsOf(values.rounds), positionals), cleanup);
}

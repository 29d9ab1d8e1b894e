/**
 * `npm run bench:signin`: signing in to an interactive desktop in headless Chromium, next to a bare
 * React page served by the same daemon that makes the same sign-in calls. Each sample opens the page,
 * waits until its form is interactive, fills it as the owner, submits, and waits until the desktop
 * (or the bare page's "signed in") has rendered. Rounds alternate the two; each round and target
 * gets a fresh browser context (cold cache), then a second sign-in in a new tab of the same context
 * with the stored session removed (warm cache). The medians are judged.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext } from 'playwright-core';
import { median, roundsOf, runBenchmark } from './lib/bench-runner.js';
import { APP_SIGN_IN, BARE_SIGN_IN, openUntilReady, submitSignIn, type SignInPage } from './lib/web-flows.js';
import { webStage } from './lib/web-stage.js';

const TARGET_RATIO = 1.5;

function argRounds(): number {
  const { values } = parseArgs({ options: { rounds: { type: 'string', default: '7' } } });
  return roundsOf(values.rounds);
}

interface Sample {
  /** From navigation to an interactive form. */
  open: number;
  /** From filling the form to the signed-in page. */
  signIn: number;
  total: number;
}

async function timedSignIn(context: BrowserContext, target: SignInPage): Promise<Sample> {
  const page = await context.newPage();
  const start = performance.now();
  await openUntilReady(page, target.path, target.ready);
  const ready = performance.now();
  await submitSignIn(page, target);
  const end = performance.now();
  // The next tab must find the form again, not a kept session; closing also stops the desktop's polling.
  await page.evaluate('localStorage.clear()');
  await page.close();
  return { open: ready - start, signIn: end - ready, total: end - start };
}

async function coldAndWarm(browser: Browser, baseURL: string, target: SignInPage): Promise<Pair> {
  const context = await browser.newContext({ baseURL });
  try {
    const cold = await timedSignIn(context, target);
    const warm = await timedSignIn(context, target);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

type Cache = 'cold' | 'warm';
type Pair = Record<Cache, Sample>;

const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);
const cells = (sample: Sample) => `${ms(sample.open)}${ms(sample.signIn)}${ms(sample.total)}`;

function row(label: string, pairs: readonly Pair[]): string {
  return [label.padEnd(7), ...pairs.flatMap(({ cold, warm }) => [cells(cold), cells(warm)])].join(' |');
}

function header(names: readonly string[]): string {
  const titles = names.flatMap((name) => [` ${name} cold`, ` ${name} warm`].map((t) => t.padEnd(24)));
  const columns = titles.map(() => `${'open'.padStart(8)}${'sign-in'.padStart(8)}${'total'.padStart(8)}`);
  return `${''.padEnd(7)} |${titles.join(' |')}\n${'round'.padEnd(7)} |${columns.join(' |')}`;
}

function medianOf(list: readonly Sample[]): Sample {
  return {
    open: median(list.map((s) => s.open)),
    signIn: median(list.map((s) => s.signIn)),
    total: median(list.map((s) => s.total)),
  };
}

async function main(): Promise<boolean> {
  const rounds = argRounds();
  const { baseURL, browser } = await stage.start();
  const targets = [APP_SIGN_IN, BARE_SIGN_IN];
  const samples = new Map(targets.map((target) => [target.name, [] as Pair[]]));

  // One unmeasured pass each, so round 1 does not pay for the first use of the daemon and Chromium.
  for (const target of targets) await coldAndWarm(browser, baseURL, target);

  console.log(`${rounds} rounds, the order alternating\n`);
  console.log(header(targets.map((target) => target.name)));
  for (let round = 1; round <= rounds; round++) {
    const order = round % 2 ? targets : [...targets].reverse();
    for (const target of order) samples.get(target.name)!.push(await coldAndWarm(browser, baseURL, target));
    console.log(
      row(
        String(round),
        targets.map((target) => samples.get(target.name)!.at(-1)!),
      ),
    );
  }
  const medians: Record<string, Pair> = Object.fromEntries(
    targets.map((target) => {
      const pairs = samples.get(target.name)!;
      return [
        target.name,
        { cold: medianOf(pairs.map((p) => p.cold)), warm: medianOf(pairs.map((p) => p.warm)) },
      ];
    }),
  );
  console.log(
    row(
      'median',
      targets.map((target) => medians[target.name]!),
    ),
  );

  const ratio = (cache: Cache) => medians.coffer![cache].total / medians.bare![cache].total;
  const pass = ratio('cold') <= TARGET_RATIO;
  console.log(`\nratio coffer/bare, median total, warm cache: ${ratio('warm').toFixed(2)}`);
  console.log(
    `ratio coffer/bare, median total, cold cache: ${ratio('cold').toFixed(2)}  ` +
      `${pass ? 'PASS' : 'FAIL'} (target ≤ ${TARGET_RATIO})`,
  );
  return pass;
}

const stage = webStage('coffer-bench-signin-');
await runBenchmark(main, stage.cleanup);

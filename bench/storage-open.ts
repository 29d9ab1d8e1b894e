/**
 * `npm run bench:storage-open`: opening the storage manager on a device with 12 disks and 4 pools,
 * from the click in the app menu until its overview has drawn every pool's card and chart, next to
 * opening My Account from the same menu until its facts have drawn, in the same run. Each sample is
 * a fresh browser context (cold cache), signed in first (not measured); rounds alternate the two
 * apps and the medians are judged.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { CALLS, type DiskInfo } from '@coffer/contract';
import { post, signIn } from '../e2e/support/api.js';
import { median, roundsOf, runBenchmark } from './lib/bench-runner.js';
import {
  insertBay,
  passFormatCheck,
  startNewPool,
  waitForDisks,
  waitForMountedPool,
} from './lib/pool-api.js';
import { APP_SIGN_IN, openUntilReady, submitSignIn, waitFor } from './lib/web-flows.js';
import { webStage } from './lib/web-stage.js';

const TARGET_RATIO = 2;

/** 8 SATA bays and 4 M.2 slots, all filled; the daemon starts with sata1, sata2 and m2-1. */
const MORE_DISKS = [
  ...['sata3', 'sata4', 'sata5', 'sata6', 'sata7', 'sata8'].map((slot) => ({ slot, size: '4T' })),
  ...['m2-2', 'm2-3', 'm2-4'].map((slot) => ({ slot, size: '512G' })),
];

/** Four pools over nine of the twelve disks: RAID5, RAID1 and Basic on SATA, RAID1 on M.2. */
const POOLS = [
  { raidtype: 'raid5', protocol: 'protsata', count: 3 },
  { raidtype: 'raid1', protocol: 'protsata', count: 2 },
  { raidtype: 'basic', protocol: 'protsata', count: 1 },
  { raidtype: 'raid1', protocol: 'protnvme', count: 2 },
] as const;

interface AppTarget {
  name: string;
  item: string;
  /** Drawn: every selector has rendered. */
  drawn: readonly string[];
}

const STORAGE: AppTarget = {
  name: 'storage',
  item: '[data-testid="app-menu-item-storageManage"]',
  drawn: [
    '[data-testid="storage-page-storageOverview"]',
    ...Array.from(
      { length: POOLS.length },
      (_, i) => `.pool-card:nth-child(${i + 1}) [data-testid^="pool-chart-"] svg`,
    ),
  ],
};

const MY_ACCOUNT: AppTarget = {
  name: 'my account',
  item: '[data-testid="app-menu-item-myAccount"]',
  drawn: ['[data-testid="my-account-username"]'],
};

function argRounds(): number {
  const { values } = parseArgs({ options: { rounds: { type: 'string', default: '7' } } });
  return roundsOf(values.rounds);
}

async function fillDevice(baseURL: string, dataDir: string): Promise<void> {
  const { token } = await signIn(baseURL);
  const added = [];
  for (const disk of MORE_DISKS) added.push(await insertBay(dataDir, disk.slot, disk.size));
  await waitForDisks(baseURL, token, added);
  const { disks } = await post<{ disks: DiskInfo[] }>(baseURL, CALLS.diskList.path, {}, token);
  const free = {
    protsata: disks.filter((disk) => disk.dev_type === 'sata' && !disk.pid).map((disk) => disk.sn),
    protnvme: disks.filter((disk) => disk.dev_type === 'nvme' && !disk.pid).map((disk) => disk.sn),
  };
  for (const pool of POOLS) {
    const serials = free[pool.protocol].splice(0, pool.count);
    await passFormatCheck(baseURL, token);
    const { jobId, poolId } = await startNewPool(baseURL, token, pool.raidtype, serials, pool.protocol);
    await waitForMountedPool(baseURL, token, jobId, poolId);
  }
}

/** Signs in in a fresh context, then times opening the app from the app menu until it has drawn. */
async function timedOpen(browser: Browser, baseURL: string, target: AppTarget): Promise<number> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 720 } });
  try {
    const page: Page = await context.newPage();
    await openUntilReady(page, APP_SIGN_IN.path, APP_SIGN_IN.ready);
    await submitSignIn(page, APP_SIGN_IN);
    await page.click('[data-testid="app-menu-button"]');
    await waitFor(page, target.item);
    const start = performance.now();
    await page.click(target.item);
    for (const selector of target.drawn) await waitFor(page, selector);
    const took = performance.now() - start;
    await page.evaluate('localStorage.clear()');
    return took;
  } finally {
    await context.close();
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(10);

async function main(): Promise<boolean> {
  const rounds = argRounds();
  const { baseURL, browser, dataDir } = await stage.start();
  console.log('filling the bays and making four pools…');
  await fillDevice(baseURL, dataDir);

  const targets = [STORAGE, MY_ACCOUNT];
  const samples = new Map(targets.map((target) => [target.name, [] as number[]]));
  // One unmeasured pass each, so round 1 does not pay for the first use of the daemon and Chromium.
  for (const target of targets) await timedOpen(browser, baseURL, target);

  console.log(`\n${rounds} rounds, the order alternating, cold cache\n`);
  console.log(`${'round'.padEnd(7)}${targets.map((target) => target.name.padStart(12)).join('')}`);
  for (let round = 1; round <= rounds; round++) {
    const order = round % 2 ? targets : [...targets].reverse();
    for (const target of order) samples.get(target.name)!.push(await timedOpen(browser, baseURL, target));
    console.log(
      `${String(round).padEnd(7)}${targets.map((t) => ms(samples.get(t.name)!.at(-1)!)).join('  ')}`,
    );
  }
  const storage = median(samples.get(STORAGE.name)!);
  const account = median(samples.get(MY_ACCOUNT.name)!);
  console.log(`${'median'.padEnd(7)}${ms(storage)}  ${ms(account)}`);
  const ratio = storage / account;
  const pass = ratio <= TARGET_RATIO;
  console.log(
    `\nratio storage/my account, median: ${ratio.toFixed(2)}  ${pass ? 'PASS' : 'FAIL'} (target ≤ ${TARGET_RATIO})`,
  );
  return pass;
}

const stage = webStage('coffer-bench-storage-');
await runBenchmark(main, stage.cleanup);

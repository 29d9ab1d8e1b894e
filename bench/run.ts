/**
 * `npm run bench`: an authenticated JSON call of the real daemon under 100 concurrent connections,
 * side by side with a bare Fastify route in the same run. Prints requests/s, p50 and p99 latency per
 * round and their medians, and the ratio of the median requests/s with PASS/FAIL against the target.
 *
 * The machine is shared and noisy, so the two targets alternate over several rounds and only the
 * medians are judged.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { CALLS } from '@coffer/contract';
import {
  REPO_ROOT,
  freePort,
  startScratchDaemon,
  stopProcess,
  waitForHealth,
  type ScratchDaemon,
} from '../scripts/lib/daemon.js';
import { prepareOwner, signIn } from '../e2e/support/api.js';
import { median, runBenchmark } from './lib/bench-runner.js';

const CONNECTIONS = 100;
const PIPELINING = 1;
const WARMUP_SECONDS = 2;
const ROUND_SECONDS = 8;
const ROUNDS = 5;
const TARGET_RATIO = 0.6;

interface Target {
  name: string;
  url: string;
  body: string;
  /** Every answer must be exactly this body, or the round counts it as a mismatch. */
  expectBody: string;
}

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  bad: number;
}

const children: { daemon?: ScratchDaemon; bare?: ChildProcess } = {};

async function cleanup(): Promise<void> {
  const { daemon, bare } = children;
  children.daemon = undefined;
  children.bare = undefined;
  await Promise.all([bare && stopProcess(bare), daemon?.dispose()]);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping`);
    void cleanup().finally(() => process.exit(130));
  });
}

async function startBareServer(): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts', '--port', String(port)], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.bare = child;
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, child, 30_000);
  return baseURL;
}

async function targetFor(name: string, url: string, body: string): Promise<Target> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const text = await response.text();
  const envelope = JSON.parse(text) as { success?: boolean };
  if (!response.ok || envelope.success !== true) throw new Error(`${name}: ${url} answered ${text}`);
  return { name, url, body, expectBody: text };
}

async function load(target: Target, seconds: number): Promise<Sample> {
  const result = await autocannon({
    url: target.url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: target.body,
    expectBody: target.expectBody,
    connections: CONNECTIONS,
    pipelining: PIPELINING,
    duration: seconds,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts + result.mismatches,
  };
}

const COLUMNS = ['req/s', 'p50', 'p99'];

function cells(sample: Sample): string {
  return [sample.rps.toFixed(0), `${sample.p50.toFixed(1)} ms`, `${sample.p99.toFixed(1)} ms`]
    .map((cell) => cell.padStart(9))
    .join('');
}

function row(label: string, samples: Sample[]): string {
  return [label.padEnd(7), ...samples.map(cells)].join(' |');
}

function header(names: string[]): string {
  const titles = names.map((name) => ` ${name}`.padEnd(27));
  const columns = names.map(() => COLUMNS.map((c) => c.padStart(9)).join(''));
  return `${''.padEnd(7)} |${titles.join(' |').trimEnd()}\n${'round'.padEnd(7)} |${columns.join(' |')}`;
}

async function main(): Promise<boolean> {
  console.log('starting the daemon and the bare Fastify server…');
  children.daemon = await startScratchDaemon('coffer-bench-');
  const daemonURL = children.daemon.baseURL;
  await prepareOwner(daemonURL);
  const { token } = await signIn(daemonURL);
  const bareURL = await startBareServer();

  const body = JSON.stringify({ token });
  const targets = [
    await targetFor('coffer', `${daemonURL}${CALLS.authToken.path}`, body),
    await targetFor('bare', `${bareURL}/bare`, body),
  ];

  console.log(
    `${CONNECTIONS} connections, pipelining ${PIPELINING}, ${ROUND_SECONDS} s per run after a ${WARMUP_SECONDS} s warm-up, ` +
      `${ROUNDS} alternating rounds`,
  );
  console.log(`coffer: POST ${CALLS.authToken.path} {"token": …} (authenticated)   bare: POST /bare\n`);
  for (const target of targets) await load(target, WARMUP_SECONDS);

  const samples: Record<string, Sample[]> = { coffer: [], bare: [] };
  console.log(header(targets.map((target) => target.name)));
  for (let round = 1; round <= ROUNDS; round++) {
    const current: Sample[] = [];
    for (const target of targets) {
      const sample = await load(target, ROUND_SECONDS);
      samples[target.name]?.push(sample);
      current.push(sample);
    }
    console.log(row(String(round), current));
  }

  const coffer = samples.coffer ?? [];
  const bare = samples.bare ?? [];
  const medianOf = (list: Sample[]): Sample => ({
    rps: median(list.map((s) => s.rps)),
    p50: median(list.map((s) => s.p50)),
    p99: median(list.map((s) => s.p99)),
    bad: list.reduce((sum, s) => sum + s.bad, 0),
  });
  const cofferMedian = medianOf(coffer);
  const bareMedian = medianOf(bare);
  console.log(row('median', [cofferMedian, bareMedian]));

  const ratio = bareMedian.rps > 0 ? cofferMedian.rps / bareMedian.rps : 0;
  const failedResponses = cofferMedian.bad + bareMedian.bad;
  if (failedResponses > 0) {
    console.log(
      `\n${cofferMedian.bad} coffer and ${bareMedian.bad} bare answers were errors, non-2xx or not the expected body`,
    );
  }
  const pass = ratio >= TARGET_RATIO && failedResponses === 0;
  console.log(
    `\nratio coffer/bare (median req/s): ${ratio.toFixed(2)}  ${pass ? 'PASS' : 'FAIL'} (target ≥ ${TARGET_RATIO})`,
  );
  return pass;
}

await runBenchmark(main, cleanup);

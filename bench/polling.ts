/**
 * `npm run bench:polling`: `POST /system/polling2` of the real daemon (started with the default
 * virtual bays, so it has disks to report) under 500 concurrent clients, side by side with a bare
 * Fastify route in the same run. Two loads, 3 alternating rounds each:
 *
 * - paced: 500 connections each polling once a second, as 500 open pages do; judged by p99 latency;
 * - flat out: 500 connections sending as fast as answers come; shows requests/s.
 *
 * Prints per round and the medians; PASS when the paced p99 of polling2 is under 20 ms and no answer
 * failed.
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

const CONNECTIONS = 500;
const ROUNDS = 3;
const ROUND_SECONDS = 8;
const WARMUP_SECONDS = 2;
const TARGET_P99_MS = 20;

interface Target {
  name: string;
  url: string;
  body: string;
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

/** One check call first: the target must answer a success envelope. */
async function check(target: Target): Promise<string> {
  const response = await fetch(target.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: target.body,
  });
  const text = await response.text();
  const envelope = JSON.parse(text) as { success?: boolean };
  if (!response.ok || envelope.success !== true)
    throw new Error(`${target.name}: answered ${text.slice(0, 300)}`);
  return text;
}

async function load(target: Target, seconds: number, paced: boolean): Promise<Sample> {
  const result = await autocannon({
    url: target.url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: target.body,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
    ...(paced ? { connectionRate: 1 } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

const cells = (sample: Sample) =>
  [sample.rps.toFixed(0), `${sample.p50.toFixed(1)} ms`, `${sample.p99.toFixed(1)} ms`]
    .map((cell) => cell.padStart(9))
    .join('');
const row = (label: string, samples: Sample[]) => [label.padEnd(7), ...samples.map(cells)].join(' |');
const header = (names: string[]) =>
  `${''.padEnd(7)} |${names.map((name) => ` ${name}`.padEnd(27)).join(' |')}\n${'round'.padEnd(7)} |${names
    .map(() => ['req/s', 'p50', 'p99'].map((c) => c.padStart(9)).join(''))
    .join(' |')}`;

const medianOf = (list: Sample[]): Sample => ({
  rps: median(list.map((s) => s.rps)),
  p50: median(list.map((s) => s.p50)),
  p99: median(list.map((s) => s.p99)),
  bad: list.reduce((sum, s) => sum + s.bad, 0),
});

async function runLoad(targets: Target[], paced: boolean): Promise<Record<string, Sample>> {
  console.log(
    paced
      ? `\npaced: ${CONNECTIONS} connections, each 1 request/s (500 pages polling), ${ROUND_SECONDS} s per run`
      : `\nflat out: ${CONNECTIONS} connections, pipelining 1, ${ROUND_SECONDS} s per run`,
  );
  for (const target of targets) await load(target, WARMUP_SECONDS, paced);
  const samples: Record<string, Sample[]> = Object.fromEntries(targets.map((target) => [target.name, []]));
  console.log(header(targets.map((target) => target.name)));
  for (let round = 1; round <= ROUNDS; round++) {
    const current: Sample[] = [];
    for (const target of targets) {
      const sample = await load(target, ROUND_SECONDS, paced);
      samples[target.name]!.push(sample);
      current.push(sample);
    }
    console.log(row(String(round), current));
  }
  const medians = Object.fromEntries(targets.map((target) => [target.name, medianOf(samples[target.name]!)]));
  console.log(
    row(
      'median',
      targets.map((target) => medians[target.name]!),
    ),
  );
  return medians;
}

async function main(): Promise<boolean> {
  console.log('starting the daemon (default bays) and the bare Fastify server…');
  children.daemon = await startScratchDaemon('coffer-bench-polling-', 'default');
  const daemonURL = children.daemon.baseURL;
  await prepareOwner(daemonURL);
  const { token } = await signIn(daemonURL);
  const bareURL = await startBareServer();
  const body = JSON.stringify({ token, show_hidden_drive: 1 });
  const targets: Target[] = [
    { name: 'polling2', url: `${daemonURL}${CALLS.polling2.path}`, body },
    { name: 'bare', url: `${bareURL}/bare`, body },
  ];
  const first = JSON.parse(await check(targets[0]!)) as { data: { dev: unknown[] } };
  await check(targets[1]!);
  console.log(`polling2 answers ${first.data.dev.length} disks`);

  const paced = await runLoad(targets, true);
  const flat = await runLoad(targets, false);
  const bad = [paced, flat].flatMap((medians) => Object.values(medians)).reduce((sum, s) => sum + s.bad, 0);
  if (bad > 0) console.log(`\n${bad} answers were errors, timeouts or non-2xx`);
  const p99 = paced.polling2!.p99;
  const pass = p99 < TARGET_P99_MS && bad === 0;
  console.log(
    `\npaced polling2 p99 (median): ${p99.toFixed(1)} ms  ${pass ? 'PASS' : 'FAIL'} (target < ${TARGET_P99_MS} ms)` +
      `\nflat out req/s (median): polling2 ${flat.polling2!.rps.toFixed(0)}, bare ${flat.bare!.rps.toFixed(0)}` +
      ` (ratio ${(flat.polling2!.rps / flat.bare!.rps).toFixed(2)}); p99 polling2 ${flat.polling2!.p99.toFixed(1)} ms,` +
      ` bare ${flat.bare!.p99.toFixed(1)} ms`,
  );
  return pass;
}

await runBenchmark(main, cleanup);

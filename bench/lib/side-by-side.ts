/**
 * What the HTTP benchmarks share: the real daemon and a bare Fastify peer started side by side, a
 * check that each target answers a success, autocannon loads, and rounds that alternate the targets
 * (the machine is noisy, so only medians are judged).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import {
  REPO_ROOT,
  freePort,
  startScratchDaemon,
  stopProcess,
  waitForHealth,
  type ScratchDaemon,
} from '../../scripts/lib/daemon.js';
import { prepareOwner, signIn } from '../../e2e/support/api.js';
import { median } from './bench-runner.js';

export interface Target {
  name: string;
  url: string;
  body: string;
  /** When set, every answer must be exactly this body, or it counts as bad. */
  expectBody?: string;
}

export interface Sample {
  rps: number;
  p50: number;
  p99: number;
  bad: number;
}

export interface LoadOptions {
  connections: number;
  /** Each connection sends one request a second, as an open page polling does. */
  paced?: boolean;
}

export interface Peers {
  daemonURL: string;
  /** The daemon's process id. */
  daemonPid: number;
  /** A signed-in owner's token on the daemon. */
  token: string;
  /** Starts the bare peer, answering `answer` (JSON text) when given; answers its base URL. */
  startBare(answer?: string): Promise<string>;
  /** The bare peer's process id, once started. */
  barePid(): number;
  cleanup(): Promise<void>;
}

/** Starts the daemon with a signed-in owner; the bare peer starts on demand. Ctrl-C stops both. */
export async function startPeers(prefix: string, bays: 'none' | 'default'): Promise<Peers> {
  let daemon: ScratchDaemon | undefined;
  let bare: ChildProcess | undefined;
  let daemonStart: Promise<ScratchDaemon> | undefined;
  let stopping: Promise<void> | undefined;
  // One cleanup for a signal and the run's own end alike, so neither exits while the other works;
  // a daemon still starting is waited for and stopped too.
  const cleanup = () =>
    (stopping ??= (async () => {
      daemon ??= await daemonStart?.catch(() => undefined);
      await Promise.all([bare && stopProcess(bare), daemon?.dispose()]);
    })());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping`);
      void cleanup().finally(() => process.exit(130));
    });
  }
  const startBare = async (answer?: string) => {
    const port = await freePort();
    bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts', '--port', String(port)], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...(answer === undefined ? {} : { BARE_ANSWER: answer }) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const bareURL = `http://127.0.0.1:${port}`;
    await waitForHealth(bareURL, bare, 30_000);
    return bareURL;
  };
  try {
    daemonStart = startScratchDaemon(prefix, bays);
    daemon = await daemonStart;
    await prepareOwner(daemon.baseURL);
    const { token } = await signIn(daemon.baseURL);
    const barePid = () => {
      if (bare?.pid === undefined) throw new Error('the bare peer is not running');
      return bare.pid;
    };
    return { daemonURL: daemon.baseURL, daemonPid: daemon.pid, token, startBare, barePid, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** One call first: the target must answer a success envelope; answers its body. */
export async function checkTarget(target: Target): Promise<string> {
  const response = await fetch(target.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: target.body,
  });
  const text = await response.text();
  const envelope = JSON.parse(text) as { success?: boolean };
  if (!response.ok || envelope.success !== true) {
    throw new Error(`${target.name}: ${target.url} answered ${text.slice(0, 300)}`);
  }
  return text;
}

export async function load(target: Target, seconds: number, options: LoadOptions): Promise<Sample> {
  const result = await autocannon({
    url: target.url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: target.body,
    ...(target.expectBody === undefined ? {} : { expectBody: target.expectBody }),
    connections: options.connections,
    pipelining: 1,
    duration: seconds,
    ...(options.paced ? { connectionRate: 1 } : {}),
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

function medianOf(list: Sample[]): Sample {
  return {
    rps: median(list.map((s) => s.rps)),
    p50: median(list.map((s) => s.p50)),
    p99: median(list.map((s) => s.p99)),
    bad: list.reduce((sum, s) => sum + s.bad, 0),
  };
}

export interface Rounds {
  rounds: number;
  roundSeconds: number;
  warmupSeconds: number;
}

/** Warms every target up, then loads them in turn for each round; prints and answers the medians. */
export async function runRounds(
  targets: Target[],
  rounds: Rounds,
  options: LoadOptions,
): Promise<Record<string, Sample>> {
  for (const target of targets) await load(target, rounds.warmupSeconds, options);
  const samples = new Map<string, Sample[]>(targets.map((target) => [target.name, []]));
  console.log(header(targets.map((target) => target.name)));
  for (let round = 1; round <= rounds.rounds; round++) {
    const current: Sample[] = [];
    for (const target of targets) {
      const sample = await load(target, rounds.roundSeconds, options);
      samples.get(target.name)!.push(sample);
      current.push(sample);
    }
    console.log(row(String(round), current));
  }
  const medians = Object.fromEntries(
    targets.map((target) => [target.name, medianOf(samples.get(target.name)!)]),
  );
  console.log(
    row(
      'median',
      targets.map((target) => medians[target.name]!),
    ),
  );
  return medians;
}

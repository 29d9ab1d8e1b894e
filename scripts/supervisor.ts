/**
 * Runs the Coffer daemon and keeps it running across reboot requests.
 *
 *   node --import tsx scripts/supervisor.ts [--port N] [--data DIR] [--bays default|none]
 *
 * Exit code 75 from the daemon is a reboot request: start it again. Exit code 0 is a shutdown: end
 * too. Any other exit is a crash: report it and exit non-zero, without a restart loop. SIGINT and
 * SIGTERM are forwarded to the daemon as SIGTERM (its power-off), and the supervisor waits for it;
 * a second signal kills it at once.
 *
 * System upgrade (docs/decisions.md "System upgrade"): the daemon runs from the release that
 * `<data>/releases/current.json` names, else from this repository. A release the daemon installed
 * and named in `pending.json` is started next; once it answers its health check it becomes the
 * current one. If it ends before that, or does not answer within 2 minutes (it is stopped), the
 * supervisor rolls back: the database as the previous version left it, the upgrade record saying
 * why, pending.json gone, and the previous version started again.
 */
import { type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PORTS, type CodeText } from '@coffer/contract';
import {
  promotePendingRelease,
  readReleasePointer,
  rollBackPendingRelease,
  snapshotDatabase,
  type ReleasePointer,
} from '../packages/server/src/release/upgrade-state.js';
import {
  DAEMON_ENTRY,
  DaemonExitedError,
  EXIT_DATA_DIR_IN_USE,
  EXIT_REBOOT,
  REPO_ROOT,
  describeExit,
  exitOf,
  releaseLeftovers,
  spawnDaemon,
  stopProcess,
  waitForHealth,
  type ExitStatus,
} from './lib/daemon.js';

const USAGE =
  'usage: scripts/start [--port N] [--data DIR] [--bays default|none]   (env COFFER_PORT, COFFER_DATA)';
const SLOW_START_MS = 60_000;
/**
 * A newly installed release that has not answered its health check by then is rolled back;
 * COFFER_RELEASE_READY_MS (at least 1000) shortens it for tests.
 */
const RELEASE_READY_MS = readyLimit(process.env.COFFER_RELEASE_READY_MS);

function readyLimit(value: string | undefined): number {
  if (value === undefined || value === '') return 120_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1000) fail(`COFFER_RELEASE_READY_MS must be at least 1000: ${value}`);
  return ms;
}

interface Options {
  port: number;
  dataDir: string;
  /** Daemon flags passed on (`--bays none`). */
  daemonArgs: string[];
}

function fail(message: string): never {
  console.error(`coffer: ${message}`);
  console.error(USAGE);
  process.exit(2);
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) fail(`not a port number: ${value}`);
  return port;
}

function parseOptions(argv: string[]): Options {
  let port = process.env.COFFER_PORT ? parsePort(process.env.COFFER_PORT) : PORTS.http;
  let dataDir = process.env.COFFER_DATA || path.join(REPO_ROOT, 'var');
  const daemonArgs: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    const value = (): string => {
      const next = inline ?? argv[++i];
      if (next === undefined || next === '') fail(`${flag ?? arg} needs a value`);
      return next;
    };
    if (flag === '--port') port = parsePort(value());
    else if (flag === '--data') dataDir = value();
    else if (flag === '--bays') daemonArgs.push('--bays', value());
    else if (arg === '-h' || arg === '--help') {
      console.log(USAGE);
      process.exit(0);
    } else fail(`unknown argument: ${arg}`);
  }
  return { port, dataDir: path.resolve(dataDir), daemonArgs };
}

const options = parseOptions(process.argv.slice(2));
const healthURL = `http://127.0.0.1:${options.port}`;
const pageURL = `http://localhost:${options.port}/home/`;

let current: ChildProcess | undefined;
let stopping = false;

function onSignal(signal: NodeJS.Signals): void {
  if (!current) process.exit(130);
  if (stopping) {
    console.error(`coffer: ${signal} again, killing the daemon`);
    current.kill('SIGKILL');
    return;
  }
  stopping = true;
  console.error('coffer: stopping (press Ctrl-C again to kill it)');
  current.kill('SIGTERM');
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);
// Should the supervisor itself die of an error, do not leave a detached daemon behind.
process.on('exit', () => {
  if (current && current.exitCode === null && current.signalCode === null) current.kill('SIGTERM');
});

/** The PID the data directory's lock file names (the daemon that holds it), or '?'. */
function lockHolder(): string {
  try {
    return readFileSync(path.join(options.dataDir, 'run', 'daemon.lock'), 'utf8').trim() || '?';
  } catch {
    return '?';
  }
}

interface Run {
  ready: boolean;
  exit: ExitStatus;
  /** A pending release that did not answer in time and was stopped. */
  timedOut: boolean;
}

/** A release to run, with its directory; undefined runs this repository. */
type Release = ReleasePointer & { path: string };

/**
 * Runs the daemon once, from `release` (else the repository); tells whether it became ready, and
 * how it ended. A `pending` release becomes the current one as soon as it is ready, and is stopped
 * when it is not ready within RELEASE_READY_MS.
 */
async function runOnce(release: Release | undefined, pending: boolean): Promise<Run> {
  const child = spawnDaemon({
    port: options.port,
    dataDir: options.dataDir,
    extraArgs: options.daemonArgs,
    stdio: 'inherit',
    detached: true,
    ...(release ? { root: release.path } : {}),
  });
  current = child;
  const exit = exitOf(child);
  let ready = false;
  let timedOut = false;
  const slow = setTimeout(() => {
    console.error(`coffer: still waiting for ${healthURL}/healthcheck to answer…`);
  }, SLOW_START_MS);
  waitForHealth(healthURL, child, pending ? RELEASE_READY_MS : undefined)
    .then(() => {
      ready = true;
      if (pending) {
        const promoted = promotePendingRelease(options.dataDir);
        if (promoted) console.log(`coffer: version ${promoted.version} is running`);
      }
      console.log(`\nCoffer is running: ${pageURL}\n`);
    })
    .catch((error: unknown) => {
      if (error instanceof DaemonExitedError) return;
      console.error(`coffer: ${String(error)}`);
      if (pending && !stopping) {
        timedOut = true;
        void stopProcess(child, 10_000);
      }
    })
    .finally(() => clearTimeout(slow));
  const status = await exit;
  clearTimeout(slow);
  current = undefined;
  return { ready, exit: status, timedOut };
}

/** What to run now: the pending release, else the current one, else this repository. */
function nextRelease(): { release: Release | undefined; pending: boolean } {
  const pending = readReleasePointer(options.dataDir, 'pending');
  if (pending && existsSync(path.join(pending.path, DAEMON_ENTRY)))
    return { release: pending, pending: true };
  if (pending) {
    rollBackPendingRelease(options.dataDir, { en: 'its files are missing', zh: '其文件缺失' });
    console.error(`coffer: the release in ${pending.path} is missing; starting the previous version`);
  }
  const currentRelease = readReleasePointer(options.dataDir, 'current');
  if (currentRelease && !existsSync(path.join(currentRelease.path, DAEMON_ENTRY))) {
    console.error(`coffer: the release in ${currentRelease.path} is missing; running ${REPO_ROOT}`);
    return { release: undefined, pending: false };
  }
  return { release: currentRelease, pending: false };
}

/** Why a pending release is rolled back, in both languages (the upgrade record shows it). */
function startFailure(run: Run): CodeText {
  if (run.timedOut) {
    return {
      en: `it did not answer within ${RELEASE_READY_MS / 1000} s`,
      zh: `${RELEASE_READY_MS / 1000} 秒内未能就绪`,
    };
  }
  const how = describeExit(run.exit);
  return { en: `it ended before it was ready (${how})`, zh: `启动完成前已退出（${how}）` };
}

async function main(): Promise<number> {
  console.log(`coffer: starting the daemon on port ${options.port}, data in ${options.dataDir}`);
  for (;;) {
    const { release, pending } = nextRelease();
    if (pending && release) {
      console.log(`coffer: starting the newly installed version ${release.version}`);
      snapshotDatabase(options.dataDir);
    }
    const run = await runOnce(release, pending);
    const { exit } = run;
    // A reboot request comes from a daemon that served a call, even if it answered before the
    // health check above saw it (it polls every 200 ms): the new release ran, so it stays.
    const ready = run.ready || (pending && exit.code === EXIT_REBOOT);
    if (pending && ready && !run.ready) promotePendingRelease(options.dataDir);
    if (stopping) {
      if (exit.code === 0) {
        console.log('coffer: stopped');
        return 0;
      }
      console.error(`coffer: the daemon did not stop cleanly (${describeExit(exit)})`);
      return 1;
    }
    if (pending && !ready && exit.code !== EXIT_DATA_DIR_IN_USE) {
      const reason = startFailure(run);
      // A daemon killed outright leaves its mounts and loop devices; the next one needs them free.
      if (exit.signal === 'SIGKILL') releaseLeftovers(options.dataDir);
      rollBackPendingRelease(options.dataDir, reason);
      console.error(
        `coffer: version ${release?.version ?? '?'} did not start (${reason.en}); starting the previous version again`,
      );
      continue;
    }
    if (exit.code === 0) {
      console.log('coffer: the daemon shut down');
      return 0;
    }
    // A reboot request comes from a running daemon; one before it was ever ready is a crash, and
    // restarting it would only loop.
    if (exit.code === EXIT_REBOOT && ready) {
      console.log('coffer: reboot requested, starting the daemon again');
      continue;
    }
    if (exit.code === EXIT_DATA_DIR_IN_USE) {
      console.error(
        `coffer: ${options.dataDir} belongs to Coffer process ${lockHolder()}; nothing was started`,
      );
      return exit.code;
    }
    console.error(`coffer: the daemon crashed (${describeExit(exit)}); not restarting it`);
    return exit.code !== null && exit.code !== 0 ? exit.code : 1;
  }
}

process.exit(await main());

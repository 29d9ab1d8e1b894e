/**
 * Runs the Coffer daemon and keeps it running across reboot requests.
 *
 *   node --import tsx scripts/supervisor.ts [--port N] [--data DIR]
 *
 * Exit code 75 from the daemon is a reboot request: start it again. Exit code 0 is a shutdown: end
 * too. Any other exit is a crash: report it and exit non-zero, without a restart loop. SIGINT and
 * SIGTERM are forwarded to the daemon as SIGTERM (its power-off), and the supervisor waits for it;
 * a second signal kills it at once.
 */
import { type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PORTS } from '@coffer/contract';
import {
  DaemonExitedError,
  EXIT_DATA_DIR_IN_USE,
  EXIT_REBOOT,
  REPO_ROOT,
  describeExit,
  exitOf,
  spawnDaemon,
  waitForHealth,
  type ExitStatus,
} from './lib/daemon.js';

const USAGE = 'usage: scripts/start [--port N] [--data DIR]   (env COFFER_PORT, COFFER_DATA)';
const SLOW_START_MS = 60_000;

interface Options {
  port: number;
  dataDir: string;
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
    else if (arg === '-h' || arg === '--help') {
      console.log(USAGE);
      process.exit(0);
    } else fail(`unknown argument: ${arg}`);
  }
  return { port, dataDir: path.resolve(dataDir) };
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

/** Runs the daemon once; tells whether it became ready, and how it ended. */
async function runOnce(): Promise<{ ready: boolean; exit: ExitStatus }> {
  const child = spawnDaemon({ ...options, stdio: 'inherit', detached: true });
  current = child;
  const exit = exitOf(child);
  let ready = false;
  const slow = setTimeout(() => {
    console.error(`coffer: still waiting for ${healthURL}/healthcheck to answer…`);
  }, SLOW_START_MS);
  waitForHealth(healthURL, child)
    .then(() => {
      ready = true;
      console.log(`\nCoffer is running: ${pageURL}\n`);
    })
    .catch((error: unknown) => {
      if (!(error instanceof DaemonExitedError)) console.error(`coffer: ${String(error)}`);
    })
    .finally(() => clearTimeout(slow));
  const status = await exit;
  clearTimeout(slow);
  current = undefined;
  return { ready, exit: status };
}

async function main(): Promise<number> {
  console.log(`coffer: starting the daemon on port ${options.port}, data in ${options.dataDir}`);
  for (;;) {
    const { ready, exit } = await runOnce();
    if (stopping) {
      if (exit.code === 0) {
        console.log('coffer: stopped');
        return 0;
      }
      console.error(`coffer: the daemon did not stop cleanly (${describeExit(exit)})`);
      return 1;
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

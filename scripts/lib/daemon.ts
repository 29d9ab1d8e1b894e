/**
 * Starting, watching and stopping the Coffer daemon as one child process. Shared by the supervisor
 * (scripts/supervisor.ts), the e2e fixture and the benchmark, so all three run the daemon the same way.
 */
import { randomUUID } from 'node:crypto';
import { execFileSync, spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DAEMON_ENTRY = 'packages/server/src/main.ts';
/** The daemon's exit code for "start me again" (a reboot request). */
export const EXIT_REBOOT = 75;
/** The daemon's exit code when another process holds its data directory (nothing was changed). */
export const EXIT_DATA_DIR_IN_USE = 73;

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface SpawnDaemonOptions {
  port: number;
  dataDir: string;
  stdio: StdioOptions;
  /** A process group of its own, so a terminal's Ctrl-C reaches only the parent, which forwards it. */
  detached?: boolean;
  /** Further daemon flags, e.g. `--bays none` for a daemon that needs no disks. */
  extraArgs?: readonly string[];
  /** The tree to run the daemon from: the repository (default) or an installed release's directory. */
  root?: string;
}

/** The boot id each spawned daemon was given, which its /healthcheck answers. */
const bootIds = new WeakMap<ChildProcess, string>();

/** The boot id `spawnDaemon` gave this child (COFFER_BOOT_ID). */
export function bootIdOf(child: ChildProcess): string | undefined {
  return bootIds.get(child);
}

/**
 * `node --import tsx packages/server/src/main.ts --port P --data D`, from the repository root (or a
 * release's directory): one PID. The child gets a boot id of its own, so its health check cannot be
 * mistaken for another daemon's. In a test run, a daemon from the repository runs the bundle
 * `scripts/test` built from the same source (COFFER_DAEMON_BUNDLE, scripts/lib/daemon-bundle.ts).
 */
export function spawnDaemon({
  port,
  dataDir,
  stdio,
  detached = false,
  extraArgs = [],
  root = REPO_ROOT,
}: SpawnDaemonOptions): ChildProcess {
  const env = { ...process.env };
  // The flags decide; a stray COFFER_PORT / COFFER_DATA in the caller's environment must not.
  delete env.COFFER_PORT;
  delete env.COFFER_DATA;
  const bootId = randomUUID();
  env.COFFER_BOOT_ID = bootId;
  const bundle = root === REPO_ROOT ? process.env.COFFER_DAEMON_BUNDLE : undefined;
  const entry = bundle ? [bundle] : ['--import', 'tsx', DAEMON_ENTRY];
  const child = spawn(process.execPath, [...entry, '--port', String(port), '--data', dataDir, ...extraArgs], {
    cwd: root,
    env,
    stdio,
    detached,
  });
  bootIds.set(child, bootId);
  return child;
}

export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Resolves when the child has exited, also when it already had. */
export function exitOf(child: ChildProcess): Promise<ExitStatus> {
  if (hasExited(child)) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

export function describeExit({ code, signal }: ExitStatus): string {
  return signal ? `signal ${signal}` : `exit code ${String(code)}`;
}

/** The first port the kernel hands out for outgoing connections (net.ipv4.ip_local_port_range). */
function firstOutgoingPort(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    return Number(low) || 32_768;
  } catch {
    return 32_768;
  }
}

function canListen(port: number): Promise<boolean> {
  const server = net.createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
  });
}

const LOWEST_TEST_PORT = 20_000;

/**
 * A TCP port that was free a moment ago on every address. It is picked below the kernel's range for
 * outgoing connections: a port from that range can be taken by any client's own end (a test's
 * request to another daemon) between this answer and the server's listen, which failed a CI run.
 */
export async function freePort(): Promise<number> {
  const below = firstOutgoingPort();
  for (let attempt = 0; below - LOWEST_TEST_PORT > 1000 && attempt < 100; attempt++) {
    const port = LOWEST_TEST_PORT + Math.floor(Math.random() * (below - LOWEST_TEST_PORT));
    if (await canListen(port)) return port;
  }
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('could not read a free port');
  return address.port;
}

/**
 * True when GET /healthcheck answers an envelope with success: true, its storage engine has started
 * (or failed to: the daemon then reports it), and, when `bootId` is given, comes from the daemon of
 * that boot id (another daemon may answer on the same port).
 */
export async function isHealthy(baseURL: string, bootId?: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseURL}/healthcheck`, { signal: AbortSignal.timeout(2000) });
    if (!response.ok) return false;
    const body = (await response.json()) as {
      success?: unknown;
      data?: { boot?: unknown; storage?: unknown };
    };
    return (
      body.success === true &&
      body.data?.storage !== 'booting' &&
      (bootId === undefined || body.data?.boot === bootId)
    );
  } catch {
    return false;
  }
}

export class DaemonExitedError extends Error {
  constructor(readonly status: ExitStatus) {
    super(`the daemon exited before it was ready (${describeExit(status)})`);
  }
}

/**
 * Polls /healthcheck until this child's daemon answers it. Throws DaemonExitedError when the child exits first, and a
 * timeout error after `timeoutMs` (no limit when it is undefined).
 */
export async function waitForHealth(baseURL: string, child: ChildProcess, timeoutMs?: number): Promise<void> {
  const deadline = timeoutMs === undefined ? Infinity : Date.now() + timeoutMs;
  for (;;) {
    if (hasExited(child)) throw new DaemonExitedError({ code: child.exitCode, signal: child.signalCode });
    if (await isHealthy(baseURL, bootIdOf(child))) return;
    if (Date.now() > deadline) {
      throw new Error(
        `${baseURL}/healthcheck did not answer within ${Math.round((timeoutMs ?? 0) / 1000)} s`,
      );
    }
    await delay(200);
  }
}

/** SIGTERM, then SIGKILL when the process has not exited after `graceMs`. */
export async function stopProcess(child: ChildProcess, graceMs = 10_000): Promise<ExitStatus> {
  const exit = exitOf(child);
  if (hasExited(child)) return exit;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  try {
    return await exit;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Best-effort cleanup after a daemon that may have died without powering off: unmounts what is
 * mounted under `dir` and detaches loop devices whose image files live under it, so the directory
 * can be removed. Does nothing when nothing is left.
 */
export function releaseLeftovers(dir: string): void {
  const root = path.resolve(dir) + path.sep;
  const mountPoints = readFileSync('/proc/self/mountinfo', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[4])
    .filter((point): point is string => point !== undefined)
    .map((point) =>
      point.replace(/\\(\d{3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8))),
    )
    .filter((point) => point.startsWith(root))
    .sort((a, b) => b.length - a.length);
  for (const point of mountPoints) run('umount', ['-l', point]);

  let loops: { name: string; 'back-file': string | null }[] = [];
  try {
    const json = execFileSync('losetup', ['--list', '--json', '--output', 'NAME,BACK-FILE'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    loops = json.trim() ? (JSON.parse(json) as { loopdevices: typeof loops }).loopdevices : [];
  } catch {
    // no losetup, or not allowed to list: nothing we could detach anyway
  }
  for (const loop of loops) {
    if (loop['back-file']?.startsWith(root)) run('losetup', ['-d', loop.name]);
  }
}

/** A daemon of its own for one test or one benchmark: a free port and a fresh data directory. */
export interface ScratchDaemon {
  baseURL: string;
  port: number;
  dataDir: string;
  /** The daemon's stdout and stderr. */
  logFile: string;
  pid: number;
  /** Powers the daemon off (SIGTERM, SIGKILL after 10 s). Safe to call more than once. */
  stop(): Promise<ExitStatus>;
  /** Powers the daemon off and starts it again on the same port and data directory (a reboot). */
  restart(): Promise<void>;
  /** Stops the daemon and removes its data directory. */
  dispose(): Promise<void>;
}

/** A daemon on a free port and a temporary data directory; without disks unless `bays` says so. */
export async function startScratchDaemon(
  prefix = 'coffer-',
  bays: 'none' | 'default' = 'none',
): Promise<ScratchDaemon> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const logFile = path.join(dataDir, 'daemon-output.log');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const spawnHere = (): ChildProcess => {
    const fd = openSync(logFile, 'a');
    try {
      return spawnDaemon({ port, dataDir, stdio: ['ignore', fd, fd], extraArgs: ['--bays', bays] });
    } finally {
      closeSync(fd);
    }
  };
  let child = spawnHere();
  if (child.pid === undefined) {
    await rm(dataDir, { recursive: true, force: true });
    throw new Error(`could not start ${process.execPath}`);
  }
  let stopped: Promise<ExitStatus> | undefined;
  const stop = (): Promise<ExitStatus> => {
    stopped ??= stopProcess(child).then((status) => {
      releaseLeftovers(dataDir);
      return status;
    });
    return stopped;
  };
  const dispose = async (): Promise<void> => {
    await stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  const started = async (): Promise<void> => {
    try {
      await waitForHealth(baseURL, child, 30_000);
    } catch (error) {
      const log = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
      await dispose();
      throw new Error(`${String(error)}\n--- daemon output ---\n${log}`, { cause: error });
    }
  };
  const restart = async (): Promise<void> => {
    await stop();
    child = spawnHere();
    stopped = undefined;
    await started();
  };
  await started();
  const daemon: ScratchDaemon = {
    baseURL,
    port,
    dataDir,
    logFile,
    get pid() {
      return child.pid ?? 0;
    },
    stop,
    restart,
    dispose,
  };
  return daemon;
}

function run(command: string, args: string[]): void {
  try {
    execFileSync(command, args, { stdio: 'ignore', timeout: 30_000 });
  } catch {
    // best effort
  }
}

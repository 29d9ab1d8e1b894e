/**
 * The daemon as a real process on a data directory of the test's own, for tests that kill it: start,
 * SIGKILL of its PID alone (its children live on, as after a crash), start again on the same data
 * directory, and a final stop that leaves no process, mount or loop device behind. Calls go over
 * HTTP as the page makes them (e2e/support/api.ts, bench/lib/pool-api.ts).
 */
import type { ChildProcess } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { Envelope, JobInfo } from '@coffer/contract';
import { registerSuperAdmin, signIn } from '../../../../e2e/support/api.js';
import {
  insertBay,
  passFormatCheck,
  startNewPool,
  waitForDisks,
  waitForMountedPool,
} from '../../../../bench/lib/pool-api.js';
import {
  exitOf,
  freePort,
  releaseLeftovers,
  spawnDaemon,
  stopProcess,
  waitForHealth,
} from '../../../../scripts/lib/daemon.js';
import { ADMIN_SOCKET } from '../../src/admin/admin-protocol.js';
import { sendToDaemon } from '../../src/cli/admin-client.js';
import { listLoopBackings } from '../../src/storage/bays/loop-devices.js';
import { parseMountinfo } from '../../src/storage/bays/system-disk.js';
import { mountPointOf } from '../../src/storage/pools/pool-mount.js';

export interface DaemonProcess {
  dataDir: string;
  baseURL: string;
  /** The running daemon's PID; changes at each start. */
  readonly pid: number;
  /** Starts the daemon (again) on the same data directory and port; resolves once it is healthy. */
  start(): Promise<void>;
  /** SIGKILL of the daemon's PID alone; answers the PIDs of the children it left running. */
  kill(): Promise<number[]>;
  /** Registers the owner (first time) and signs in; answers the token. */
  signIn(register?: boolean): Promise<string>;
  /** Inserts new blank disks into bays; answers their serials once the disk list shows them. */
  insertDisks(token: string, disks: Record<string, string>): Promise<string[]>;
  /** Pulls the disk out of a bay while the daemon runs (`scripts/coffer bay pull`). */
  pullDisk(slot: string): Promise<void>;
  /** Creates a SATA pool of the disks and waits until it is mounted; answers its id. */
  createPool(token: string, raidtype: string, serials: readonly string[]): Promise<string>;
  /** `/zspool/format/exec` after the password check (expansion, repair); answers the job's id. */
  formatExec(token: string, payload: object): Promise<string>;
  /** POSTs a JSON body with the token and answers the whole envelope, refusals included. */
  call<T>(path: string, body: object, token: string): Promise<Envelope<T>>;
  /** Polls `/zspool/format/status` until the job has finished. */
  waitForJob(token: string, jobId: string, timeoutMs?: number): Promise<JobInfo>;
  mountPoint(poolId: string): string;
  /** The end of the daemon's log, for a failure message. */
  logTail(lines?: number): string;
  /**
   * Stops the daemon, releases what a killed daemon left (mounts and loops under the data directory,
   * by path), waits for the children a kill left running and removes the data directory. Answers
   * what was still there before that release: the test asserts it was nothing.
   */
  cleanup(): Promise<Leftovers>;
}

export interface Leftovers {
  mounts: string[];
  loops: string[];
  processes: number[];
}

const HEALTH_TIMEOUT_MS = 120_000;

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Which of `pids` are still alive after waiting up to `timeoutMs` for them to end. */
export async function outlived(pids: readonly number[], timeoutMs: number): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  while (pids.some(isAlive) && Date.now() < deadline) await delay(100);
  return pids.filter(isAlive);
}

/** Children (and their children) of a process, from /proc. */
export function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const file = `/proc/${pid}/task/${task}/children`;
      if (existsSync(file))
        children.push(...readFileSync(file, 'utf8').split(' ').filter(Boolean).map(Number));
    }
  } catch {
    return [];
  }
  children = [...new Set(children)];
  return [...children, ...children.flatMap(descendants)];
}

/** The command line of a process, or null when it is gone. */
export function commandLine(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return null;
  }
}

/** A daemon process (`--bays none`) on a new temporary data directory; not started yet. */
export async function createDaemonProcess(prefix: string): Promise<DaemonProcess> {
  const dataDir = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = join(dataDir, 'daemon-output.log');
  let child: ChildProcess | undefined;
  const leftBehind = new Set<number>();

  const inside = (path: string) => path.startsWith(dataDir + sep);
  const mounts = () =>
    parseMountinfo(readFileSync('/proc/self/mountinfo', 'utf8'))
      .map((entry) => entry.mountPoint)
      .filter(inside);
  const loops = () =>
    listLoopBackings()
      .filter((loop) => inside(loop.backingFile))
      .map((loop) => loop.device);

  const call = async <T>(path: string, body: object, token: string): Promise<Envelope<T>> => {
    const response = await fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, token }),
    });
    return (await response.json()) as Envelope<T>;
  };

  const logTail = (lines = 40) => {
    const log = join(dataDir, 'logs', 'coffer.log');
    const text = existsSync(log) ? readFileSync(log, 'utf8') : readFileSync(logFile, 'utf8');
    return text.split('\n').slice(-lines).join('\n');
  };

  const daemon: DaemonProcess = {
    dataDir,
    baseURL,
    get pid() {
      if (child?.pid === undefined) throw new Error('the daemon is not running');
      return child.pid;
    },
    async start() {
      if (child && child.exitCode === null && child.signalCode === null) throw new Error('already running');
      const fd = openSync(logFile, 'a');
      try {
        child = spawnDaemon({ port, dataDir, stdio: ['ignore', fd, fd], extraArgs: ['--bays', 'none'] });
      } finally {
        closeSync(fd);
      }
      try {
        await waitForHealth(baseURL, child, HEALTH_TIMEOUT_MS);
      } catch (error) {
        throw new Error(`${String(error)}\n--- daemon output ---\n${logTail()}`, { cause: error });
      }
    },
    async kill() {
      if (!child?.pid) throw new Error('the daemon is not running');
      const children = descendants(child.pid);
      process.kill(child.pid, 'SIGKILL');
      await exitOf(child);
      const alive = children.filter(isAlive);
      for (const pid of alive) leftBehind.add(pid);
      return alive;
    },
    async signIn(register = true) {
      if (register) await registerSuperAdmin(baseURL);
      return (await signIn(baseURL)).token;
    },
    async insertDisks(token, disks) {
      const serials: string[] = [];
      for (const [slot, size] of Object.entries(disks)) serials.push(await insertBay(dataDir, slot, size));
      await waitForDisks(baseURL, token, serials);
      return serials;
    },
    async pullDisk(slot) {
      const answer = await sendToDaemon(join(dataDir, ADMIN_SOCKET), { cmd: 'bay.pull', slot });
      if (!answer?.ok) throw new Error(`bay.pull ${slot}: ${JSON.stringify(answer)}`);
    },
    async createPool(token, raidtype, serials) {
      await passFormatCheck(baseURL, token);
      const { jobId, poolId } = await startNewPool(baseURL, token, raidtype, serials);
      await waitForMountedPool(baseURL, token, jobId, poolId);
      return poolId;
    },
    async formatExec(token, payload) {
      await passFormatCheck(baseURL, token);
      const answer = await call<{ jobId: string }>('/zspool/format/exec', payload, token);
      if (!answer.success) throw new Error(`format/exec: ${String(answer.code)} ${answer.message}`);
      return answer.data.jobId;
    },
    call,
    async waitForJob(token, jobId, timeoutMs = 300_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const answer = await call<JobInfo>('/zspool/format/status', { jobId }, token);
        if (!answer.success) throw new Error(`job ${jobId}: ${String(answer.code)} ${answer.message}`);
        if (['done', 'failed', 'cancelled'].includes(answer.data.state)) return answer.data;
        if (Date.now() > deadline)
          throw new Error(`job ${jobId} did not finish: ${JSON.stringify(answer.data)}`);
        await delay(200);
      }
    },
    mountPoint: (poolId) => mountPointOf(dataDir, poolId),
    logTail,
    async cleanup() {
      if (child) await stopProcess(child, 30_000);
      const found: Leftovers = {
        mounts: mounts(),
        loops: loops(),
        processes: [...leftBehind].filter(isAlive),
      };
      releaseLeftovers(dataDir);
      // A btrfs process of a killed daemon ends when its kernel work does; never signalled here.
      for (const deadline = Date.now() + 60_000; [...leftBehind].some(isAlive) && Date.now() < deadline;) {
        await delay(200);
      }
      for (const deadline = Date.now() + 5000; loops().length > 0 && Date.now() < deadline;) await delay(50);
      rmSync(dataDir, { recursive: true, force: true });
      return found;
    },
  };
  return daemon;
}

/**
 * The daemon as a real process on a data directory of the test's own, for tests that kill it: start,
 * SIGKILL of its PID alone (its children live on, as after a crash), start again on the same data
 * directory, and a final cleanup that leaves no process, mount or loop device behind. Calls go over
 * HTTP as the page makes them (e2e/support/api.ts, bench/lib/pool-api.ts).
 */
import type { ChildProcess } from 'node:child_process';
import Database from 'better-sqlite3';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { CALLS, type DiskInfo, type Envelope, type JobInfo, type PoolInfo } from '@coffer/contract';
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
  type ExitStatus,
} from '../../../../scripts/lib/daemon.js';
import { ADMIN_SOCKET } from '../../src/admin/admin-protocol.js';
import { sendToDaemon } from '../../src/cli/admin-client.js';
import { listLoopBackings } from '../../src/storage/bays/loop-devices.js';
import { parseMountinfo } from '../../src/storage/bays/system-disk.js';
import type { PoolsInfo } from '../../src/storage/pools/pool-service.js';
import { mountPointOf } from '../../src/storage/pools/pool-mount.js';
import { descendants, stillAlive, type ProcessMark } from './process-marks.js';

export interface DaemonProcess {
  dataDir: string;
  baseURL: string;
  /** The running daemon's PID; changes at each start. */
  readonly pid: number;
  /**
   * Starts the daemon (again) on the same data directory and port, with extra environment (e.g.
   * `COFFER_TEST_HOLD_STEP`); resolves once it is healthy.
   */
  start(env?: Record<string, string>): Promise<void>;
  /** SIGKILL of the daemon's PID alone; answers the processes under it that it left running. */
  kill(): Promise<ProcessMark[]>;
  /** A graceful power-off (SIGTERM). */
  stop(): Promise<ExitStatus>;
  /** Registers the owner (the first time on this data directory) and signs in; answers the token. */
  token(): Promise<string>;
  /** POSTs a JSON body with the token and answers the whole envelope, refusals included. */
  call<T>(path: string, body: object, token: string): Promise<Envelope<T>>;
  /** Polls a call until `done` holds for its data; throws after `timeoutMs`. */
  waitFor<T>(
    path: string,
    body: object,
    token: string,
    done: (data: T) => boolean,
    timeoutMs?: number,
  ): Promise<T>;
  /** Polls `condition` until it holds; throws with the log's end after `timeoutMs`. */
  until(condition: () => Promise<boolean>, what: string, timeoutMs?: number): Promise<void>;
  /** The disks of the device as the disk list shows them. */
  disks(token: string): Promise<DiskInfo[]>;
  /** A pool as `/zspool/info` shows it. */
  pool(token: string, poolId: string): Promise<PoolInfo>;
  /** Inserts new blank disks into bays; answers their serials once the disk list shows them. */
  insertDisks(token: string, disks: Record<string, string>): Promise<string[]>;
  /** Pulls the disk out of a bay while the daemon runs (`scripts/coffer bay pull`). */
  pullDisk(slot: string): Promise<void>;
  /** Creates a SATA pool of the disks and waits until it is mounted; answers its id. */
  createPool(token: string, raidtype: string, serials: readonly string[]): Promise<string>;
  /** `/zspool/format/exec` after the password check (expansion, repair); answers the job's id. */
  formatExec(token: string, payload: object): Promise<string>;
  /** Polls `/zspool/format/status` until the job has finished. */
  waitForJob(token: string, jobId: string, timeoutMs?: number): Promise<JobInfo>;
  /** A job's row as the daemon stored it (also jobs no route shows by id, such as a SMART check). */
  storedJob(id: string): { state: string; description: string; percent: number; error_code: string | null };
  mountPoint(poolId: string): string;
  /** Mount points under the data directory. */
  mountsInside(): string[];
  /** Loop devices whose image lies in the data directory. */
  loopsInside(): string[];
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

export interface DaemonProcessOptions {
  /** The temp data directory's name prefix. */
  prefix?: string;
  /** `default`: the default bays and their disks; `none`: no bays until the test inserts disks. */
  bays?: 'default' | 'none';
}

const HEALTH_TIMEOUT_MS = 120_000;

/** Runs `spawn` with `env` added to this process's environment, which the child inherits. */
function withEnvironment<T>(env: Record<string, string>, spawn: () => T): T {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    return spawn();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/** A daemon process on a new temporary data directory; not started yet. */
export async function createDaemonProcess({
  prefix = 'coffer-daemon-',
  bays = 'none',
}: DaemonProcessOptions = {}): Promise<DaemonProcess> {
  const dataDir = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = join(dataDir, 'daemon-output.log');
  let child: ChildProcess | undefined;
  let registered = false;
  const leftBehind: ProcessMark[] = [];

  const inside = (path: string) => path.startsWith(dataDir + sep);
  const mountsInside = () =>
    parseMountinfo(readFileSync('/proc/self/mountinfo', 'utf8'))
      .map((entry) => entry.mountPoint)
      .filter(inside);
  const loopsInside = () =>
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

  const stop = async (): Promise<ExitStatus> => {
    const running = child;
    if (!running) return { code: null, signal: null };
    child = undefined;
    return stopProcess(running, 30_000);
  };

  const daemon: DaemonProcess = {
    dataDir,
    baseURL,
    get pid() {
      if (child?.pid === undefined) throw new Error('the daemon is not running');
      return child.pid;
    },
    async start(env = {}) {
      if (child && child.exitCode === null && child.signalCode === null) throw new Error('already running');
      const fd = openSync(logFile, 'a');
      try {
        child = withEnvironment(env, () =>
          spawnDaemon({ port, dataDir, stdio: ['ignore', fd, fd], extraArgs: ['--bays', bays] }),
        );
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
      const running = child;
      if (!running?.pid) throw new Error('the daemon is not running');
      const under = descendants(running.pid);
      process.kill(running.pid, 'SIGKILL');
      await exitOf(running);
      child = undefined;
      const alive = stillAlive(under);
      leftBehind.push(...alive);
      return alive;
    },
    stop,
    async token() {
      if (!registered) {
        await registerSuperAdmin(baseURL);
        registered = true;
      }
      return (await signIn(baseURL)).token;
    },
    call,
    async waitFor<T>(
      path: string,
      body: object,
      token: string,
      done: (data: T) => boolean,
      timeoutMs = 60_000,
    ) {
      const deadline = Date.now() + timeoutMs;
      let last: Envelope<T> | undefined;
      while (Date.now() < deadline) {
        last = await call<T>(path, body, token);
        if (last.success && done(last.data)) return last.data;
        await delay(100);
      }
      throw new Error(`${path} did not reach the awaited state; last answer ${JSON.stringify(last)}`);
    },
    async until(condition, what, timeoutMs = 60_000) {
      for (const deadline = Date.now() + timeoutMs; !(await condition());) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${logTail()}`);
        await delay(50);
      }
    },
    async disks(token) {
      const answer = await call<{ disks: DiskInfo[] }>(CALLS.diskList.path, {}, token);
      if (!answer.success) throw new Error(`disk list: ${String(answer.code)} ${answer.message}`);
      return answer.data.disks;
    },
    async pool(token, poolId) {
      const answer = await call<PoolsInfo>(CALLS.poolInfo.path, {}, token);
      const found = answer.data.zspool.normal.find((candidate) => candidate.id === poolId);
      if (!found) throw new Error(`pool ${poolId} is not in ${JSON.stringify(answer)}`);
      return found;
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
      const answer = await call<{ jobId: string }>(CALLS.formatExec.path, payload, token);
      if (!answer.success) throw new Error(`format/exec: ${String(answer.code)} ${answer.message}`);
      return answer.data.jobId;
    },
    async waitForJob(token, jobId, timeoutMs = 300_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const answer = await call<JobInfo>(CALLS.formatStatus.path, { jobId }, token);
        if (!answer.success) throw new Error(`job ${jobId}: ${String(answer.code)} ${answer.message}`);
        if (['done', 'failed', 'cancelled'].includes(answer.data.state)) return answer.data;
        if (Date.now() > deadline)
          throw new Error(`job ${jobId} did not finish: ${JSON.stringify(answer.data)}`);
        await delay(200);
      }
    },
    storedJob(id) {
      const db = new Database(join(dataDir, 'coffer.db'), { readonly: true });
      try {
        return db
          .prepare('SELECT state, description, percent, error_code FROM jobs WHERE id = ?')
          .get(id) as ReturnType<DaemonProcess['storedJob']>;
      } finally {
        db.close();
      }
    },
    mountPoint: (poolId) => mountPointOf(dataDir, poolId),
    mountsInside,
    loopsInside,
    logTail,
    async cleanup() {
      await stop().catch(() => undefined);
      const found: Leftovers = {
        mounts: mountsInside(),
        loops: loopsInside(),
        processes: stillAlive(leftBehind).map((mark) => mark.pid),
      };
      releaseLeftovers(dataDir);
      // A btrfs process of a killed daemon ends when its kernel work does; never signalled here.
      for (
        const deadline = Date.now() + 60_000;
        stillAlive(leftBehind).length > 0 && Date.now() < deadline;
      ) {
        await delay(200);
      }
      for (const deadline = Date.now() + 5000; loopsInside().length > 0 && Date.now() < deadline;) {
        await delay(50);
      }
      rmSync(dataDir, { recursive: true, force: true });
      return found;
    },
  };
  return daemon;
}

import type { ChildProcess } from 'node:child_process';
import Database from 'better-sqlite3';
import { closeSync, mkdtempSync, openSync, readFileSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { CALLS, type DiskInfo, type Envelope } from '@coffer/contract';
import {
  exitOf,
  freePort,
  releaseLeftovers,
  spawnDaemon,
  stopProcess,
  waitForHealth,
  type ExitStatus,
} from '../../../../scripts/lib/daemon.js';
import { registerSuperAdmin, signIn } from '../../../../e2e/support/api.js';
import { readProcessStat } from '../../src/platform/child-records.js';
import { listLoopBackings } from '../../src/storage/bays/loop-devices.js';
import { parseMountinfo } from '../../src/storage/bays/system-disk.js';

/** A process as /proc shows it: enough to tell it from a later process that reuses its PID. */
export interface ProcessMark {
  pid: number;
  startTime: string;
  command: string;
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return '';
  }
}

/** The children a process has right now (btrfs, mkfs, wipefs… a daemon runs). */
export function childrenOf(pid: number): ProcessMark[] {
  const marks: ProcessMark[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readProcessStat(Number(entry));
    if (stat?.ppid === pid)
      marks.push({ pid: Number(entry), startTime: stat.startTime, command: commandOf(Number(entry)) });
  }
  return marks;
}

/** Those of `marks` still running (same PID and start time). */
export function stillAlive(marks: readonly ProcessMark[]): ProcessMark[] {
  return marks.filter((mark) => readProcessStat(mark.pid)?.startTime === mark.startTime);
}

export interface KilledDaemon {
  dataDir: string;
  baseURL: string;
  /** The running daemon's PID. */
  readonly pid: number;
  /** Starts the daemon on the data directory (again), with extra environment, and waits for health. */
  start(env?: Record<string, string>): Promise<void>;
  /** SIGKILL of the daemon's own PID (not its children); answers the children it had at that moment. */
  kill9(): Promise<ProcessMark[]>;
  /** A graceful power-off (SIGTERM). */
  stop(): Promise<ExitStatus>;
  /** Registers the owner on a new data directory (first call) and signs in. */
  token(): Promise<string>;
  /** POSTs a call with the token and answers the whole envelope. */
  call<T>(path: string, body: object, token: string): Promise<Envelope<T>>;
  /** Polls until `done` holds for a call's data; throws after `timeoutMs`. */
  waitFor<T>(
    path: string,
    body: object,
    token: string,
    done: (data: T) => boolean,
    timeoutMs?: number,
  ): Promise<T>;
  /** A job's row as the daemon stored it (also jobs no route shows by id, such as a SMART check). */
  storedJob(id: string): { state: string; description: string; percent: number; error_code: string | null };
  /** Mount points under the data directory. */
  mountsInside(): string[];
  /** Loop devices whose image lies in the data directory. */
  loopsInside(): string[];
  /** Stops the daemon (if running), releases what a killed one left, removes the data directory. */
  cleanup(): Promise<void>;
}

/**
 * A daemon as a real process on a temp data directory that a fault test can kill with SIGKILL and
 * start again on the same directory. Its output goes to `<data>/daemon-output.log`, appended across
 * starts. Cleanup releases, by path, only mounts and loops under its own data directory.
 */
export async function createKilledDaemon(bays: 'default' | 'none' = 'default'): Promise<KilledDaemon> {
  const dataDir = realpathSync(mkdtempSync(join(tmpdir(), 'coffer-fault-')));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = join(dataDir, 'daemon-output.log');
  let child: ChildProcess | undefined;
  let registered = false;
  const inside = (path: string) => path.startsWith(dataDir + sep);

  const daemon: KilledDaemon = {
    dataDir,
    baseURL,
    get pid() {
      if (child?.pid === undefined) throw new Error('the daemon is not running');
      return child.pid;
    },
    async start(env = {}) {
      const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
      Object.assign(process.env, env);
      const fd = openSync(logFile, 'a');
      try {
        child = spawnDaemon({ port, dataDir, stdio: ['ignore', fd, fd], extraArgs: ['--bays', bays] });
      } finally {
        closeSync(fd);
        for (const [key, value] of Object.entries(saved)) {
          if (value === undefined) delete process.env[key];
          else process.env[key] = value;
        }
      }
      try {
        await waitForHealth(baseURL, child, 60_000);
      } catch (error) {
        const tail = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
        throw new Error(`${String(error)}\n--- daemon output ---\n${tail}`, { cause: error });
      }
    },
    async kill9() {
      const running = child;
      if (!running?.pid) throw new Error('the daemon is not running');
      const children = childrenOf(running.pid);
      process.kill(running.pid, 'SIGKILL');
      await exitOf(running);
      child = undefined;
      return children;
    },
    async stop() {
      const running = child;
      if (!running) return { code: null, signal: null };
      child = undefined;
      return stopProcess(running, 30_000);
    },
    async token() {
      if (!registered) {
        await registerSuperAdmin(baseURL);
        registered = true;
      }
      return (await signIn(baseURL)).token;
    },
    async call<T>(path: string, body: object, token: string) {
      const response = await fetch(`${baseURL}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, token }),
      });
      return (await response.json()) as Envelope<T>;
    },
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
        last = await daemon.call<T>(path, body, token);
        if (last.success && done(last.data)) return last.data;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`${path} did not reach the awaited state; last answer ${JSON.stringify(last)}`);
    },
    storedJob(id) {
      const db = new Database(join(dataDir, 'coffer.db'), { readonly: true });
      try {
        return db
          .prepare('SELECT state, description, percent, error_code FROM jobs WHERE id = ?')
          .get(id) as ReturnType<KilledDaemon['storedJob']>;
      } finally {
        db.close();
      }
    },
    mountsInside() {
      return parseMountinfo(readFileSync('/proc/self/mountinfo', 'utf8'))
        .map((entry) => entry.mountPoint)
        .filter(inside);
    },
    loopsInside() {
      return listLoopBackings()
        .filter((loop) => inside(loop.backingFile))
        .map((loop) => loop.device);
    },
    async cleanup() {
      await daemon.stop().catch(() => undefined);
      releaseLeftovers(dataDir);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return daemon;
}

/** The disks of the device as the disk list shows them. */
export async function diskList(daemon: KilledDaemon, token: string) {
  const answer = await daemon.call<{ disks: DiskInfo[] }>(CALLS.diskList.path, {}, token);
  if (!answer.success) throw new Error(`disk list: ${String(answer.code)} ${answer.message}`);
  return answer.data.disks;
}

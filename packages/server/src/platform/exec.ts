import { spawn } from 'node:child_process';
import type { ChildRecords } from './child-records.js';

export interface ExecOptions {
  /** Milliseconds before the command is killed, 0 for no limit; long storage work runs as a job. */
  timeoutMs?: number;
  /** Standard input for the command. */
  input?: string;
  /** Exit codes that are an answer rather than a failure (`btrfs scrub status` answers 1 sometimes). */
  okExitCodes?: readonly number[];
}

export interface ExecResult {
  stdout: string;
  stderr: string;
  exitCode: number;
}

export class ExecError extends Error {
  constructor(
    readonly command: string,
    readonly args: readonly string[],
    readonly result: ExecResult,
    readonly timedOut: boolean,
  ) {
    super(
      `${command} ${args.join(' ')} failed (${timedOut ? 'timed out' : `exit ${result.exitCode}`}): ${result.stderr.trim().slice(0, 500)}`,
    );
    this.name = 'ExecError';
  }
}

export type ExecLogger = (entry: {
  command: string;
  args: readonly string[];
  exitCode: number;
  ms: number;
}) => void;

const DEFAULT_TIMEOUT_MS = 60_000;
/** Output a command may print before it is stopped (as execFile's maxBuffer). */
const MAX_OUTPUT_CHARS = 64 * 1024 * 1024;
let logExec: ExecLogger = () => {};
let records: ChildRecords | undefined;
/** PIDs (each its own process group) of the commands running now. */
const running = new Set<number>();

/**
 * Where running commands are recorded, so a start after a SIGKILL can end them (child-records.ts);
 * `undefined` records nothing.
 */
export function setChildRecords(childRecords: ChildRecords | undefined): void {
  records = childRecords;
}

/**
 * Records a long-running child the daemon started itself in a process group of its own (a file
 * service's server), so a start after a SIGKILL ends it like any command; forget it when it exits.
 */
export function recordChild(pid: number, command: string): void {
  records?.record(pid, command);
}

export function forgetChild(pid: number): void {
  records?.forget(pid);
}

/**
 * Kills the process group of every command still running. The last thing the daemon does: a
 * btrfs, mkfs or wipefs must never outlive the daemon that started it and write on unseen.
 */
export function killRunningChildren(): void {
  for (const pid of running) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
    records?.forget(pid);
  }
  running.clear();
}

process.on('exit', killRunningChildren);

/** Where every command is reported (the daemon logs them at debug level). */
export function setExecLogger(logger: ExecLogger): void {
  logExec = logger;
}

/**
 * Runs a host command: an argument array (never a shell), a timeout, the C locale so parsers read
 * stable output, and one log line per command. The command gets a process group of its own, killed
 * with the daemon (`killRunningChildren`) and recorded while it runs.
 */
export function exec(
  command: string,
  args: readonly string[],
  options: ExecOptions = {},
): Promise<ExecResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
      // A process group of its own: killed as a whole with the daemon, and a terminal's Ctrl-C
      // reaches the daemon alone, which decides.
      detached: true,
      stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    const pid = child.pid;
    if (pid !== undefined) {
      running.add(pid);
      records?.record(pid, command);
    }
    const output = { stdout: '', stderr: '', bytes: 0 };
    let timedOut = false;
    let overflow = false;
    const killGroup = (signal: NodeJS.Signals) => {
      if (pid === undefined) return;
      try {
        process.kill(-pid, signal);
      } catch {
        // already gone
      }
    };
    // 0: no limit (as execFile's `timeout`), for work that ends through its own cancel command.
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            killGroup('SIGTERM');
          }, timeoutMs)
        : undefined;
    const collect = (stream: 'stdout' | 'stderr') => (chunk: string) => {
      output.bytes += chunk.length;
      if (output.bytes > MAX_OUTPUT_CHARS) {
        overflow = true;
        killGroup('SIGKILL');
        return;
      }
      output[stream] += chunk;
    };
    child.stdout?.setEncoding('utf8').on('data', collect('stdout'));
    child.stderr?.setEncoding('utf8').on('data', collect('stderr'));
    let settled = false;
    const finish = (exitCode: number) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (pid !== undefined) {
        running.delete(pid);
        records?.forget(pid);
      }
      const result = { stdout: output.stdout, stderr: output.stderr, exitCode };
      logExec({ command, args, exitCode, ms: Date.now() - started });
      const failed = exitCode !== 0 || timedOut || overflow;
      if (!failed || (!timedOut && !overflow && options.okExitCodes?.includes(exitCode))) resolve(result);
      else reject(new ExecError(command, args, result, timedOut));
    };
    child.on('error', (error) => {
      output.stderr += error.message;
      finish(-1);
    });
    child.on('close', (code) => finish(code ?? -1));
    if (options.input !== undefined) {
      child.stdin?.on('error', () => undefined);
      child.stdin?.end(options.input);
    }
  });
}

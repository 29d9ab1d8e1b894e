import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import type { Logger } from 'pino';
import type { ServiceState } from '@coffer/contract';
import { forgetChild, recordChild } from '../../platform/exec.js';

export interface ProcessSpec {
  command: string;
  args: readonly string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Where the server's own output goes (appended). */
  logFile: string;
  /**
   * Resolves once the server serves (a port answers), rejects when it will not; without it the
   * process counts as running as soon as it is spawned.
   */
  ready?: (pid: number) => Promise<void>;
}

/** Restarts after an unexpected exit wait 1 s, 2 s, 4 s … up to this. */
const MAX_BACKOFF_MS = 30_000;
/** A run that lasted this long resets the backoff. */
const STABLE_MS = 60_000;
const TERM_GRACE_MS = 5_000;

/**
 * One server process the daemon supervises (a file service): started in a process group of its
 * own and recorded (so a daemon killed with SIGKILL does not leave it behind), restarted with
 * backoff when it dies on its own, stopped by its PID with SIGTERM, then SIGKILL after a grace.
 */
export class SupervisedProcess {
  private child: ChildProcess | undefined;
  private wanted = false;
  private backoffMs = 1_000;
  private restartTimer: NodeJS.Timeout | undefined;
  private current: { state: ServiceState; since: number | null; error: string | null } = {
    state: 'stopped',
    since: null,
    error: null,
  };

  constructor(
    private readonly name: string,
    private readonly log: Logger,
  ) {}

  get state(): ServiceState {
    return this.current.state;
  }

  get since(): number | null {
    return this.current.since;
  }

  get error(): string | null {
    return this.current.error;
  }

  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  /** Starts the process from `spec`, stopping a running one first. Resolves once it is ready. */
  async start(spec: ProcessSpec): Promise<void> {
    await this.stop();
    this.wanted = true;
    this.backoffMs = 1_000;
    await this.spawn(spec);
  }

  /** Stops the process and waits for it to exit; no restart follows. */
  async stop(): Promise<void> {
    this.wanted = false;
    clearTimeout(this.restartTimer);
    const child = this.child;
    if (child?.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      signalGroup(child.pid, 'SIGTERM');
      const killer = setTimeout(() => signalGroup(child.pid!, 'SIGKILL'), TERM_GRACE_MS);
      await exited;
      clearTimeout(killer);
    }
    this.child = undefined;
    this.set('stopped', null);
  }

  /** Sends a signal to the running server (SIGHUP: read the configuration again). */
  signal(signal: NodeJS.Signals): void {
    if (this.child?.pid !== undefined) signalGroup(this.child.pid, signal, false);
  }

  private async spawn(spec: ProcessSpec): Promise<void> {
    const out = openSync(spec.logFile, 'a', 0o600);
    let child: ChildProcess;
    try {
      child = spawn(spec.command, spec.args, {
        cwd: spec.cwd,
        env: spec.env ?? process.env,
        detached: true,
        stdio: ['ignore', out, out],
      });
    } finally {
      closeSync(out);
    }
    this.child = child;
    this.set('starting', null);
    const startedAt = Date.now();
    const spawned = new Promise<number>((resolve, reject) => {
      child.once('spawn', () => resolve(child.pid!));
      child.once('error', reject);
    });
    child.once('exit', (code, signal) => {
      if (child.pid !== undefined) forgetChild(child.pid);
      if (this.child !== child) return;
      this.child = undefined;
      if (!this.wanted) return;
      const reason = `${this.name} exited (${signal ?? `code ${code}`})`;
      this.log.warn({ event: 'file-service.exit', service: this.name, code, signal }, reason);
      this.set('failed', reason);
      if (Date.now() - startedAt > STABLE_MS) this.backoffMs = 1_000;
      this.restartTimer = setTimeout(() => {
        if (this.wanted) void this.spawn(spec).catch(() => undefined);
      }, this.backoffMs);
      this.backoffMs = Math.min(this.backoffMs * 2, MAX_BACKOFF_MS);
    });
    let pid: number;
    try {
      pid = await spawned;
    } catch (error) {
      this.child = undefined;
      this.wanted = false;
      this.set('failed', (error as Error).message);
      throw error;
    }
    recordChild(pid, spec.command);
    try {
      await spec.ready?.(pid);
    } catch (error) {
      if (this.child === child) {
        const reason = (error as Error).message;
        await this.stop();
        this.set('failed', reason);
      }
      throw error;
    }
    if (this.child === child) this.set('running', null);
  }

  private set(state: ServiceState, error: string | null): void {
    this.current = { state, since: Date.now(), error };
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals, group = true): void {
  try {
    process.kill(group ? -pid : pid, signal);
  } catch {
    // Already gone.
  }
}

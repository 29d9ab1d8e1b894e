import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Code, type DlnaConfig, type MediaCounts, type ServiceMapping } from '@coffer/contract';
import type { Logger } from 'pino';
import { AppError } from '../../../http/app-error.js';
import type { DriverRuntime, DriverState, FileServiceDriver } from '../driver.js';
import { servicesDir } from '../services-dir.js';
import { SupervisedProcess } from '../supervised-process.js';
import { dlnaConfigProblem } from './dlna-config-check.js';
import { minidlnaConf, SSDP_PORT } from './minidlna-conf.js';
import { lastLogProblem, lastRun, logSince, saysListening } from './minidlna-log.js';
import { fetchMediaCounts } from './minidlna-status.js';
import { portIsFree } from '../port-free.js';

const MINIDLNAD = '/usr/sbin/minidlnad';
const READY_TIMEOUT_MS = 15_000;
/** The status page is asked again when a status is wanted and its counts are older than this. */
const COUNTS_MAX_AGE_MS = 2_000;
/** A log longer than this is set aside (one generation) when the server starts. */
const LOG_KEEP_BYTES = 1_048_576;
/** Enough of the log's start after a spawn to hold the line saying the port is open. */
const START_LOG_BYTES = 1_048_576;

export interface DlnaDriverDeps {
  dataDir: string;
  log: Logger;
  /** The interfaces to announce and answer on; none given: every interface but loopback. */
  interfaces?: readonly string[];
  /** The DLNA service's mappings now (to check chosen folders against). */
  mappings: () => ServiceMapping[];
  /** The saved configuration. */
  saved: () => DlnaConfig;
}

/**
 * DLNA (issue 17 §1) with Debian's minidlna: run in the foreground (`-S`) by the daemon, configured
 * under `<data>/services/dlna/` (configuration, database, log, PID file), serving the group folders
 * the administrator chose. It has no accounts and only reads, so no home folder and no recycle bin.
 * minidlna cannot reload its configuration: a change restarts it, and a changed folder list drops
 * its database so the index is built again from the folders alone.
 */
export class DlnaDriver implements FileServiceDriver<'dlna'> {
  readonly name = 'dlna' as const;
  readonly label = { zh: 'DLNA 媒体服务', en: 'DLNA media server' };
  readonly hasRecycle = false;
  private readonly process: SupervisedProcess;
  /** The configuration text and port the server runs with. */
  private applied: { conf: string; port: number } | undefined;
  /** Where in the log the current run began. */
  private logOffset = 0;
  private counts: { value: MediaCounts | null; at: number; asking: boolean } = {
    value: null,
    at: 0,
    asking: false,
  };

  constructor(private readonly deps: DlnaDriverDeps) {
    this.process = new SupervisedProcess('minidlna', deps.log);
  }

  defaults(): DlnaConfig {
    return { port: 8200, friendlyName: 'Coffer', folders: [] };
  }

  async check(config: DlnaConfig): Promise<void> {
    const problem = dlnaConfigProblem(config, this.deps.mappings(), this.deps.saved().folders);
    if (problem) throw new AppError(Code.fileServiceConfigInvalid, { reason: problem });
    const ownPort = this.live() && this.applied?.port === config.port;
    if (!ownPort && !(await portIsFree(config.port))) {
      throw new AppError(Code.fileServicePortInUse, { port: config.port });
    }
  }

  async apply(state: DriverState<'dlna'>): Promise<void> {
    const dir = this.dir();
    const chosen = new Set(state.config.folders);
    const mediaDirs = state.exports
      .filter((entry) => entry.mapping.kind === 'group' && chosen.has(entry.mapping.id))
      .map((entry) => entry.real);
    const conf = minidlnaConf({
      port: state.config.port,
      friendlyName: state.config.friendlyName,
      // With no folder it indexes an empty one, never a default of its own.
      mediaDirs: mediaDirs.length > 0 ? mediaDirs : [this.emptyDir()],
      dbDir: join(dir, 'db'),
      logDir: dir,
      uuid: this.uuid(),
      interfaces: this.deps.interfaces ?? [],
    });
    if (this.applied?.conf === conf && this.live()) return;
    await this.process.stop();
    this.applied = undefined;
    this.forgetIndexIfFoldersChanged(mediaDirs);
    writeFileSync(join(dir, 'minidlna.conf'), conf, { mode: 0o600 });
    const pidFile = join(dir, 'minidlna.pid');
    // A PID file left by a killed run would make minidlna think it is running already.
    rmSync(pidFile, { force: true });
    this.logOffset = this.startLog();
    this.counts = { value: null, at: 0, asking: false };
    const port = state.config.port;
    await this.process.start({
      command: MINIDLNAD,
      args: ['-S', '-f', join(dir, 'minidlna.conf'), '-P', pidFile],
      cwd: dir,
      logFile: join(dir, 'minidlnad.out'),
      ready: (pid) => this.ready(pid, port),
    });
    this.applied = { conf, port };
  }

  async stop(): Promise<void> {
    await this.process.stop();
    this.applied = undefined;
    this.counts = { value: null, at: 0, asking: false };
  }

  runtime(): DriverRuntime {
    const state = this.process.state;
    const port = this.applied?.port;
    return {
      state,
      pid: this.process.pid,
      ports: this.live() && port !== undefined ? [port, SSDP_PORT] : [],
      error: this.process.error === null ? null : (this.logProblem() ?? this.process.error),
      since: this.process.since,
      indexed: state === 'running' && port !== undefined ? this.mediaCounts(port) : null,
    };
  }

  private live(): boolean {
    return this.process.state === 'running' || this.process.state === 'starting';
  }

  private dir(): string {
    return servicesDir(this.deps.dataDir, 'dlna');
  }

  private emptyDir(): string {
    const empty = join(this.dir(), 'empty');
    mkdirSync(empty, { recursive: true, mode: 0o700 });
    return empty;
  }

  /** The server's UPnP identity, made once: clients know a server by it across restarts. */
  private uuid(): string {
    const file = join(this.dir(), 'uuid');
    if (existsSync(file)) {
      const saved = readFileSync(file, 'utf8').trim();
      if (/^[0-9a-f-]{36}$/.test(saved)) return saved;
    }
    const made = randomUUID();
    writeFileSync(file, `${made}\n`, { mode: 0o600 });
    return made;
  }

  /**
   * minidlna notices a new folder but keeps the files of one no longer listed: when the list
   * changes, its database goes and the next start indexes the listed folders again.
   */
  private forgetIndexIfFoldersChanged(mediaDirs: readonly string[]): void {
    const dbDir = join(this.dir(), 'db');
    mkdirSync(dbDir, { recursive: true, mode: 0o700 });
    const stamp = join(dbDir, 'media-dirs.json');
    const now = JSON.stringify(mediaDirs);
    const before = existsSync(stamp) ? readFileSync(stamp, 'utf8') : null;
    if (before === now) return;
    rmSync(join(dbDir, 'files.db'), { force: true });
    rmSync(join(dbDir, 'art_cache'), { recursive: true, force: true });
    writeFileSync(stamp, now, { mode: 0o600 });
  }

  /** Sets a long log aside; answers where this run's lines will begin. */
  private startLog(): number {
    const log = this.logPath();
    const size = existsSync(log) ? statSync(log).size : 0;
    if (size <= LOG_KEEP_BYTES) return size;
    renameSync(log, `${log}.1`);
    return 0;
  }

  private logPath(): string {
    return join(this.dir(), 'minidlna.log');
  }

  private logProblem(): string | null {
    return lastLogProblem(lastRun(logSince(this.logPath(), this.logOffset)));
  }

  /**
   * Ready once its log says the HTTP port is open and the port answers; refused as soon as the
   * process is gone (a port taken, a folder it cannot use), with the reason from its log.
   */
  private async ready(pid: number, port: number): Promise<void> {
    const until = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      if (!alive(pid)) throw new Error(this.logProblem() ?? 'minidlna exited at start');
      // After a crash the previous run's lines are there too; the port answering while this
      // process lives tells it is this run that listens.
      const text = lastRun(logSince(this.logPath(), this.logOffset, START_LOG_BYTES));
      if (saysListening(text, port) && (await answers(port))) break;
      if (Date.now() > until) throw new Error(`minidlna did not open port ${port}`);
      await sleep(100);
    }
    this.counts = { value: await fetchMediaCounts(port), at: Date.now(), asking: false };
  }

  /** The last counts the status page gave; asks again in the background when they are old. */
  private mediaCounts(port: number): MediaCounts | null {
    if (!this.counts.asking && Date.now() - this.counts.at > COUNTS_MAX_AGE_MS) {
      const asked = this.counts;
      asked.asking = true;
      void fetchMediaCounts(port).then((value) => {
        if (this.counts !== asked) return;
        this.counts = { value: value ?? asked.value, at: Date.now(), asking: false };
      });
    }
    return this.counts.value;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

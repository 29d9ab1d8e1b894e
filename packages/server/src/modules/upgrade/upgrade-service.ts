import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { isAbsolute, join, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  APP_VERSION,
  Code,
  INTERNAL_ERROR,
  messageOf,
  type CatalogueCode,
  type Lang,
  type MessageParams,
  type UpgradeInfo,
  type UpgradeRecord,
  type UpgradeStatus,
} from '@coffer/contract';
import type { Logger } from 'pino';
import { APP_ROOT } from '../../app-root.js';
import { AppError } from '../../http/app-error.js';
import { checkArchive, ReleaseRefusal, sha256File } from '../../release/release-archive.js';
import { unpackRelease } from '../../release/release-install.js';
import { readReleaseKey } from '../../release/release-key.js';
import {
  emptyUpgradeState,
  readReleasePointer,
  readUpgradeState,
  removeDatabaseSnapshot,
  removePendingRelease,
  upgradePaths,
  writeReleasePointer,
  writeUpgradeState,
  type UpgradeState,
} from '../../release/upgrade-state.js';
import { nextRecord } from './upgrade-record.js';

/** The largest archive the device accepts (a release is a few MiB; room for a much larger one). */
export const UPGRADE_MAX_BYTES = 512 * 1024 ** 2;

/** Statuses during which the device is busy with an upgrade and takes no other. */
const BUSY: readonly UpgradeStatus[] = ['download', 'check', 'install', 'reboot'];

export interface UpgradeServiceDeps {
  dataDir: string;
  log: Logger;
  /** The device model, for the about page. */
  model: string;
  /** Told of every status change, with the record worded in zh-CN (the push channel). */
  onChange?: (record: UpgradeRecord) => void;
  /** The version that runs; default APP_VERSION. */
  runningVersion?: string;
  /** The tree that runs, whose package-lock.json and node_modules a release must share. */
  appRoot?: string;
  maxBytes?: number;
  now?: () => number;
}

/**
 * The system upgrade on the daemon's side (spec 2 §4.9, docs/decisions.md "System upgrade"): an
 * archive arrives (upload or a file on the device), is checked against the release key and
 * staged; the master's confirm unpacks it and asks for a restart, and the supervisor starts the
 * new version (or rolls back). The record lives in `<data>/upgrade/state.json`
 * (release/upgrade-state.ts), written at every status change; `downloadsize` counts in memory.
 */
export class UpgradeService {
  private state: UpgradeState;
  private readonly running: string;
  private readonly appRoot: string;
  private readonly maxBytes: number;
  private readonly now: () => number;
  private readonly paths: ReturnType<typeof upgradePaths>;

  constructor(private readonly deps: UpgradeServiceDeps) {
    this.running = deps.runningVersion ?? APP_VERSION;
    this.appRoot = deps.appRoot ?? APP_ROOT;
    this.maxBytes = deps.maxBytes ?? UPGRADE_MAX_BYTES;
    this.now = deps.now ?? Date.now;
    this.paths = upgradePaths(deps.dataDir);
    this.state = this.stateAtStart();
  }

  /**
   * Cleans what a stopped run left (arrivals, scratch, release trees nothing points at); call once
   * at start, before the first upload.
   */
  async boot(): Promise<void> {
    await rm(this.paths.incoming, { recursive: true, force: true });
    await rm(this.paths.work, { recursive: true, force: true });
    // The supervisor's database snapshot belongs to a pending release; none is pending now.
    if (!readReleasePointer(this.deps.dataDir, 'pending')) removeDatabaseSnapshot(this.deps.dataDir);
    for (const name of await readdir(this.paths.staged).catch(() => [])) {
      if (`staged/${name}` !== this.state.archive) await rm(join(this.paths.staged, name), { force: true });
    }
    const keep = new Set<string>();
    for (const which of ['pending', 'current'] as const) {
      const pointer = readReleasePointer(this.deps.dataDir, which);
      if (pointer) keep.add(pointer.dir);
    }
    const entries = await readdir(this.paths.releases, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const dir = join(this.paths.releases, entry.name);
      const runsHere = this.appRoot === dir || this.appRoot.startsWith(dir + sep);
      if (entry.isDirectory() && !keep.has(entry.name) && !runsHere) {
        await rm(dir, { recursive: true, force: true });
        this.deps.log.info({ event: 'upgrade.release.removed', dir }, 'unused release removed');
      }
    }
  }

  info(): UpgradeInfo {
    const key = readReleaseKey(this.deps.dataDir);
    return {
      current_version: this.running,
      model: this.deps.model,
      release_key: key.state === 'ok',
      key_fingerprint: key.state === 'ok' ? key.fingerprint : '',
      max_size: this.maxBytes,
    };
  }

  /** The record as a page reads it, its message in `lang`. */
  record(lang: Lang = 'zh-CN'): UpgradeRecord {
    const { record, params } = this.state;
    return {
      ...record,
      current_version: this.running,
      message: record.errcode === 200 ? '' : messageOf(record.errcode as CatalogueCode, lang, params),
    };
  }

  /** `/upgrade/upload`: the request's body, `size` bytes as its Content-Length says. */
  upload(body: Readable, size: number): Promise<UpgradeRecord> {
    this.assertCanReceive(size);
    return this.receive(body, size, 'upload');
  }

  /** `/upgrade/local`: a file on the device, copied in as an upload is received. */
  async local(path: string): Promise<UpgradeRecord> {
    this.assertCanReceive(0);
    const noFile = new AppError(Code.upgradeNoFile, { path });
    if (!isAbsolute(path) || path.includes('\0')) throw noFile;
    const file = await open(path, 'r').catch(() => undefined);
    const info = await file?.stat().catch(() => undefined);
    if (!file || !info?.isFile()) {
      await file?.close();
      throw noFile;
    }
    try {
      // No await between this check and the record's `download`: a second arrival finds it busy.
      this.assertCanReceive(info.size);
    } catch (error) {
      await file.close();
      throw error;
    }
    return this.receive(file.createReadStream(), info.size, 'local');
  }

  /** `/upgrade/confirm`: installs the staged archive; the caller then restarts the daemon. */
  confirm(id: string): Promise<UpgradeRecord> {
    const { record } = this.state;
    if (record.status !== 'staged' || record.id !== id) throw new AppError(Code.upgradeNotFound);
    return this.install();
  }

  /** `/upgrade/retry` (UPG-09): the archive of a failed install, installed again. */
  retry(id: string): Promise<UpgradeRecord> {
    const { record } = this.state;
    const failed = record.status === 'end' && record.errcode !== 200;
    if (record.id !== id || !(failed || record.status === 'staged')) throw new AppError(Code.upgradeNotFound);
    if (!this.state.archive || !existsSync(join(this.paths.upgrade, this.state.archive))) {
      throw new AppError(Code.upgradeArchiveGone);
    }
    return this.install();
  }

  /** `/upgrade/dismiss` (UPG-10): the running version stays; a kept archive is deleted. */
  async dismiss(id: string): Promise<UpgradeRecord> {
    const { record } = this.state;
    if (BUSY.includes(record.status)) throw new AppError(Code.upgradeBusy);
    if (record.id !== id) throw new AppError(Code.upgradeNotFound);
    await this.dropArchive();
    this.change({ ...emptyUpgradeState(this.running).record, updated_at: this.seconds() }, {});
    return this.record();
  }

  // --- receiving and checking --------------------------------------------------------------

  private assertCanReceive(size: number): void {
    const key = readReleaseKey(this.deps.dataDir);
    if (key.state === 'missing') throw new AppError(Code.upgradeNoKey);
    if (key.state === 'unreadable') throw new AppError(Code.upgradeBadKey);
    if (BUSY.includes(this.state.record.status)) throw new AppError(Code.upgradeBusy);
    if (size > this.maxBytes) {
      throw new AppError(Code.upgradeTooLarge, { max: `${this.maxBytes / 1024 ** 2} MiB` }, null, 413);
    }
  }

  private async receive(source: Readable, size: number, how: 'upload' | 'local'): Promise<UpgradeRecord> {
    // Synchronously from the busy check on: a second upload now finds the device busy.
    const id = randomBytes(8).toString('hex');
    const previous = this.state.archive;
    this.change(
      {
        ...emptyUpgradeState(this.running).record,
        id,
        status: 'download',
        totalsize: size,
        updated_at: this.seconds(),
      },
      {},
      '',
    );
    this.deps.log.info({ event: 'upgrade.receiving', id, how, size }, 'upgrade archive arriving');
    const part = join(this.paths.incoming, `${id}.part`);
    const work = join(this.paths.work, id);
    try {
      if (previous) await rm(join(this.paths.upgrade, previous), { force: true });
      await mkdir(this.paths.incoming, { recursive: true, mode: 0o700 });
      await this.copyCounting(source, part, size);
      this.change({ ...this.state.record, status: 'check', updated_at: this.seconds() });
      const checked = await checkArchive(part, work, await this.expectations());
      await mkdir(this.paths.staged, { recursive: true, mode: 0o700 });
      const archive = `staged/${id}.coffer`;
      await rename(part, join(this.paths.upgrade, archive));
      this.change(
        {
          ...this.state.record,
          status: 'staged',
          target_version: checked.manifest.version,
          downloadsize: size,
          updated_at: this.seconds(),
        },
        {},
        archive,
      );
      this.deps.log.info(
        { event: 'upgrade.staged', id, version: checked.manifest.version },
        'upgrade archive checked and staged',
      );
      return this.record();
    } catch (error) {
      source.destroy();
      await rm(part, { force: true });
      throw this.refuse(error, id);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  /** Streams `source` into `file`, counting into the record; throws when it is not `size` bytes. */
  private async copyCounting(source: Readable, file: string, size: number): Promise<void> {
    let received = 0;
    const counter = new Transform({
      transform: (chunk: Buffer, _encoding, callback) => {
        received += chunk.length;
        if (received > size) {
          callback(new ReleaseRefusal(Code.upgradeInterrupted, {}, 'more bytes than announced'));
          return;
        }
        this.state.record = { ...this.state.record, downloadsize: received };
        callback(null, chunk);
      },
    });
    try {
      await pipeline(source, counter, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    } catch (error) {
      if (error instanceof ReleaseRefusal) throw error;
      throw new ReleaseRefusal(Code.upgradeInterrupted, {}, String(error));
    }
    if (received !== size) {
      throw new ReleaseRefusal(Code.upgradeInterrupted, {}, `${received} of ${size} bytes arrived`);
    }
  }

  /**
   * A refused or failed arrival: nothing of it is kept, the record is idle again and carries the
   * refusal's code until the next archive or a dismiss (the about page shows it once).
   */
  private refuse(error: unknown, id: string): AppError {
    const refusal =
      error instanceof ReleaseRefusal
        ? { code: error.code as CatalogueCode, params: error.params, detail: error.detail }
        : { code: INTERNAL_ERROR as CatalogueCode, params: {}, detail: String(error) };
    this.deps.log.warn(
      { event: 'upgrade.refused', id, code: refusal.code, detail: refusal.detail },
      'upgrade archive refused',
    );
    this.change(
      {
        ...emptyUpgradeState(this.running).record,
        id,
        errcode: refusal.code,
        target_version: this.state.record.target_version,
        updated_at: this.seconds(),
      },
      refusal.params,
      '',
    );
    return new AppError(refusal.code, refusal.params);
  }

  private async expectations() {
    const key = readReleaseKey(this.deps.dataDir);
    if (key.state !== 'ok') {
      throw new ReleaseRefusal(key.state === 'missing' ? Code.upgradeNoKey : Code.upgradeBadKey);
    }
    const lockSha256 = await sha256File(join(this.appRoot, 'package-lock.json')).catch(() => '');
    return { key: key.key, runningVersion: this.running, lockSha256 };
  }

  // --- installing --------------------------------------------------------------------------

  /**
   * Checks the kept archive again (the key may have changed since), unpacks it beside the other
   * releases and names it in pending.json. A failure here changes nothing that runs: the record
   * reads `end` with the reason and the archive stays for a retry.
   */
  private async install(): Promise<UpgradeRecord> {
    const { id } = this.state.record;
    const archive = join(this.paths.upgrade, this.state.archive);
    const work = join(this.paths.work, `${id}-install`);
    this.change({ ...this.state.record, status: 'install', errcode: 200, updated_at: this.seconds() }, {});
    try {
      const checked = await checkArchive(archive, work, await this.expectations());
      const version = checked.manifest.version;
      const dir = await unpackRelease({
        payload: checked.payload,
        releasesDir: this.paths.releases,
        version,
        installRoot: this.appRoot,
      });
      writeReleasePointer(this.deps.dataDir, 'pending', { version, dir });
      this.change({
        ...this.state.record,
        status: 'reboot',
        target_version: version,
        updated_at: this.seconds(),
      });
      this.deps.log.info(
        { event: 'upgrade.installed', id, version, dir },
        'release unpacked; restarting into it',
      );
      return this.record();
    } catch (error) {
      const code = error instanceof ReleaseRefusal ? error.code : Code.upgradeInstallFailed;
      const params: MessageParams =
        error instanceof ReleaseRefusal
          ? error.params
          : { reason: error instanceof Error ? error.message : String(error) };
      this.deps.log.error(
        {
          event: 'upgrade.install.failed',
          id,
          code,
          detail: error instanceof Error ? error.message : String(error),
        },
        'upgrade not installed',
      );
      this.change({ ...this.state.record, status: 'end', errcode: code, updated_at: this.seconds() }, params);
      throw new AppError(code, params);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  private async dropArchive(): Promise<void> {
    if (this.state.archive) await rm(join(this.paths.upgrade, this.state.archive), { force: true });
    this.state = { ...this.state, archive: '' };
  }

  // --- the state -------------------------------------------------------------------------------

  /**
   * The record as the last run left it, brought up to date (upgrade-record.ts): an arrival cut off
   * by a restart is idle again; an install that restarted is a success when this daemon runs its
   * version, else a failure (the supervisor writes its own reason when it rolled back).
   */
  private stateAtStart(): UpgradeState {
    const stored = readUpgradeState(this.deps.dataDir) ?? emptyUpgradeState(this.running);
    const archiveKept = stored.archive !== '' && existsSync(join(this.paths.upgrade, stored.archive));
    const next = nextRecord(stored, { runningVersion: this.running, archiveKept, now: this.seconds() });
    if (next === stored) return stored;
    if (next.record.status === 'end' && next.record.errcode === 200) {
      this.deps.log.info({ event: 'upgrade.succeeded', version: this.running }, 'upgrade finished');
    }
    if (next.record.errcode === Code.upgradeStartFailed) removePendingRelease(this.deps.dataDir);
    writeUpgradeState(this.deps.dataDir, next);
    return next;
  }

  private change(record: UpgradeRecord, params?: MessageParams, archive?: string): void {
    this.state = {
      ...this.state,
      record: { ...record, current_version: this.running },
      ...(params === undefined ? {} : { params: params as UpgradeState['params'] }),
      ...(archive === undefined ? {} : { archive }),
    };
    writeUpgradeState(this.deps.dataDir, this.state);
    this.deps.onChange?.(this.record());
  }

  private seconds(): number {
    return Math.floor(this.now() / 1000);
  }
}

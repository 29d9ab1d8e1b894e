/**
 * The files the daemon and the supervisor share about a system upgrade (docs/decisions.md "System
 * upgrade"). Both import this one module, and it imports nothing of the daemon: the supervisor
 * runs the installation's copy while the daemon may run a release's, so the formats here stay
 * readable across versions.
 *
 *   <data>/upgrade/state.json      the upgrade record and what it refers to (daemon; the supervisor
 *                                  writes an install failure after a rollback)
 *   <data>/upgrade/incoming/       archives arriving (upload or copy of a local file)
 *   <data>/upgrade/staged/         the checked archive waiting for confirm or retry
 *   <data>/upgrade/work/           scratch space of a check or an install
 *   <data>/upgrade/rollback/       the database as the previous version left it (supervisor)
 *   <data>/releases/<version>/     an unpacked release tree
 *   <data>/releases/pending.json   the release to start next (daemon, at confirm)
 *   <data>/releases/current.json   the release that runs (supervisor, once pending answered)
 */
import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { Code, idleUpgradeRecord, zUpgradeRecord, type CodeText } from '@coffer/contract';
import { z } from 'zod';
import { DATABASE_FILE } from '../db/database-file.js';

export const UPGRADE_STATE_FORMAT = 1;

export function upgradePaths(dataDir: string) {
  const upgrade = join(dataDir, 'upgrade');
  const releases = join(dataDir, 'releases');
  return {
    upgrade,
    state: join(upgrade, 'state.json'),
    incoming: join(upgrade, 'incoming'),
    staged: join(upgrade, 'staged'),
    work: join(upgrade, 'work'),
    rollback: join(upgrade, 'rollback'),
    releases,
    pending: join(releases, 'pending.json'),
    current: join(releases, 'current.json'),
  };
}

const zParam = z.union([z.string(), z.number(), z.object({ zh: z.string(), en: z.string() })]);

const zUpgradeState = z.object({
  format: z.literal(UPGRADE_STATE_FORMAT),
  /** What every page sees; `message` is worded when answered, from `errcode` and `params`. */
  record: zUpgradeRecord,
  /** The placeholders of the errcode's message (an install failure's reason in both languages). */
  params: z.record(z.string(), zParam),
  /** The checked archive kept for confirm and retry, relative to `<data>/upgrade`; '' when none. */
  archive: z.string(),
});
export type UpgradeState = z.infer<typeof zUpgradeState>;

/** A release to run: its version and its directory under `<data>/releases`. */
const zReleasePointer = z.object({
  version: z.string().min(1),
  /** One name under `<data>/releases` (the tree moves with the data directory). */
  dir: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/),
});
export type ReleasePointer = z.infer<typeof zReleasePointer>;

export function emptyUpgradeState(currentVersion: string): UpgradeState {
  return { format: UPGRADE_STATE_FORMAT, record: idleUpgradeRecord(currentVersion), params: {}, archive: '' };
}

/** The state file, or undefined when there is none or it cannot be read (a new data directory). */
export function readUpgradeState(dataDir: string): UpgradeState | undefined {
  return readJson(upgradePaths(dataDir).state, zUpgradeState);
}

export function writeUpgradeState(dataDir: string, state: UpgradeState): void {
  writeJsonAtomically(upgradePaths(dataDir).state, { ...state, record: { ...state.record, message: '' } });
}

/** `pending.json` or `current.json` with the release directory resolved; undefined when none. */
export function readReleasePointer(
  dataDir: string,
  which: 'pending' | 'current',
): (ReleasePointer & { path: string }) | undefined {
  const paths = upgradePaths(dataDir);
  const pointer = readJson(paths[which], zReleasePointer);
  return pointer && { ...pointer, path: join(paths.releases, pointer.dir) };
}

export function writeReleasePointer(dataDir: string, which: 'pending' | 'current', pointer: ReleasePointer) {
  writeJsonAtomically(upgradePaths(dataDir)[which], zReleasePointer.parse(pointer));
}

/** No release is pending any more: neither is its database snapshot. */
export function removePendingRelease(dataDir: string): void {
  rmSync(upgradePaths(dataDir).pending, { force: true });
  removeDatabaseSnapshot(dataDir);
}

/** The database copy of a rollback, once no pending release can need it. */
export function removeDatabaseSnapshot(dataDir: string): void {
  rmSync(upgradePaths(dataDir).rollback, { recursive: true, force: true });
}

/**
 * The supervisor, before it starts a pending release: keeps the database as the previous version
 * left it (no daemon runs now), so a rollback gives that version the database it knows. A snapshot
 * already there is kept: an attempt stopped half-way took it before the new version ran. (A daemon
 * that starts with no release pending removes any snapshot, so none outlives its attempt.)
 */
export function snapshotDatabase(dataDir: string): void {
  const { rollback } = upgradePaths(dataDir);
  if (existsSync(join(rollback, DATABASE_FILE))) return;
  rmSync(rollback, { recursive: true, force: true });
  mkdirSync(rollback, { recursive: true, mode: 0o700 });
  for (const suffix of ['', '-wal']) {
    const file = join(dataDir, DATABASE_FILE + suffix);
    if (existsSync(file)) copyFileSync(file, join(rollback, DATABASE_FILE + suffix));
  }
}

/** The pending release answered: it is the current one now, and the snapshot is not needed. */
export function promotePendingRelease(dataDir: string): ReleasePointer | undefined {
  const paths = upgradePaths(dataDir);
  const pending = readReleasePointer(dataDir, 'pending');
  if (!pending) return undefined;
  renameSync(paths.pending, paths.current);
  removeDatabaseSnapshot(dataDir);
  return { version: pending.version, dir: pending.dir };
}

/**
 * The pending release did not start: the database goes back to the snapshot, the record reads
 * `end` with the start failure and its reason, and pending.json goes, so the previous version runs.
 */
export function rollBackPendingRelease(dataDir: string, reason: CodeText, now = Date.now()): void {
  const paths = upgradePaths(dataDir);
  const pending = readReleasePointer(dataDir, 'pending');
  if (existsSync(join(paths.rollback, DATABASE_FILE))) {
    for (const suffix of ['-wal', '-shm', '']) rmSync(join(dataDir, DATABASE_FILE + suffix), { force: true });
    for (const suffix of ['', '-wal']) {
      const kept = join(paths.rollback, DATABASE_FILE + suffix);
      if (existsSync(kept)) renameSync(kept, join(dataDir, DATABASE_FILE + suffix));
    }
  }
  removeDatabaseSnapshot(dataDir);
  const state = readUpgradeState(dataDir) ?? emptyUpgradeState('');
  writeUpgradeState(dataDir, {
    ...state,
    record: {
      ...state.record,
      status: 'end',
      errcode: Code.upgradeStartFailed,
      target_version: state.record.target_version || (pending?.version ?? ''),
      updated_at: Math.floor(now / 1000),
    },
    params: { reason },
  });
  removePendingRelease(dataDir);
}

function readJson<T>(file: string, schema: z.ZodType<T>): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Written beside, flushed, then renamed over: a reader sees the old file or the new one. */
function writeJsonAtomically(file: string, value: unknown): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const temp = `${file}.${process.pid}.tmp`;
  const fd = openSync(temp, 'w', 0o600);
  try {
    writeSync(fd, `${JSON.stringify(value, null, 2)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
}

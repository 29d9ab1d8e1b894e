import { randomUUID } from 'node:crypto';
import { lstat, mkdir, realpath, rm } from 'node:fs/promises';
import { basename, dirname, join, posix } from 'node:path';
import {
  Code,
  RECYCLE_DAYS_DEFAULT,
  Role,
  fileTypeCode,
  type RecycleBin,
  type RecycleItem,
} from '@coffer/contract';
import { AppError } from '../../../http/app-error.js';

import { LAYOUT, type FilePools } from '../file-pool.js';
import type { MetaSetting } from '../meta-setting.js';
import type { FileCaller, PathResolver } from '../path-resolver.js';
import type { PublicDirsStore } from '../public-dirs-store.js';
import { treeSize } from '../tasks/copy-tree.js';
import type { ItemRunner, TaskPlanner } from '../tasks/file-tasks.js';
import type { PathLocks } from '../tasks/path-locks.js';
import { isMissing, placeEntry } from '../tasks/place-entry.js';
import { sourceOf } from '../tasks/transfer.js';
import type { RecycleRow, RecycleStore } from './recycle-store.js';

export interface RecycleDeps {
  store: RecycleStore;
  resolver: PathResolver;
  pools: FilePools;
  publicDirs: PublicDirsStore;
  locks: PathLocks;
  /** Where a pool's files are (its layout holds the homes and group folders). */
  filesPath: (poolId: string) => string;
  /** Days entries stay (`files.recycle_days` in `meta`). */
  days: MetaSetting;
}

const DAY_MS = 86_400_000;
/** A bin's folder inside its root (`.coffer…` is a system name, path-rules.ts). */
const RECYCLE_FOLDER = join('.coffer', 'recycle');
/** The public recycle bin (in the public folder's root): deleted accounts' folders, administrators only. */
export const PUBLIC_BIN = 'public';

function isAdmin(caller: FileCaller): boolean {
  return caller.mainRole === Role.master || caller.mainRole === Role.devOps;
}

/**
 * The recycle bins: the caller's own (`home`, stored as `home:<user id>`) and one per group folder
 * (`group:<fid>`) for those who may write there. A deleted entry is moved inside its own root, to
 * `<root>/.coffer/recycle/<entry id>/<name>` (a system name: never listed nor reachable), so the
 * move is a rename within the root's subvolume, however big the entry; a row says where it came
 * from. Restore moves it back (parents made again), and entries older than the days setting are
 * removed for ever by the clean-up. What a bin holds counts toward its root's space, as the files
 * did.
 */
export class RecycleBins {
  constructor(private readonly deps: RecycleDeps) {}

  days(): number {
    const stored = Number(this.deps.days.get());
    return Number.isInteger(stored) && stored > 0 ? stored : RECYCLE_DAYS_DEFAULT;
  }

  setDays(days: number): number {
    this.deps.days.set(String(days));
    return days;
  }

  /** The stored key of a bin the caller may open; C116029 for any other. */
  keyOf(caller: FileCaller, bin: string): string {
    if (bin === 'home') return `home:${caller.id}`;
    if (bin === PUBLIC_BIN && isAdmin(caller)) return PUBLIC_BIN;
    const match = /^group:(\d+)$/.exec(bin);
    const fid = match ? Number(match[1]) : NaN;
    const dir = Number.isSafeInteger(fid) ? this.deps.publicDirs.byFid(fid) : undefined;
    if (!dir || this.deps.publicDirs.permissionOf(caller, fid) !== 1) {
      throw new AppError(Code.recycleBinNotFound);
    }
    return `group:${fid}`;
  }

  top(caller: FileCaller): RecycleBin[] {
    const bins: RecycleBin[] = [
      { id: 'home', name: caller.username, ...this.deps.store.totals(`home:${caller.id}`) },
    ];
    // Deleted accounts' folders (the user center), for administrators.
    if (isAdmin(caller))
      bins.push({ id: PUBLIC_BIN, name: PUBLIC_BIN, ...this.deps.store.totals(PUBLIC_BIN) });
    for (const dir of this.deps.publicDirs.all()) {
      if (this.deps.publicDirs.permissionOf(caller, dir.fid) !== 1) continue;
      bins.push({ id: `group:${dir.fid}`, name: dir.name, ...this.deps.store.totals(`group:${dir.fid}`) });
    }
    return bins;
  }

  list(caller: FileCaller, bin: string, offset: number, limit: number) {
    const { total, rows } = this.deps.store.page(this.keyOf(caller, bin), offset, limit);
    return { total, items: rows.map(itemOf) };
  }

  /** Entries of a bin by id, all of them there (else C116021): what a restore starts from. */
  entries(caller: FileCaller, bin: string, ids: readonly string[]): { items: RecycleItem[] } {
    const key = this.keyOf(caller, bin);
    const rows = ids.map((id) => this.deps.store.get(id));
    if (rows.some((row) => !row || row.bin !== key)) throw new AppError(Code.recycleNotFound);
    return { items: rows.map((row) => itemOf(row!)) };
  }

  /** Deletes entries for ever; every id must be in the bin, else nothing is deleted (C116021). */
  async remove(caller: FileCaller, bin: string, ids: readonly string[]): Promise<number> {
    this.entries(caller, bin, ids);
    const rows = ids.map((id) => this.deps.store.get(id));
    let deleted = 0;
    for (const row of rows) if (row) deleted += await this.erase(row);
    return deleted;
  }

  async empty(caller: FileCaller, bin: string): Promise<number> {
    let deleted = 0;
    for (const row of this.deps.store.allOf(this.keyOf(caller, bin))) deleted += await this.erase(row);
    return deleted;
  }

  /** Removes entries older than the days setting, on pools that are there to remove them from. */
  async cleanUp(now = Date.now()): Promise<number> {
    const usable = new Set(
      (await this.deps.pools.choices()).filter((pool) => pool.usable).map((pool) => pool.id),
    );
    let deleted = 0;
    for (const row of this.deps.store.olderThan(now - this.days() * DAY_MS)) {
      if (usable.has(row.pool_id)) deleted += await this.erase(row);
    }
    return deleted;
  }

  /** Moves entries to their bin (on an external disk, deletes them for ever): the `delete` task. */
  deletePlanner(): TaskPlanner {
    return (caller, task): ItemRunner =>
      async (index, control) => {
        const path = task.paths[index]!;
        const source = await sourceOf(this.deps.resolver, caller, path, true);
        const info = await lstat(source.realEntry).catch((error: unknown) => {
          if (isMissing(error)) throw new AppError(Code.fileNotFound, { path });
          throw error;
        });
        const bytes = info.isDirectory() ? (await treeSize(source.realEntry)).bytes : info.size;
        if (source.recycleBin === null || source.poolRoot === null || source.poolId === null) {
          const release = await this.deps.locks.acquire(
            [source.realEntry],
            undefined,
            control.stopIfCancelled,
          );
          try {
            await rm(source.realEntry, { recursive: true, force: true });
          } finally {
            release();
          }
          control.progress(bytes);
          return 'done';
        }
        const key = source.recycleBin === 'home' ? `home:${caller.id}` : source.recycleBin;
        const id = randomUUID().replaceAll('-', '');
        const entryDir = join(source.rootReal, RECYCLE_FOLDER, id);
        await mkdir(entryDir, { recursive: true, mode: 0o700 });
        const name = basename(source.realEntry);
        try {
          await placeEntry(
            {
              source: source.realEntry,
              sourceVirtual: path,
              destDir: entryDir,
              name,
              action: 'keep',
              mode: 'move',
              bytes,
            },
            this.deps.locks,
            control,
          );
        } catch (error) {
          await rm(entryDir, { recursive: true, force: true });
          throw error;
        }
        this.deps.store.insert({
          id,
          bin: key,
          pool_id: source.poolId,
          name,
          original_path: source.virtual,
          owner_id: caller.id,
          is_dir: info.isDirectory() ? 1 : 0,
          size: bytes,
          deleted_at: Date.now(),
          deleted_by: caller.username,
        });
        return 'done';
      };
  }

  /** Moves entries back where they were deleted from (parents made again): the `restore` task. */
  restorePlanner(): TaskPlanner {
    return (caller, _task, options): ItemRunner =>
      async (index, control) => {
        const id = options.ids?.[index] ?? '';
        const row = this.deps.store.get(id);
        if (!row || row.bin !== this.keyOf(caller, options.bin ?? ''))
          throw new AppError(Code.recycleNotFound);
        const entry = this.entryPath(row);
        if (
          !(await lstat(entry).then(
            () => true,
            () => false,
          ))
        ) {
          this.deps.store.remove(row.id);
          throw new AppError(Code.recycleNotFound);
        }
        const parent = await this.deps.resolver.resolveWritable(caller, posix.dirname(row.original_path));
        await mkdir(parent.real, { recursive: true });
        const result = await placeEntry(
          {
            source: entry,
            sourceVirtual: row.original_path,
            destDir: await realpath(parent.real),
            name: row.name,
            action: options.action ?? 'keep',
            mode: 'move',
            bytes: row.size,
          },
          this.deps.locks,
          control,
        );
        if (result === 'done') {
          this.deps.store.remove(row.id);
          await rm(dirname(entry), { recursive: true, force: true });
        }
        return result;
      };
  }

  private entryPath(row: RecycleRow): string {
    return join(this.binRoot(row), RECYCLE_FOLDER, row.id, row.name);
  }

  /** The root a bin lives in: the owner's folder, or the group folder, on the entry's pool. */
  private binRoot(row: RecycleRow): string {
    const files = this.deps.filesPath(row.pool_id);
    const [kind, id] = row.bin.split(':');
    if (kind === 'home') return join(files, LAYOUT.homes, id!);
    if (kind === PUBLIC_BIN) return join(files, LAYOUT.public);
    const dir = this.deps.publicDirs.byFid(Number(id));
    if (!dir) throw new AppError(Code.recycleNotFound);
    return join(files, LAYOUT.public, dir.name);
  }

  private async erase(row: RecycleRow): Promise<number> {
    const folder = dirname(this.entryPath(row));
    const release = await this.deps.locks.acquire([folder]);
    try {
      await rm(folder, { recursive: true, force: true });
      this.deps.store.remove(row.id);
      return 1;
    } finally {
      release();
    }
  }
}

function itemOf(row: RecycleRow): RecycleItem {
  return {
    id: row.id,
    name: row.name,
    originalPath: row.original_path,
    is_dir: row.is_dir === 1,
    size: row.size,
    ftype: row.is_dir === 1 ? 0 : fileTypeCode(row.name),
    deletedAt: Math.floor(row.deleted_at / 1000),
    deletedBy: row.deleted_by,
  };
}

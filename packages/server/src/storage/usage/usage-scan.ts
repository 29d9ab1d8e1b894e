import { lstat, opendir } from 'node:fs/promises';
import { join } from 'node:path';
import { Code, fileTypeCode, type FileTypeCode } from '@coffer/contract';
import { StorageError } from '../storage-error.js';
import {
  LARGEST_KEPT,
  POOL_TOP,
  type FolderUsage,
  type LargeFile,
  type TypeUsage,
  type UsageReport,
} from './usage-report.js';

/** Names at a pool's top the engine keeps for itself (the encrypted pool's cipher directory). */
const ENGINE_NAMES = /^\.coffer-/;

class FolderTally {
  bytes = 0;
  allocated = 0;
  files = 0;
  folders = 0;
  readonly types = new Map<FileTypeCode, TypeUsage>();
  largest: LargeFile[] = [];

  addFile(path: string, name: string, bytes: number, allocated: number): void {
    this.bytes += bytes;
    this.allocated += allocated;
    this.files += 1;
    const type = fileTypeCode(name);
    const entry = this.types.get(type) ?? { type, bytes: 0, allocated: 0, files: 0 };
    entry.bytes += bytes;
    entry.allocated += allocated;
    entry.files += 1;
    this.types.set(type, entry);
    const smallest = this.largest[this.largest.length - 1];
    if (this.largest.length < LARGEST_KEPT || (smallest && bytes > smallest.bytes)) {
      this.largest.push({ path, bytes, allocated });
      this.largest.sort((a, b) => b.bytes - a.bytes || a.path.localeCompare(b.path));
      this.largest.length = Math.min(this.largest.length, LARGEST_KEPT);
    }
  }

  view(name: string): FolderUsage {
    return {
      name,
      bytes: this.bytes,
      allocated: this.allocated,
      files: this.files,
      folders: this.folders,
      types: [...this.types.values()].sort((a, b) => a.type - b.type),
      largest: this.largest,
    };
  }
}

export interface ScanOptions {
  signal?: AbortSignal;
  /** Called after each top folder: done of total. */
  progress?: (done: number, total: number) => void;
}

/**
 * Walks a pool's files (`PoolService.filesPath`) and tallies each top folder. Symlinks are never
 * followed (lstat; a link is not counted), so nothing outside the pool is read; other special files
 * are not counted either. Stops with C104004 when the signal is aborted.
 */
export async function scanUsage(root: string, options: ScanOptions = {}): Promise<UsageReport> {
  const { signal, progress } = options;
  const stopIfCancelled = () => {
    if (signal?.aborted) throw new StorageError(Code.jobCancelled);
  };
  let skipped = 0;
  const top = new FolderTally();
  const folders: { name: string; tally: FolderTally }[] = [];
  const topDirectories: string[] = [];

  for await (const entry of await opendir(root)) {
    if (ENGINE_NAMES.test(entry.name)) continue;
    if (entry.isDirectory()) topDirectories.push(entry.name);
    else if (entry.isFile()) {
      const stats = await lstat(join(root, entry.name)).catch(() => null);
      if (stats?.isFile()) top.addFile(entry.name, entry.name, stats.size, stats.blocks * 512);
      else skipped += 1;
    }
  }
  topDirectories.sort();

  const walk = async (dir: string, relative: string, tally: FolderTally): Promise<void> => {
    stopIfCancelled();
    let handle;
    try {
      handle = await opendir(dir);
    } catch {
      skipped += 1;
      return;
    }
    for await (const entry of handle) {
      stopIfCancelled();
      const path = join(dir, entry.name);
      const inside = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        tally.folders += 1;
        await walk(path, inside, tally);
      } else if (entry.isFile()) {
        const stats = await lstat(path).catch(() => null);
        if (stats?.isFile()) tally.addFile(inside, entry.name, stats.size, stats.blocks * 512);
        else skipped += 1;
      }
    }
  };

  progress?.(0, topDirectories.length);
  for (const [index, name] of topDirectories.entries()) {
    const tally = new FolderTally();
    await walk(join(root, name), name, tally);
    folders.push({ name, tally });
    progress?.(index + 1, topDirectories.length);
  }

  const topFolders = folders.map(({ name, tally }) => tally.view(name));
  if (top.files > 0) topFolders.push(top.view(POOL_TOP));
  const types = new Map<FileTypeCode, TypeUsage>();
  for (const folder of topFolders) {
    for (const type of folder.types) {
      const entry = types.get(type.type) ?? { type: type.type, bytes: 0, allocated: 0, files: 0 };
      entry.bytes += type.bytes;
      entry.allocated += type.allocated;
      entry.files += type.files;
      types.set(type.type, entry);
    }
  }
  const sum = (pick: (folder: FolderUsage) => number) =>
    topFolders.reduce((total, folder) => total + pick(folder), 0);
  return {
    bytes: sum((folder) => folder.bytes),
    allocated: sum((folder) => folder.allocated),
    files: sum((folder) => folder.files),
    // The top folders themselves count as folders too.
    folders: topDirectories.length + sum((folder) => folder.folders),
    topFolders,
    types: [...types.values()].sort((a, b) => a.type - b.type),
    skipped,
  };
}

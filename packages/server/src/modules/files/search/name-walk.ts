import { lstat, opendir } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { fileTypeCode, type FileItem } from '@coffer/contract';
import { PathResolver, type ResolvedPath } from '../path-resolver.js';
import { isSystemName } from '../path-rules.js';
import { isHidden } from './name-match.js';

/** Entries looked at between two turns of the event loop, so a big walk never stalls other calls. */
const ENTRIES_PER_TURN = 256;

export interface WalkState {
  scanned: number;
  readonly items: FileItem[];
}

export interface WalkOptions {
  matches: (name: string) => boolean;
  showHidden: boolean;
  /** Results kept at most; the walk stops there. */
  cap: number;
  signal: AbortSignal;
  isShared: (realPath: string) => boolean;
}

async function itemOf(
  root: Pick<ResolvedPath, 'rootReal' | 'rootVirtual'>,
  real: string,
  name: string,
  isShared: (realPath: string) => boolean,
): Promise<FileItem | undefined> {
  // lstat: a symlink is shown as itself and never read through.
  const stats = await lstat(real).catch(() => undefined);
  if (!stats) return undefined;
  const isDir = stats.isDirectory();
  return {
    name,
    path: PathResolver.virtualOf(root, real),
    is_dir: isDir,
    is_sys: false,
    nshare: isShared(real),
    ftype: isDir ? 0 : fileTypeCode(name),
    size: isDir ? 0 : stats.size,
    mtime: Math.floor(stats.mtimeMs / 1000),
    fnum: 0,
    dirnum: 0,
    width: 0,
    height: 0,
    ori: 0,
  };
}

/**
 * Walks one resolved folder depth-first with readdir alone (no content is read), adding the entries
 * whose names match to `state.items`. Only real directories are entered: a symlink is never
 * followed, so the walk cannot leave the root it started in. Unreadable folders are skipped.
 */
export async function walkNames(start: ResolvedPath, state: WalkState, options: WalkOptions): Promise<void> {
  const pending = [start.real];
  let sinceYield = 0;
  while (pending.length > 0) {
    if (options.signal.aborted || state.items.length >= options.cap) return;
    const folder = pending.pop()!;
    const dir = await opendir(folder).catch(() => undefined);
    if (!dir) continue;
    for await (const entry of dir) {
      state.scanned += 1;
      // Coffer's own entries (recycle bins, copies in progress) are never found, hidden or not.
      if (isSystemName(entry.name) || (!options.showHidden && isHidden(entry.name))) continue;
      const real = join(folder, entry.name);
      if (options.matches(entry.name)) {
        const item = await itemOf(start, real, entry.name, options.isShared);
        if (item) state.items.push(item);
        if (state.items.length >= options.cap) break;
      }
      if (entry.isDirectory()) pending.push(real);
      sinceYield += 1;
      if (sinceYield >= ENTRIES_PER_TURN) {
        sinceYield = 0;
        await yieldToLoop();
        if (options.signal.aborted) break;
      }
    }
    // Breaking out of `for await` closes the directory handle.
  }
}

import type { Stats } from 'node:fs';
import { lstat, readdir, realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { fileTypeCode, type FileSortField, type SortOrder } from '@coffer/contract';
import { isSystemName } from '../path-rules.js';
import { compareNatural, firstInOrder, type NameEntry } from './name-order.js';
import { FolderEntries, type SortedNamesCache } from './sorted-names-cache.js';
import type { StatWorkers } from './stat-workers.js';

export interface ListOptions {
  showHidden: boolean;
  sortby: FileSortField;
  order: SortOrder;
  offset: number;
  limit: number;
  filter: string;
}

export interface ListedEntry {
  name: string;
  real: string;
  /** Through a symlink that stays inside the root; undefined when the entry vanished. */
  stats: Stats | undefined;
}

export interface FolderPage {
  total: number;
  entries: ListedEntry[];
}

/**
 * A page that ends within this many rows is picked from the unsorted entries in one pass; a page
 * further down sorts the whole folder once (then cached).
 */
const PICK_LIMIT = 2000;

function isInside(path: string, root: string): boolean {
  return path === root || path.startsWith(root.endsWith(sep) ? root : root + sep);
}

/** The folder's identity and last change; ENOTDIR / ENOENT as they come. */
async function stampOf(real: string): Promise<string> {
  const stats = await stat(real, { bigint: true });
  if (!stats.isDirectory()) throw Object.assign(new Error('not a directory'), { code: 'ENOTDIR' });
  return `${stats.dev}:${stats.ino}:${stats.mtimeNs}:${stats.ctimeNs}`;
}

/** What a symlink shows: its target when that lies inside the root, else the link itself. */
async function throughLink(real: string, own: Stats, root: string): Promise<Stats> {
  const target = await realpath(real).catch(() => undefined);
  if (target === undefined || !isInside(target, root)) return own;
  return stat(target).catch(() => own);
}

/**
 * An entry's stats: through a symlink only when it leads to somewhere inside the root, so a link
 * to another user's folder or to /etc shows as the link itself and nothing of its target is read.
 */
export async function statEntry(real: string, root: string): Promise<Stats | undefined> {
  const own = await lstat(real).catch(() => undefined);
  if (!own?.isSymbolicLink()) return own;
  return throughLink(real, own, root);
}

async function readEntries(real: string, root: string): Promise<NameEntry[]> {
  const dirents = await readdir(real, { withFileTypes: true });
  const entries = new Array<NameEntry>(dirents.length);
  for (let index = 0; index < dirents.length; index++) {
    const dirent = dirents[index]!;
    let isDir = dirent.isDirectory();
    // Symlinks and entries of unknown type (DT_UNKNOWN on some filesystems) are asked.
    if (!isDir && !dirent.isFile()) {
      isDir = (await statEntry(join(real, dirent.name), root))?.isDirectory() ?? false;
    }
    entries[index] = { name: dirent.name, isDir };
  }
  return entries;
}

function visibleEntries(entries: NameEntry[], options: ListOptions): NameEntry[] {
  const filter = options.filter.toLowerCase();
  return entries.filter(
    (entry) =>
      !isSystemName(entry.name) &&
      (options.showHidden || !entry.name.startsWith('.')) &&
      (filter === '' || entry.name.toLowerCase().includes(filter)),
  );
}

/** Folders first either way, then names in the wanted order. */
function nameComparator(order: SortOrder) {
  const sign = order === 'asc' ? 1 : -1;
  return (a: NameEntry, b: NameEntry): number => {
    if (a.isDir !== b.isDir) return a.isDir ? -1 : 1;
    return sign * compareNatural(a.name, b.name);
  };
}

/** The page of a name-sorted list in the wanted order, folders first either way. */
function nameOrderPage(entries: NameEntry[], order: SortOrder, offset: number, limit: number) {
  if (order === 'asc') return entries.slice(offset, offset + limit);
  const firstFile = entries.findIndex((entry) => !entry.isDir);
  const split = firstFile === -1 ? entries.length : firstFile;
  const page: NameEntry[] = [];
  for (let index = offset; index < Math.min(entries.length, offset + limit); index++) {
    page.push(index < split ? entries[split - 1 - index]! : entries[entries.length - 1 - (index - split)]!);
  }
  return page;
}

function pageOf(entries: NameEntry[], options: ListOptions, compare: (a: NameEntry, b: NameEntry) => number) {
  const end = options.offset + options.limit;
  const ordered = end <= PICK_LIMIT ? firstInOrder(entries, end, compare) : [...entries].sort(compare);
  return ordered.slice(options.offset, end);
}

/** A page ordered by `values` (one per entry): folders first, then value, then name. */
function valuePage(entries: NameEntry[], values: Float64Array, options: ListOptions): NameEntry[] {
  const sign = options.order === 'asc' ? 1 : -1;
  const compare = (a: number, b: number): number => {
    const entryA = entries[a]!;
    const entryB = entries[b]!;
    if (entryA.isDir !== entryB.isDir) return entryA.isDir ? -1 : 1;
    const byValue = values[a]! - values[b]!;
    if (byValue !== 0) return sign * byValue;
    return compareNatural(entryA.name, entryB.name);
  };
  const end = options.offset + options.limit;
  const indexes = Array.from({ length: entries.length }, (_, index) => index);
  const ordered = end <= PICK_LIMIT ? firstInOrder(indexes, end, compare) : indexes.sort(compare);
  return ordered.slice(options.offset, end).map((index) => entries[index]!);
}

/**
 * One page of a folder, from readdir and stat only (FILE-01). The entries come from the cache while
 * the folder is unchanged. By name: the first pages are picked in one pass, deeper pages use the
 * folder's full name order (sorted once, cached); only the page's rows are stat'ed. By type: the
 * extension gives the code, no stat. By modification time or size: every visible entry is stat'ed,
 * since a file's own change does not touch its folder's stamp (two worker threads share the work).
 */
export async function listFolder(
  real: string,
  root: string,
  options: ListOptions,
  cache: SortedNamesCache,
  workers: StatWorkers,
): Promise<FolderPage> {
  const stamp = await stampOf(real);
  let folder = cache.get(real, stamp);
  if (!folder) {
    folder = new FolderEntries(await readEntries(real, root));
    cache.set(real, stamp, folder);
  }
  const { offset, limit, order } = options;
  let visible: NameEntry[];
  let page: NameEntry[];
  if (options.sortby === 'name') {
    const sortNow = folder.isSorted || offset + limit > PICK_LIMIT;
    visible = visibleEntries(sortNow ? folder.byName() : folder.entries, options);
    page = sortNow
      ? nameOrderPage(visible, order, offset, limit)
      : pageOf(visible, options, nameComparator(order));
  } else {
    visible = visibleEntries(folder.entries, options);
    const values = new Float64Array(visible.length);
    if (options.sortby === 'type') {
      visible.forEach((entry, index) => (values[index] = entry.isDir ? 0 : fileTypeCode(entry.name)));
    } else {
      const prefix = real.endsWith(sep) ? real : real + sep;
      const batch = await workers.statAll(
        prefix,
        visible.map((entry) => entry.name),
      );
      const byMtime = options.sortby === 'mtime';
      for (let index = 0; index < visible.length; index++) {
        const entry = visible[index]!;
        let mtime = batch.mtimeMs[index]!;
        let size = batch.size[index]!;
        if (batch.kind[index] === 3) {
          const shown = await statEntry(prefix + entry.name, root);
          mtime = shown?.mtimeMs ?? 0;
          size = shown?.size ?? 0;
        }
        values[index] = byMtime ? mtime : entry.isDir ? 0 : size;
      }
    }
    page = valuePage(visible, values, options);
  }
  const entries = await Promise.all(
    page.map(async (entry) => {
      const entryReal = join(real, entry.name);
      const stats = await statEntry(entryReal, root);
      return { name: entry.name, real: entryReal, stats };
    }),
  );
  return { total: visible.length, entries };
}

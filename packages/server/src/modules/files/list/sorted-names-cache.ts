import { compareEntries, type NameEntry } from './name-order.js';

/** A folder's entries as last read, sorted by name the first time a page needs the full order. */
export class FolderEntries {
  private sorted: NameEntry[] | undefined;

  constructor(readonly entries: NameEntry[]) {}

  byName(): NameEntry[] {
    return (this.sorted ??= [...this.entries].sort(compareEntries));
  }

  get isSorted(): boolean {
    return this.sorted !== undefined;
  }
}

interface CachedFolder {
  stamp: string;
  folder: FolderEntries;
}

/** How many folders' entries are kept (the issue's "sort cache of the 100 most recent folders"). */
export const SORTED_NAMES_CACHE_SIZE = 100;

/**
 * The entries of recently listed folders and their name order, by real path, valid while the
 * folder's stamp (device, inode, mtime and ctime in nanoseconds) is the same: adding, removing or
 * renaming an entry changes the folder's mtime, so a hit is always what readdir would give. Paging
 * through a big folder then costs a filter and a slice, not a readdir and a sort. Least recently
 * used goes first.
 */
export class SortedNamesCache {
  private readonly folders = new Map<string, CachedFolder>();

  constructor(private readonly max = SORTED_NAMES_CACHE_SIZE) {}

  get(realPath: string, stamp: string): FolderEntries | undefined {
    const found = this.folders.get(realPath);
    if (!found) return undefined;
    this.folders.delete(realPath);
    if (found.stamp !== stamp) return undefined;
    this.folders.set(realPath, found);
    return found.folder;
  }

  set(realPath: string, stamp: string, folder: FolderEntries): void {
    this.folders.delete(realPath);
    this.folders.set(realPath, { stamp, folder });
    while (this.folders.size > this.max) {
      const oldest = this.folders.keys().next().value as string;
      this.folders.delete(oldest);
    }
  }

  get size(): number {
    return this.folders.size;
  }
}

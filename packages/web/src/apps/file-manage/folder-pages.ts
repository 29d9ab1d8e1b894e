import type { FileItem, FileListAnswer } from '@coffer/contract';
import type { CallFailure, CallResult } from '../../api/client';

/** Rows asked for at once: the list call gives at most 1000; 500 keeps each answer quick. */
export const PAGE_SIZE = 500;

export type PageFetcher = (
  offset: number,
  limit: number,
  signal: AbortSignal,
) => Promise<CallResult<FileListAnswer>>;

/**
 * One listing of a folder read a page at a time as rows come into view; the total from the first
 * answer sizes the scrollbar, so 100 000 rows scroll without loading them all.
 */
export class FolderPages {
  total: number | null = null;
  permission: FileListAnswer['permission'] | null = null;
  root: FileListAnswer['root'] | null = null;
  error: CallFailure | null = null;
  private readonly pages = new Map<number, readonly FileItem[]>();
  private readonly pending = new Map<number, Promise<void>>();
  private readonly abort = new AbortController();
  private readonly listeners = new Set<() => void>();
  /** Changes whenever something a reader sees changes (for useSyncExternalStore). */
  version = 0;

  /** The rows of the listing this one refreshes, shown until fresh ones arrive (no flash). */
  private stale: ReadonlyMap<number, readonly FileItem[]>;

  constructor(
    private readonly fetchPage: PageFetcher,
    private readonly pageSize = PAGE_SIZE,
    previous?: FolderPages,
  ) {
    this.stale =
      previous?.pageSize === pageSize ? new Map([...previous.stale, ...previous.pages]) : new Map();
    if (previous?.total != null) {
      this.total = previous.total;
      this.permission = previous.permission;
      this.root = previous.root;
    }
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;

  /** A first page has come (or a refreshed listing still shows the previous one). */
  get loaded(): boolean {
    return this.total !== null;
  }

  item(index: number): FileItem | undefined {
    const page = Math.floor(index / this.pageSize);
    return (this.pages.get(page) ?? this.stale.get(page))?.[index % this.pageSize];
  }

  /** Fetches the pages covering rows start..end (inclusive) that are not there yet. */
  ensure(start: number, end: number): Promise<void> {
    const first = Math.max(0, Math.floor(start / this.pageSize));
    const last = Math.max(first, Math.floor(Math.max(start, end) / this.pageSize));
    const waits: Promise<void>[] = [];
    for (let page = first; page <= last; page += 1) {
      if (this.total !== null && page * this.pageSize >= this.total && page > 0 && this.pages.size > 0) break;
      waits.push(this.load(page));
    }
    return Promise.all(waits).then(() => undefined);
  }

  /** The entries at these rows, fetching pages not loaded yet (Ctrl+A then Delete on a big folder). */
  async items(indices: readonly number[]): Promise<FileItem[]> {
    const pages = new Set(indices.map((index) => Math.floor(index / this.pageSize)));
    await Promise.all([...pages].map((page) => this.load(page)));
    return indices
      .map((index) => this.pages.get(Math.floor(index / this.pageSize))?.[index % this.pageSize])
      .filter((item): item is FileItem => item !== undefined);
  }

  /** Loaded rows matching a test, with their indices (the preview's next and previous image). */
  loadedRows(): { index: number; item: FileItem }[] {
    const rows: { index: number; item: FileItem }[] = [];
    for (const [page, items] of [...this.pages].sort((a, b) => a[0] - b[0])) {
      items.forEach((item, at) => rows.push({ index: page * this.pageSize + at, item }));
    }
    return rows;
  }

  dispose(): void {
    this.abort.abort();
    this.listeners.clear();
  }

  private load(page: number): Promise<void> {
    if (this.pages.has(page)) return Promise.resolve();
    const running = this.pending.get(page);
    if (running) return running;
    const loading = this.fetchPage(page * this.pageSize, this.pageSize, this.abort.signal).then((result) => {
      this.pending.delete(page);
      if (this.abort.signal.aborted) return;
      if (result.success) {
        if (page === 0) this.stale = new Map();
        this.pages.set(page, result.data.items);
        this.total = result.data.total;
        this.permission = result.data.permission;
        this.root = result.data.root;
        this.error = null;
      } else if (page === 0 || this.total === null) {
        this.error = result;
      }
      this.changed();
    });
    this.pending.set(page, loading);
    return loading;
  }

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}

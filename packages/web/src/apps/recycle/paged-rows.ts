import type { CallFailure, CallResult } from '../../api/client';

export const RECYCLE_PAGE_SIZE = 500;

/** A list read a page at a time as rows scroll into view; the total sizes the scrollbar. */
export class PagedRows<T> {
  total: number | null = null;
  error: CallFailure | null = null;
  version = 0;
  private readonly pages = new Map<number, readonly T[]>();
  private readonly pending = new Map<number, Promise<void>>();
  private readonly abort = new AbortController();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly fetchPage: (
      offset: number,
      limit: number,
      signal: AbortSignal,
    ) => Promise<CallResult<{ total: number; items: T[] }>>,
    private readonly pageSize = RECYCLE_PAGE_SIZE,
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;

  item(index: number): T | undefined {
    return this.pages.get(Math.floor(index / this.pageSize))?.[index % this.pageSize];
  }

  ensure(start: number, end: number): Promise<void> {
    const first = Math.floor(start / this.pageSize);
    const last = Math.floor(Math.max(start, end) / this.pageSize);
    const waits: Promise<void>[] = [];
    for (let page = first; page <= last; page += 1) waits.push(this.load(page));
    return Promise.all(waits).then(() => undefined);
  }

  async items(indices: readonly number[]): Promise<T[]> {
    await Promise.all(
      [...new Set(indices.map((index) => Math.floor(index / this.pageSize)))].map((page) => this.load(page)),
    );
    return indices.map((index) => this.item(index)).filter((item): item is T => item !== undefined);
  }

  dispose(): void {
    this.abort.abort();
    this.listeners.clear();
  }

  private load(page: number): Promise<void> {
    if (this.pages.has(page)) return Promise.resolve();
    if (this.total !== null && page > 0 && page * this.pageSize >= this.total) return Promise.resolve();
    const running = this.pending.get(page);
    if (running) return running;
    const loading = this.fetchPage(page * this.pageSize, this.pageSize, this.abort.signal).then((result) => {
      this.pending.delete(page);
      if (this.abort.signal.aborted) return;
      if (result.success) {
        this.pages.set(page, result.data.items);
        this.total = result.data.total;
        this.error = null;
      } else if (this.total === null) this.error = result;
      this.version += 1;
      for (const listener of this.listeners) listener();
    });
    this.pending.set(page, loading);
    return loading;
  }
}

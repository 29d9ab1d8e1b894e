import type { FileItem } from '@coffer/contract';
import type { CallResult } from '../../api/client';

/** How often a running search's new results are read. */
export const SEARCH_POLL_MS = 500;

export interface SearchCalls {
  start: (keyword: string) => Promise<CallResult<{ id: string }>>;
  results: (
    id: string,
    from: number,
  ) => Promise<CallResult<{ items: FileItem[]; done: boolean; scanned: number; next: number }>>;
  cancel: (id: string) => Promise<unknown>;
}

export interface SearchState {
  keyword: string;
  items: readonly FileItem[];
  scanned: number;
  running: boolean;
  error: string | null;
}

export const IDLE_SEARCH: SearchState = { keyword: '', items: [], scanned: 0, running: false, error: null };

/**
 * One search on the daemon: results are read every 500 ms from where the last read ended, until
 * the daemon says it is done; `stop` cancels it there (a new keyword, leaving the page).
 */
export class SearchSession {
  private id: string | null = null;
  private stopped = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private state: SearchState;

  constructor(
    private readonly calls: SearchCalls,
    keyword: string,
    private readonly onChange: (state: SearchState) => void,
    private readonly pollMs = SEARCH_POLL_MS,
  ) {
    this.state = { ...IDLE_SEARCH, keyword, running: true };
  }

  async start(): Promise<void> {
    this.onChange(this.state);
    const started = await this.calls.start(this.state.keyword);
    if (this.stopped) {
      if (started.success) void this.calls.cancel(started.data.id);
      return;
    }
    if (!started.success) return this.finish(started.message);
    this.id = started.data.id;
    await this.poll(0);
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.id && this.state.running) void this.calls.cancel(this.id);
  }

  private async poll(from: number): Promise<void> {
    if (this.stopped || this.id === null) return;
    const read = await this.calls.results(this.id, from);
    if (this.stopped) return;
    if (!read.success) return this.finish(read.message);
    this.state = {
      ...this.state,
      items: read.data.items.length > 0 ? [...this.state.items, ...read.data.items] : this.state.items,
      scanned: read.data.scanned,
    };
    if (read.data.done) return this.finish(null);
    this.onChange(this.state);
    this.timer = setTimeout(() => void this.poll(read.data.next), this.pollMs);
  }

  private finish(error: string | null): void {
    this.state = { ...this.state, running: false, error };
    this.onChange(this.state);
  }
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileItem } from '@coffer/contract';
import { SearchSession, type SearchCalls, type SearchState } from './search-session';

const found = (name: string) => ({ name, path: `/home/${name}` }) as FileItem;
const ok = <T>(data: T) => Promise.resolve({ success: true as const, code: 200 as const, message: '', data });

describe('a search session', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function calls(answers: { items: FileItem[]; done: boolean; scanned: number; next: number }[]) {
    const reads: number[] = [];
    const cancel = vi.fn(() => Promise.resolve());
    const search: SearchCalls = {
      start: () => ok({ id: 's1' }),
      results: (_id, from) => {
        reads.push(from);
        return ok(answers.shift() ?? { items: [], done: true, scanned: 0, next: from });
      },
      cancel,
    };
    return { search, reads, cancel };
  }

  it('reads results every 500 ms from where the last read ended, until done', async () => {
    const { search, reads } = calls([
      { items: [found('a')], done: false, scanned: 10, next: 1 },
      { items: [found('b'), found('c')], done: false, scanned: 50, next: 3 },
      { items: [], done: true, scanned: 80, next: 3 },
    ]);
    const states: SearchState[] = [];
    const session = new SearchSession(search, 'x', (state) => states.push(state));
    await session.start();
    expect(states.at(-1)?.items.map((item) => item.name)).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(500);
    expect(states.at(-1)?.items).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(500);
    expect(reads).toEqual([0, 1, 3]);
    expect(states.at(-1)).toMatchObject({ running: false, scanned: 80, error: null });
  });

  it('cancels on the daemon when stopped, and reads no more', async () => {
    const { search, reads, cancel } = calls([{ items: [found('a')], done: false, scanned: 10, next: 1 }]);
    const session = new SearchSession(search, 'x', () => undefined);
    await session.start();
    session.stop();
    await vi.advanceTimersByTimeAsync(2000);
    expect(cancel).toHaveBeenCalledWith('s1');
    expect(reads).toEqual([0]);
  });
});

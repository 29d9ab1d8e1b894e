import { create } from 'zustand';
import { loadKv } from './kv-client';
import type { KvEntry } from './kv-entry';

export interface KvCacheItem {
  status: 'loading' | 'loaded' | 'failed';
  /** null while loading, when nothing is stored, or when the load failed. */
  value: unknown;
}

/**
 * The kv entries read so far, by user and key, so another user's sign-in never sees them. A plain
 * store rather than a query: the desktop reads its wallpaper before TanStack Query has loaded.
 */
const useKvCache = create<{ items: Record<string, KvCacheItem> }>(() => ({ items: {} }));

/** Counts the clears, so a load that was under way when the cache was cleared is dropped. */
let generation = 0;

export function kvCacheId(userid: number, key: string): string {
  return `${userid}:${key}`;
}

function setItem(id: string, item: KvCacheItem | undefined): void {
  useKvCache.setState((state) => {
    const items = { ...state.items };
    if (item) items[id] = item;
    else delete items[id];
    return { items };
  });
}

export function useKvCacheItem(id: string | null): KvCacheItem | undefined {
  return useKvCache((state) => (id === null ? undefined : state.items[id]));
}

/** Loads an entry once; every reader of it shares the answer. A failed load is silent. */
export function ensureKvLoaded<T>(id: string, entry: KvEntry<T>): void {
  if (useKvCache.getState().items[id]) return;
  setItem(id, { status: 'loading', value: null });
  const asked = generation;
  void loadKv(entry, { toast: false }).then((result) => {
    // An answer to a question asked before the cache was cleared belongs to nobody now.
    if (asked !== generation) return;
    setItem(
      id,
      result.success ? { status: 'loaded', value: result.data } : { status: 'failed', value: null },
    );
  });
}

export function storeKvValue(id: string, value: unknown): void {
  setItem(id, { status: 'loaded', value });
}

/** Forgets the loads that failed (as while the screen was locked), so their readers load again. */
export function forgetFailedKvLoads(): void {
  for (const [id, item] of Object.entries(useKvCache.getState().items)) {
    if (item.status === 'failed') setItem(id, undefined);
  }
}

export function clearKvCache(): void {
  generation += 1;
  useKvCache.setState({ items: {} });
}

import { FILE_SORT_FIELDS, KV_VALUE_MAX, type FileSortField, type SortOrder } from '@coffer/contract';
import { kvEntry } from '../../shell/kv/kv-entry';

/** FILE-13: how one folder was last sorted. */
export interface SortEntry {
  /** The folder's virtual path. */
  key: string;
  sortBy: FileSortField;
  order: SortOrder;
}

export const SORT_CACHE_SIZE = 100;
export const DEFAULT_SORT: Omit<SortEntry, 'key'> = { sortBy: 'name', order: 'asc' };

function isSortEntry(raw: unknown): raw is SortEntry {
  if (typeof raw !== 'object' || raw === null) return false;
  const entry = raw as Record<string, unknown>;
  return (
    typeof entry.key === 'string' &&
    (FILE_SORT_FIELDS as readonly unknown[]).includes(entry.sortBy) &&
    (entry.order === 'asc' || entry.order === 'desc')
  );
}

/** Kept in the user's kv store, most recently sorted folder first; bad entries are dropped. */
export const sortCacheEntry = kvEntry<SortEntry[]>('fileManage.sortCache', (raw) =>
  Array.isArray(raw) ? raw.filter(isSortEntry).slice(0, SORT_CACHE_SIZE) : null,
);

export function sortOf(cache: readonly SortEntry[] | null, key: string): Omit<SortEntry, 'key'> {
  const found = cache?.find((entry) => entry.key === key);
  return found ? { sortBy: found.sortBy, order: found.order } : DEFAULT_SORT;
}

/**
 * The cache after a folder was sorted: that folder moves to the front, the oldest beyond 100 go,
 * and so do the oldest while the stored text would not fit in one kv value (long paths).
 */
export function rememberSort(cache: readonly SortEntry[] | null, entry: SortEntry): SortEntry[] {
  const next = [entry, ...(cache ?? []).filter((old) => old.key !== entry.key)].slice(0, SORT_CACHE_SIZE);
  while (next.length > 1 && JSON.stringify(next).length > KV_VALUE_MAX) next.pop();
  return next;
}

import { describe, expect, it } from 'vitest';
import { KV_VALUE_MAX } from '@coffer/contract';
import {
  DEFAULT_SORT,
  rememberSort,
  SORT_CACHE_SIZE,
  sortCacheEntry,
  sortOf,
  type SortEntry,
} from './sort-cache';

const entry = (
  key: string,
  sortBy: SortEntry['sortBy'] = 'size',
  order: SortEntry['order'] = 'desc',
): SortEntry => ({
  key,
  sortBy,
  order,
});

describe('the sort cache (FILE-13)', () => {
  it('answers the folder’s own sort, or by name ascending for a folder never sorted', () => {
    const cache = [entry('/home/a', 'mtime', 'desc')];
    expect(sortOf(cache, '/home/a')).toEqual({ sortBy: 'mtime', order: 'desc' });
    expect(sortOf(cache, '/home/b')).toEqual(DEFAULT_SORT);
    expect(sortOf(null, '/home/a')).toEqual(DEFAULT_SORT);
  });

  it('keeps the 100 most recently sorted folders, newest first', () => {
    let cache: SortEntry[] | null = null;
    for (let at = 0; at < 130; at += 1) cache = rememberSort(cache, entry(`/home/f${String(at)}`));
    expect(cache).toHaveLength(SORT_CACHE_SIZE);
    expect(cache?.[0]?.key).toBe('/home/f129');
    expect(cache?.at(-1)?.key).toBe('/home/f30');
    expect(sortOf(cache, '/home/f29')).toEqual(DEFAULT_SORT);
  });

  it('moves a folder sorted again to the front instead of keeping it twice', () => {
    let cache = rememberSort(null, entry('/home/a'));
    cache = rememberSort(cache, entry('/home/b'));
    cache = rememberSort(cache, entry('/home/a', 'name', 'asc'));
    expect(cache.map((item) => item.key)).toEqual(['/home/a', '/home/b']);
    expect(sortOf(cache, '/home/a')).toEqual({ sortBy: 'name', order: 'asc' });
  });

  it('drops the oldest while the stored text would not fit one kv value', () => {
    let cache: SortEntry[] | null = null;
    for (let at = 0; at < 100; at += 1)
      cache = rememberSort(cache, entry(`/home/${'x'.repeat(1000)}${String(at)}`));
    expect(JSON.stringify(cache).length).toBeLessThanOrEqual(KV_VALUE_MAX);
    expect(cache?.[0]?.key.endsWith('99')).toBe(true);
  });

  it('reads a stored value leniently: bad entries are dropped, anything else is no cache', () => {
    expect(
      sortCacheEntry.parse([entry('/home/a'), { key: 1 }, { key: '/b', sortBy: 'colour', order: 'asc' }]),
    ).toEqual([entry('/home/a')]);
    expect(sortCacheEntry.parse('nonsense')).toBeNull();
  });
});

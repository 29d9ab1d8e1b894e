import { describe, expect, it } from 'vitest';
import { compareEntries, compareNatural, firstInOrder, type NameEntry } from './name-order.js';
import { FolderEntries, SortedNamesCache } from './sorted-names-cache.js';

describe('compareNatural', () => {
  it('orders digit runs by value and letters without case', () => {
    const names = [
      'file10.txt',
      'File1.JPG',
      'file2.txt',
      'a',
      'B',
      'file02.txt',
      'file1.txt',
      'é',
      'Z9',
      'z10',
    ];
    expect([...names].sort(compareNatural)).toEqual([
      'a',
      'B',
      'File1.JPG',
      'file1.txt',
      'file02.txt',
      'file2.txt',
      'file10.txt',
      'Z9',
      'z10',
      'é',
    ]);
  });

  it('is a total order: equal only for the same name', () => {
    expect(compareNatural('a1', 'a01')).not.toBe(0);
    expect(Math.sign(compareNatural('a1', 'a01'))).toBe(-Math.sign(compareNatural('a01', 'a1')));
    expect(compareNatural('Readme', 'readme')).not.toBe(0);
    expect(compareNatural('same', 'same')).toBe(0);
    expect(compareNatural('x99999999999999999999999', 'x100000000000000000000000')).toBeLessThan(0);
  });
});

describe('firstInOrder', () => {
  it('picks the same first rows as a full sort, folders first', () => {
    const entries: NameEntry[] = Array.from({ length: 5000 }, (_, i) => ({
      name: `n-${(i * 7919) % 5000}`,
      isDir: i % 97 === 0,
    }));
    const sorted = [...entries].sort(compareEntries);
    expect(firstInOrder(entries, 250, compareEntries)).toEqual(sorted.slice(0, 250));
    expect(firstInOrder(entries, 6000, compareEntries)).toEqual(sorted);
    expect(firstInOrder(entries, 0, compareEntries)).toEqual([]);
  });
});

describe('SortedNamesCache', () => {
  it('answers a folder only while its stamp is the same, and keeps the most recent ones', () => {
    const cache = new SortedNamesCache(2);
    const folder = new FolderEntries([
      { name: 'b', isDir: false },
      { name: 'a', isDir: false },
    ]);
    cache.set('/x', 's1', folder);
    expect(
      cache
        .get('/x', 's1')
        ?.byName()
        .map((entry) => entry.name),
    ).toEqual(['a', 'b']);
    expect(cache.get('/x', 's2')).toBeUndefined();
    expect(cache.get('/x', 's1')).toBeUndefined();
    cache.set('/a', 's', folder);
    cache.set('/b', 's', folder);
    cache.get('/a', 's');
    cache.set('/c', 's', folder);
    expect(cache.size).toBe(2);
    expect(cache.get('/b', 's')).toBeUndefined();
    expect(cache.get('/a', 's')).toBe(folder);
  });
});

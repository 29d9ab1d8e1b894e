import { describe, expect, it, vi } from 'vitest';
import type { FileItem, FileListAnswer } from '@coffer/contract';
import type { CallResult } from '../../api/client';
import { FolderPages } from './folder-pages';

const TOTAL = 100_000;

function item(index: number): FileItem {
  return {
    name: `f${String(index)}`,
    path: `/home/f${String(index)}`,
    is_dir: false,
    is_sys: false,
    nshare: false,
    ftype: 0,
    size: index,
    mtime: 0,
    fnum: 0,
    dirnum: 0,
    width: 0,
    height: 0,
    ori: 0,
  };
}

function fetcher() {
  return vi.fn((offset: number, limit: number): Promise<CallResult<FileListAnswer>> =>
    Promise.resolve({
      success: true,
      code: 200,
      message: '',
      data: {
        path: '/home',
        total: TOTAL,
        permission: 1,
        root: 'home',
        items: Array.from({ length: Math.min(limit, TOTAL - offset) }, (_, at) => item(offset + at)),
      },
    }),
  );
}

describe('a folder read a page at a time', () => {
  it('fetches only the pages in view and knows the total from the first', async () => {
    const fetch = fetcher();
    const pages = new FolderPages(fetch, 1000);
    await pages.ensure(0, 30);
    expect(pages.total).toBe(TOTAL);
    expect(fetch).toHaveBeenCalledTimes(1);
    await pages.ensure(54_990, 55_010);
    expect(fetch.mock.calls.map(([offset]) => offset)).toEqual([0, 54_000, 55_000]);
    expect(pages.item(55_005)?.name).toBe('f55005');
    expect(pages.item(20_000)).toBeUndefined();
  });

  it('asks for a page once while it is on its way', async () => {
    const fetch = fetcher();
    const pages = new FolderPages(fetch, 1000);
    await Promise.all([pages.ensure(0, 10), pages.ensure(5, 20), pages.ensure(0, 999)]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fetches the pages a selection needs (Ctrl+A then an operation)', async () => {
    const fetch = fetcher();
    const pages = new FolderPages(fetch, 1000);
    await pages.ensure(0, 0);
    const items = await pages.items([0, 2500, 99_999]);
    expect(items.map((entry) => entry.name)).toEqual(['f0', 'f2500', 'f99999']);
  });

  it('keeps showing the rows it refreshes until fresh ones come', async () => {
    const first = new FolderPages(fetcher(), 1000);
    await first.ensure(0, 0);
    const refreshed = new FolderPages(fetcher(), 1000, first);
    expect(refreshed.total).toBe(TOTAL);
    expect(refreshed.item(3)?.name).toBe('f3');
  });

  it('reports a failed first page and notifies its readers', async () => {
    const pages = new FolderPages(
      () => Promise.resolve({ success: false, code: 'C116003', message: 'gone', data: null }),
      1000,
    );
    const listener = vi.fn();
    pages.subscribe(listener);
    await pages.ensure(0, 0);
    expect(pages.error?.code).toBe('C116003');
    expect(pages.loaded).toBe(false);
    expect(listener).toHaveBeenCalled();
  });
});

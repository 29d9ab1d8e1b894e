import { useEffect, type RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

/** Rows fetched a page at a time as they come into view (the file list, the grid, the recycle bin). */
export interface PagedRows {
  ensure(start: number, end: number): Promise<void>;
}

export interface PagedRowsOptions {
  scroller: RefObject<HTMLDivElement | null>;
  /** How many entries there are in all. */
  total: number;
  pages: PagedRows;
  rowHeight: number;
  overscan: number;
  /** Entries shown side by side in one virtual row (the grid's columns); 1 for a list. */
  perRow?: number;
}

/**
 * Virtualises entries into rows of `perRow` and asks `pages` for the entries of the rows in view,
 * so a folder of 100 000 entries draws and fetches only what is on screen.
 */
export function usePagedRows({ scroller, total, pages, rowHeight, overscan, perRow = 1 }: PagedRowsOptions) {
  // The virtualizer's functions are read fresh on each render; nothing here memoises them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtual = useVirtualizer({
    count: Math.ceil(total / perRow),
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan,
  });
  const rows = virtual.getVirtualItems();
  const first = (rows[0]?.index ?? 0) * perRow;
  const last = Math.min(((rows[rows.length - 1]?.index ?? 0) + 1) * perRow - 1, Math.max(0, total - 1));
  useEffect(() => {
    void pages.ensure(first, last);
  }, [pages, first, last]);
  return { virtual, rows };
}

import { describe, expect, it } from 'vitest';
import { edgeScrollStep, entriesInRect, rectOf, type EntryLayout } from './marquee-geometry';

const list = (total: number): EntryLayout => ({
  total,
  rowHeight: 36,
  columns: 1,
  columnPitch: Number.MAX_SAFE_INTEGER,
  cellWidth: Number.MAX_SAFE_INTEGER,
  cellHeight: 36,
});

const grid = (total: number, columns: number): EntryLayout => ({
  total,
  rowHeight: 132,
  columns,
  columnPitch: 124,
  cellWidth: 116,
  cellHeight: 124,
});

describe('rows a rubber band touches in a virtualised list', () => {
  it('takes every row the rectangle crosses, whichever way it was drawn', () => {
    expect(entriesInRect(rectOf({ x: 10, y: 40 }, { x: 300, y: 120 }), list(100))).toEqual([1, 2, 3]);
    expect(entriesInRect(rectOf({ x: 300, y: 120 }, { x: 10, y: 40 }), list(100))).toEqual([1, 2, 3]);
  });

  it('counts rows far down the list that are not drawn, by their position alone', () => {
    const top = 50_000 * 36 + 5;
    expect(entriesInRect(rectOf({ x: 0, y: top }, { x: 5, y: top + 40 }), list(100_000))).toEqual([
      50_000, 50_001,
    ]);
  });

  it('stops at the last row: the empty space below it selects nothing more', () => {
    expect(entriesInRect(rectOf({ x: 0, y: 100 }, { x: 50, y: 900 }), list(4))).toEqual([2, 3]);
    expect(entriesInRect(rectOf({ x: 0, y: 200 }, { x: 50, y: 900 }), list(4))).toEqual([]);
    expect(entriesInRect(rectOf({ x: 0, y: 0 }, { x: 50, y: 900 }), list(0))).toEqual([]);
  });
});

describe('tiles a rubber band touches in the grid', () => {
  it('takes the tiles under the rectangle, not those beside it', () => {
    // Columns 1..2 of rows 0..1 in a grid of 5 columns.
    expect(entriesInRect(rectOf({ x: 130, y: 20 }, { x: 250, y: 140 }), grid(20, 5))).toEqual([1, 2, 6, 7]);
  });

  it('touches nothing in the gaps between tiles', () => {
    // x 117..123 is the gap after the first column; y 125..131 the gap under the first row.
    expect(entriesInRect(rectOf({ x: 118, y: 10 }, { x: 122, y: 60 }), grid(20, 5))).toEqual([]);
    expect(entriesInRect(rectOf({ x: 10, y: 126 }, { x: 60, y: 130 }), grid(20, 5))).toEqual([]);
  });

  it('ignores the cells of a last row that has fewer tiles', () => {
    expect(entriesInRect(rectOf({ x: 0, y: 140 }, { x: 600, y: 200 }), grid(7, 5))).toEqual([5, 6]);
  });
});

describe('scrolling while the band is held at an edge', () => {
  it('scrolls up near the top, down near or past the bottom, not in between', () => {
    expect(edgeScrollStep(110, 100, 500)).toBeLessThan(0);
    expect(edgeScrollStep(495, 100, 500)).toBeGreaterThan(0);
    expect(edgeScrollStep(300, 100, 500)).toBe(0);
    // Far past the edge it scrolls at most the cap.
    expect(edgeScrollStep(2000, 100, 500)).toBe(24);
  });
});

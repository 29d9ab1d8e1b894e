/**
 * The geometry of rubber-band selection over a virtualised list or grid. Everything is in the
 * coordinates of the virtual content (the element as tall as all rows), so a rectangle keeps its
 * meaning while the list scrolls under it and rows that are not drawn still count.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** How entries are laid out: `columns` cells of `cellWidth` per row (a list: one, full width). */
export interface EntryLayout {
  total: number;
  rowHeight: number;
  columns: number;
  /** The distance from one cell's left edge to the next one's. */
  columnPitch: number;
  /** The drawn width and height of a cell (a grid tile is narrower and shorter than its pitch). */
  cellWidth: number;
  cellHeight: number;
}

/** The rectangle spanned by two corners, whichever way the pointer went. */
export function rectOf(from: Point, to: Point): Rect {
  return {
    left: Math.min(from.x, to.x),
    top: Math.min(from.y, to.y),
    right: Math.max(from.x, to.x),
    bottom: Math.max(from.y, to.y),
  };
}

/** The entries whose cells the rectangle touches, in order. */
export function entriesInRect(rect: Rect, layout: EntryLayout): number[] {
  const { total, rowHeight, columns, columnPitch, cellWidth, cellHeight } = layout;
  if (total <= 0 || rect.bottom < 0 || rect.right < 0) return [];
  const rows = Math.ceil(total / columns);
  const firstRow = Math.max(0, Math.floor(rect.top / rowHeight));
  const lastRow = Math.min(rows - 1, Math.floor(rect.bottom / rowHeight));
  const firstColumn = Math.max(0, Math.floor(rect.left / columnPitch));
  const lastColumn = Math.min(columns - 1, Math.floor(rect.right / columnPitch));
  const hit: number[] = [];
  for (let row = firstRow; row <= lastRow; row += 1) {
    // The gap under a tile belongs to no entry.
    if (rect.top > row * rowHeight + cellHeight || rect.bottom < row * rowHeight) continue;
    for (let column = firstColumn; column <= lastColumn; column += 1) {
      const index = row * columns + column;
      if (index >= total) break;
      const left = column * columnPitch;
      if (rect.left > left + cellWidth || rect.right < left) continue;
      hit.push(index);
    }
  }
  return hit;
}

/** How far to scroll per step when the pointer is within `edge` px of the scroller's top or bottom (or past it). */
export function edgeScrollStep(
  pointerY: number,
  viewTop: number,
  viewBottom: number,
  edge = 32,
  max = 24,
): number {
  if (pointerY < viewTop + edge) return -Math.min(max, Math.ceil((viewTop + edge - pointerY) / 2));
  if (pointerY > viewBottom - edge) return Math.min(max, Math.ceil((pointerY - (viewBottom - edge)) / 2));
  return 0;
}

import type { WindowRect } from './window-actions';

/** The edges a resize handle moves: 'e', 'sw', 'n', … */
export type ResizeEdge = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw';

export const RESIZE_EDGES: readonly ResizeEdge[] = ['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw'];

/**
 * The rectangle after dragging `edge` by (dx, dy) from `start`: the opposite edges stay put, the size
 * never goes below the minimum and the window never past the desktop's top or left (WIN-11).
 */
export function resizeRect(
  start: WindowRect,
  edge: ResizeEdge,
  dx: number,
  dy: number,
  min: { minWidth: number; minHeight: number },
): WindowRect {
  let { left, top, width, height } = start;
  if (edge.includes('e')) width = Math.max(min.minWidth, start.width + dx);
  if (edge.includes('s')) height = Math.max(min.minHeight, start.height + dy);
  if (edge.includes('w')) {
    const right = start.left + start.width;
    width = Math.max(min.minWidth, Math.min(start.width - dx, right));
    left = right - width;
  }
  if (edge.includes('n')) {
    const bottom = start.top + start.height;
    height = Math.max(min.minHeight, Math.min(start.height - dy, bottom));
    top = bottom - height;
  }
  return { left, top, width, height };
}

export type ArrowKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

export interface IconBox {
  x: number;
  y: number;
}

export function isArrowKey(key: string): key is ArrowKey {
  return key === 'ArrowUp' || key === 'ArrowDown' || key === 'ArrowLeft' || key === 'ArrowRight';
}

/**
 * The icon an arrow key moves to: the nearest one in that direction, preferring icons in the same
 * row or column (the grid fills columns first, and wraps with the screen's height). Null at an edge.
 */
export function nextIconIndex(boxes: readonly IconBox[], from: number, key: ArrowKey): number | null {
  const origin = boxes[from];
  if (!origin) return null;
  const horizontal = key === 'ArrowLeft' || key === 'ArrowRight';
  const sign = key === 'ArrowRight' || key === 'ArrowDown' ? 1 : -1;
  let best: { index: number; score: number } | null = null;
  boxes.forEach((box, index) => {
    const along = (horizontal ? box.x - origin.x : box.y - origin.y) * sign;
    const across = Math.abs(horizontal ? box.y - origin.y : box.x - origin.x);
    if (index === from || along <= 0) return;
    // Straying from the row or column costs more than going further along it.
    const score = along + across * 4;
    if (!best || score < best.score) best = { index, score };
  });
  return best === null ? null : (best as { index: number }).index;
}

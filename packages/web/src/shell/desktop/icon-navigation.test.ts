import { describe, expect, it } from 'vitest';
import { nextIconIndex, type ArrowKey } from './icon-navigation';

/** Two columns of three icons, filled column by column as the desktop does: 0 1 2 | 3 4 5. */
const grid = [
  { x: 0, y: 0 },
  { x: 0, y: 100 },
  { x: 0, y: 200 },
  { x: 100, y: 0 },
  { x: 100, y: 100 },
  { x: 100, y: 200 },
];

describe('moving between desktop icons with the arrow keys', () => {
  it.each<[number, ArrowKey, number | null]>([
    [0, 'ArrowDown', 1],
    [1, 'ArrowDown', 2],
    [2, 'ArrowDown', null],
    [2, 'ArrowUp', 1],
    [0, 'ArrowUp', null],
    [1, 'ArrowRight', 4],
    [4, 'ArrowLeft', 1],
    [3, 'ArrowRight', null],
    [0, 'ArrowLeft', null],
  ])('from %i, %s goes to %s', (from, key, to) => {
    expect(nextIconIndex(grid, from, key)).toBe(to);
  });

  it('reaches a shorter last column from the bottom row', () => {
    const uneven = [...grid.slice(0, 3), { x: 100, y: 0 }];
    expect(nextIconIndex(uneven, 2, 'ArrowRight')).toBe(3);
  });
});

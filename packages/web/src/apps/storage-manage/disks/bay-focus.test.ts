import { describe, expect, it } from 'vitest';
import { nextBayIndex } from './bay-focus';

describe('nextBayIndex', () => {
  it.each([
    [3, 'ArrowRight', 10, 4],
    [3, 'ArrowDown', 10, 4],
    [3, 'ArrowLeft', 10, 2],
    [3, 'ArrowUp', 10, 2],
    [0, 'ArrowLeft', 10, 0],
    [9, 'ArrowRight', 10, 9],
    [5, 'Home', 10, 0],
    [5, 'End', 10, 9],
    [5, 'Enter', 10, null],
    [5, 'a', 10, null],
    [0, 'ArrowRight', 0, null],
  ])('from bay %i, %s among %i goes to %s', (index, key, count, next) => {
    expect(nextBayIndex(index, key, count)).toBe(next);
  });
});

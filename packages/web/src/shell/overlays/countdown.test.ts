import { describe, expect, it } from 'vitest';
import { secondsLeft } from './countdown';

describe('secondsLeft', () => {
  it.each([
    [0, 10],
    [1, 10],
    [999, 10],
    [1_000, 9],
    [9_001, 1],
    [10_000, 0],
    [25_000, 0],
  ])('%i ms after the start leaves %i s', (elapsed, left) => {
    expect(secondsLeft(1_000, 1_000 + elapsed)).toBe(left);
  });
});

import { describe, expect, it } from 'vitest';
import { remainingParts } from './remaining-time';

describe('remainingParts', () => {
  it.each([
    [0, null],
    [-5, null],
    [Number.NaN, null],
    [30, { days: 0, hours: 0, minutes: 1 }],
    [60, { days: 0, hours: 0, minutes: 1 }],
    [61, { days: 0, hours: 0, minutes: 2 }],
    [3600, { days: 0, hours: 1, minutes: 0 }],
    [5400, { days: 0, hours: 1, minutes: 30 }],
    [86_400, { days: 1, hours: 0, minutes: 0 }],
    [2 * 86_400 + 3 * 3600 + 4 * 60, { days: 2, hours: 3, minutes: 4 }],
  ])('%d s reads as %o', (seconds, parts) => {
    expect(remainingParts(seconds)).toEqual(parts);
  });
});

import { describe, expect, it } from 'vitest';
import { DAY, SECOND } from '../constants.js';
import { remainingDays } from './remote-help-types.js';

const NOW = 1_800_000_000 * SECOND;
const at = (ms: number) => (NOW + ms) / SECOND;

describe('the remaining days of an open assistance (RHELP-01)', () => {
  it.each([
    ['a full week ahead', at(7 * DAY), 7],
    ['six days and one second', at(6 * DAY + SECOND), 7],
    ['exactly six days', at(6 * DAY), 6],
    ['one day and a minute', at(DAY + 60 * SECOND), 2],
    ['one second', at(SECOND), 1],
    ['the moment it ends', at(0), 0],
    ['a day ago', at(-DAY), 0],
  ])('counts %s as %i', (_label, expireAt, days) => {
    expect(remainingDays(expireAt, NOW)).toBe(days);
  });
});

import { describe, expect, it } from 'vitest';
import { uptimeParts } from './uptime-text';

describe('uptimeParts', () => {
  it.each([
    [0, { days: 0, hours: 0, minutes: 0 }],
    [59, { days: 0, hours: 0, minutes: 0 }],
    [61, { days: 0, hours: 0, minutes: 1 }],
    [3 * 86_400 + 4 * 3600 + 5 * 60 + 9, { days: 3, hours: 4, minutes: 5 }],
    [-5, { days: 0, hours: 0, minutes: 0 }],
  ])('%i s', (seconds, parts) => {
    expect(uptimeParts(seconds)).toEqual(parts);
  });
});

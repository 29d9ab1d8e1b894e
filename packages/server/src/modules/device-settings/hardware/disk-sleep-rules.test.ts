import { Code } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { hdparmStandbyValue, powerStateOf } from './disk-sleep-rules.js';

describe('hdparmStandbyValue', () => {
  it.each([
    [0, 0],
    [10, 120],
    [20, 240],
    [30, 241],
    [60, 242],
    [120, 244],
    [330, 251],
  ])('%i minutes → -S %i', (minutes, value) => {
    expect(hdparmStandbyValue(minutes)).toBe(value);
  });

  it.each([5, 45, 331, -10])('refuses %i minutes', (minutes) => {
    expect(() => hdparmStandbyValue(minutes)).toThrow(
      expect.objectContaining({ code: Code.diskSleepMinutes }),
    );
  });
});

describe('powerStateOf', () => {
  it.each([
    ['\n/dev/sda:\n drive state is:  active/idle\n', 'active'],
    ['\n/dev/sda:\n drive state is:  standby\n', 'standby'],
    ['\n/dev/sdb:\n drive state is:  unknown\n', 'unknown'],
    ['', 'unknown'],
  ])('%j → %s', (output, state) => {
    expect(powerStateOf(output)).toBe(state);
  });
});

import { describe, expect, it } from 'vitest';
import { remainingSeconds, withSample, type MovedSample } from './migration-progress';

const MiB = 2 ** 20;

describe('the time a migration has left', () => {
  it.each<[string, MovedSample[], number, number | null]>([
    ['no samples', [], 100 * MiB, null],
    ['one sample', [{ at: 0, moved: 0 }], 100 * MiB, null],
    [
      'nothing moved yet',
      [
        { at: 0, moved: 5 },
        { at: 5000, moved: 5 },
      ],
      100 * MiB,
      null,
    ],
    [
      '10 MiB a second with 100 MiB left',
      [
        { at: 0, moved: 0 },
        { at: 2000, moved: 20 * MiB },
      ],
      100 * MiB,
      10,
    ],
    [
      'the speed over the whole window, not the last step',
      [
        { at: 0, moved: 0 },
        { at: 9000, moved: 0 },
        { at: 10_000, moved: 10 * MiB },
      ],
      10 * MiB,
      10,
    ],
  ])('%s', (_, samples, left, seconds) => {
    expect(remainingSeconds(samples, left)).toBe(seconds);
  });

  it('keeps the samples of the last minute only', () => {
    const samples = [
      { at: 0, moved: 0 },
      { at: 30_000, moved: 10 },
    ];
    expect(withSample(samples, { at: 70_000, moved: 20 })).toEqual([
      { at: 30_000, moved: 10 },
      { at: 70_000, moved: 20 },
    ]);
  });

  it('starts again when the bytes moved go back (a new migration)', () => {
    expect(withSample([{ at: 0, moved: 50 }], { at: 1000, moved: 0 })).toEqual([{ at: 1000, moved: 0 }]);
  });
});

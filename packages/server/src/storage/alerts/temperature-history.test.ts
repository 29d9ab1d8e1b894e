import { describe, expect, it } from 'vitest';
import { averageTemperature, TemperatureHistory } from './temperature-history.js';

const MIN = 60_000;
const rule = { windowMs: 120 * MIN, minSamples: 3 };

describe('averageTemperature', () => {
  it.each([
    ['no samples', [], null],
    ['fewer samples than the minimum', [36, 70], null],
    ['the mean of the samples once there are enough', [36, 70, 80], 62],
    ['a steady temperature', [61, 61, 61, 61], 61],
  ])('%s', (_name, values, expected) => {
    const now = 1_000 * MIN;
    const samples = values.map((celsius, index) => ({
      at: now - (values.length - 1 - index) * 5 * MIN,
      celsius,
    }));
    expect(averageTemperature(samples, now, rule)).toBe(expected);
  });

  it('leaves out samples older than the window', () => {
    const now = 1_000 * MIN;
    const samples = [
      { at: now - 121 * MIN, celsius: 20 },
      { at: now - 10 * MIN, celsius: 64 },
      { at: now - 5 * MIN, celsius: 62 },
      { at: now, celsius: 60 },
    ];
    expect(averageTemperature(samples, now, rule)).toBe(62);
  });

  it('has no average when the old samples are all it has left', () => {
    const now = 1_000 * MIN;
    const samples = [50, 70, 90].map((celsius) => ({ at: now - 200 * MIN, celsius }));
    expect(averageTemperature(samples, now, rule)).toBeNull();
  });
});

describe('TemperatureHistory', () => {
  it('keeps at most the bound of samples per disk, the newest', () => {
    const history = new TemperatureHistory(rule, 4);
    for (let i = 0; i < 10; i += 1) history.record(new Map([['SN1', i < 6 ? 30 : 70]]), i * MIN);
    expect(history.sampleCount('SN1')).toBe(4);
    expect(history.average('SN1', 9 * MIN)).toBe(70);
  });

  it('forgets a disk that reads no temperature any more', () => {
    const history = new TemperatureHistory(rule, 25);
    for (let i = 0; i < 3; i += 1)
      history.record(
        new Map([
          ['SN1', 65],
          ['SN2', 40],
        ]),
        i * MIN,
      );
    history.record(new Map([['SN2', 40]]), 3 * MIN);
    expect(history.sampleCount('SN1')).toBe(0);
    expect(history.average('SN1', 3 * MIN)).toBeNull();
    expect(history.average('SN2', 3 * MIN)).toBe(40);
  });

  it('drops samples that left the window when recording', () => {
    const history = new TemperatureHistory(rule, 100);
    history.record(new Map([['SN1', 90]]), 0);
    history.record(new Map([['SN1', 40]]), 200 * MIN);
    expect(history.sampleCount('SN1')).toBe(1);
  });
});

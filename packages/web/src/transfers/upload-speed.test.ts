import { describe, expect, it } from 'vitest';
import { addSpeedSample, SPEED_SAMPLE_COUNT, speedOf, type SpeedSample } from './upload-speed';

function samplesEvery300ms(bytesPerSample: number[]): SpeedSample[] {
  let samples: SpeedSample[] = [];
  let loaded = 0;
  bytesPerSample.forEach((bytes, index) => {
    loaded += bytes;
    samples = addSpeedSample(samples, { at: index * 300, loaded });
  });
  return samples;
}

describe('upload speed', () => {
  it('is zero until there are two samples', () => {
    expect(speedOf([])).toBe(0);
    expect(speedOf([{ at: 0, loaded: 100 }])).toBe(0);
  });

  it('is bytes per second between the oldest and newest sample', () => {
    // 300 000 bytes every 300 ms = 1 000 000 B/s
    expect(speedOf(samplesEvery300ms([0, 300_000, 300_000, 300_000]))).toBe(1_000_000);
  });

  it('keeps only the last 30 samples, so an old burst stops counting', () => {
    const burst = [0, 30_000_000];
    const steady = Array.from({ length: SPEED_SAMPLE_COUNT }, () => 30_000);
    const samples = samplesEvery300ms([...burst, ...steady]);
    expect(samples).toHaveLength(SPEED_SAMPLE_COUNT);
    expect(speedOf(samples)).toBe(100_000);
  });

  it('never goes negative when a retried file starts again', () => {
    expect(
      speedOf([
        { at: 0, loaded: 5000 },
        { at: 300, loaded: 0 },
      ]),
    ).toBe(0);
  });
});

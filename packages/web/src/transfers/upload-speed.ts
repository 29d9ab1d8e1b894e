/** UPL-03: speed is sampled every 300 ms and computed over the last 30 samples at most. */
export const SPEED_SAMPLE_MS = 300;
export const SPEED_SAMPLE_COUNT = 30;

export interface SpeedSample {
  /** Milliseconds (any monotonic clock). */
  at: number;
  /** Bytes loaded so far. */
  loaded: number;
}

/** Adds a sample and keeps the last SPEED_SAMPLE_COUNT. */
export function addSpeedSample(samples: readonly SpeedSample[], sample: SpeedSample): SpeedSample[] {
  const next = [...samples, sample];
  return next.length > SPEED_SAMPLE_COUNT ? next.slice(next.length - SPEED_SAMPLE_COUNT) : next;
}

/** Bytes per second between the oldest and the newest sample; 0 with fewer than two. */
export function speedOf(samples: readonly SpeedSample[]): number {
  if (samples.length < 2) return 0;
  const first = samples[0]!;
  const last = samples[samples.length - 1]!;
  const seconds = (last.at - first.at) / 1000;
  if (seconds <= 0) return 0;
  // A retry that starts a file again can make loaded go back; a negative speed means nothing.
  return Math.max(0, Math.round((last.loaded - first.loaded) / seconds));
}

/** Bytes a migration had moved at a moment (ms). */
export interface MovedSample {
  at: number;
  moved: number;
}

/** How far back the speed of a migration is measured. */
export const SPEED_WINDOW_MS = 60_000;

/**
 * The samples to keep after a new one: those within the window, and none from before a step back
 * (a new migration, or a restart that counted again).
 */
export function withSample(
  samples: readonly MovedSample[],
  sample: MovedSample,
  windowMs = SPEED_WINDOW_MS,
): MovedSample[] {
  const last = samples.at(-1);
  const kept =
    last && sample.moved < last.moved ? [] : samples.filter((old) => sample.at - old.at <= windowMs);
  return [...kept, sample];
}

/**
 * Seconds until `left` bytes are moved at the speed of the samples (oldest to newest), or null while
 * it cannot be told: fewer than two samples, or nothing moved between them.
 */
export function remainingSeconds(samples: readonly MovedSample[], left: number): number | null {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last || last.at <= first.at || last.moved <= first.moved) return null;
  const perSecond = (last.moved - first.moved) / ((last.at - first.at) / 1000);
  return left / perSecond;
}

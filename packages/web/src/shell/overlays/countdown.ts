/** spec 2 §4.1, §5: the acknowledgement checkbox of ignore and dilate in B and F stays disabled 10 s. */
export const ACKNOWLEDGE_COUNTDOWN_MS = 10_000;

/** Whole seconds left of a countdown that began at `startedAt`; 0 once it ended. */
export function secondsLeft(
  startedAt: number,
  now: number,
  lengthMs: number = ACKNOWLEDGE_COUNTDOWN_MS,
): number {
  return Math.max(0, Math.ceil((startedAt + lengthMs - now) / 1000));
}

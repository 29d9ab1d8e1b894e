import type { PollStage } from '@coffer/contract';

/** POLL-01..04 (spec 2 §4.11, §9): the poll's pace and the quiet time after a reboot or shutdown. */
export const POLL_TIMING = {
  intervalMs: 1_000,
  completeIntervalMs: 6_000,
  ignoreAfterPowerMs: 60_000,
} as const;

export interface PollClock {
  now: number;
  /** When the last poll was sent (epoch ms); null before the first. */
  lastSentAt: number | null;
  /** The stage of the last answer kept; null before the first. */
  stage: PollStage | null;
  hidden: boolean;
  /** A poll is still waiting for its answer. */
  inFlight: boolean;
  /** The last poll failed: the device may be restarting, so look again every second. */
  lastFailed: boolean;
  /** An upgrade runs: its progress is followed every second (UPG-04), whatever the stage. */
  upgrading?: boolean;
}

/** Whether a poll is due on this tick of the 1 s timer. */
export function pollDue(clock: PollClock): boolean {
  if (clock.hidden || clock.inFlight) return false;
  if (clock.lastSentAt === null) return true;
  const interval =
    clock.stage === 'complete' && !clock.lastFailed && !clock.upgrading
      ? POLL_TIMING.completeIntervalMs
      : POLL_TIMING.intervalMs;
  // Timers fire a little early or late; a tick that is nearly due counts as due.
  return clock.now - clock.lastSentAt >= interval - 100;
}

/** Answers are ignored for 60 s after this page saw a reboot or shutdown begin (`since`). */
export function ignoresAnswers(since: number | null, now: number): boolean {
  return since !== null && now - since < POLL_TIMING.ignoreAfterPowerMs;
}

import { TIMERS } from '@coffer/contract';

/** When the daemon last answered and when a call last failed to reach it (REQ-13, REQ-14). */
export interface ConnectionTimes {
  lastSuccessAt: number;
  lastErrorAt: number | null;
}

export function startTimes(now: number): ConnectionTimes {
  // The page was just served by the daemon: that counts as the first success.
  return { lastSuccessAt: now, lastErrorAt: null };
}

export function withSuccess(times: ConnectionTimes, now: number): ConnectionTimes {
  return { ...times, lastSuccessAt: now };
}

export function withError(times: ConnectionTimes, now: number): ConnectionTimes {
  return { ...times, lastErrorAt: now };
}

/** POLL-06: timed out when the last error came more than 25 s after the last success. */
export function isConnectionTimedOut(
  times: ConnectionTimes,
  thresholdMs: number = TIMERS.connectionTimeoutThreshold,
): boolean {
  return times.lastErrorAt !== null && times.lastErrorAt - times.lastSuccessAt > thresholdMs;
}

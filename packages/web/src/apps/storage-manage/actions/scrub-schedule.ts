import type { ScrubStatusInfo } from '@coffer/contract';

export type ScrubInterval = 'off' | 'daily' | 'weekly' | 'monthly';

/** The schedule form: off, daily, weekly with a weekday (0 Sunday), monthly with a day 1–28, an hour. */
export interface ScheduleForm {
  interval: ScrubInterval;
  weekday: number;
  day: number;
  hour: number;
}

export function scheduleFormOf(timer: ScrubStatusInfo['timer']): ScheduleForm {
  return {
    interval: timer.enabled ? timer.interval : 'off',
    weekday: timer.weekday,
    day: timer.day,
    hour: timer.hour,
  };
}

/** `/zspool/scrub/timer`'s payload for a form: only the fields its interval uses. */
export function timerPayload(pid: string, form: ScheduleForm) {
  if (form.interval === 'off') return { pid, enabled: 0 as const };
  return {
    pid,
    enabled: 1 as const,
    interval: form.interval,
    hour: form.hour,
    ...(form.interval === 'weekly' ? { weekday: form.weekday } : {}),
    ...(form.interval === 'monthly' ? { day: Math.min(28, Math.max(1, form.day)) } : {}),
  };
}

/** A scrub's outcome in one word for the result line: repaired everything, lost data, or clean. */
export function scrubOutcome(
  status: Pick<ScrubStatusInfo, 'state' | 'errors'>,
): 'none' | 'clean' | 'repaired' | 'uncorrectable' {
  if (status.state === 'never') return 'none';
  if (status.errors.uncorrectable > 0) return 'uncorrectable';
  if (status.errors.corrected > 0 || status.errors.found > 0) return 'repaired';
  return 'clean';
}

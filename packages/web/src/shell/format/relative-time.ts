import type { TFunction } from '../../i18n/i18n';
import { DAY, HOUR, MINUTE, SECOND } from '@coffer/contract';

/** What a past moment reads as (GEN-14); `date` once it is two days or more ago. */
export type RelativeTime =
  | { unit: 'justNow' }
  | { unit: 'minutes'; count: number }
  | { unit: 'hours'; count: number }
  | { unit: 'oneDay' }
  | { unit: 'date'; date: string };

const JUST_NOW_LIMIT = 30 * SECOND;

/**
 * GEN-14: under 30 s "just now", then whole minutes, whole hours, "1 day ago" for the second day.
 * The spec stops there; older moments show their local date and time, which says more than
 * "5 days ago". A moment in the future (a clock ahead of ours) is "just now".
 */
export function relativeTime(thenMs: number, nowMs: number): RelativeTime {
  const age = nowMs - thenMs;
  if (age < JUST_NOW_LIMIT) return { unit: 'justNow' };
  if (age < HOUR) return { unit: 'minutes', count: Math.max(1, Math.floor(age / MINUTE)) };
  if (age < DAY) return { unit: 'hours', count: Math.floor(age / HOUR) };
  if (age < 2 * DAY) return { unit: 'oneDay' };
  return { unit: 'date', date: formatDateTime(thenMs) };
}

export function formatRelativeTime(thenMs: number, nowMs: number, t: TFunction): string {
  const relative = relativeTime(thenMs, nowMs);
  switch (relative.unit) {
    case 'justNow':
      return t('format.justNow');
    case 'minutes':
      return t(relative.count === 1 ? 'format.minuteAgo' : 'format.minutesAgo', { count: relative.count });
    case 'hours':
      return t(relative.count === 1 ? 'format.hourAgo' : 'format.hoursAgo', { count: relative.count });
    case 'oneDay':
      return t('format.oneDayAgo');
    case 'date':
      return relative.date;
  }
}

/** Local "YYYY-MM-DD HH:mm", the same in both languages. */
export function formatDateTime(ms: number): string {
  const at = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

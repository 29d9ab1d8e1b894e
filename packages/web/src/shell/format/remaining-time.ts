import type { TFunction } from '../../i18n/i18n';

/**
 * GEN-15: remaining time is capped. Storage work (pool sync, rebuild, expansion, scrub) caps at
 * 7 days with spec 3's "还需7天以上"; every other remaining time (transfers, migrations) at the
 * general 3 days of spec 1 §9 (docs/decisions.md).
 */
export const REMAINING_CAP_DAYS = { storage: 7, general: 3 } as const;

export type RemainingTime =
  { over: true; days: number } | { over: false; days: number; hours: number; minutes: number };

/**
 * Seconds left as days, hours and minutes, minutes rounded up so "1 minute" never means "done";
 * beyond the cap only the cap. Not a number or negative: null (unknown, show nothing).
 */
export function remainingTime(seconds: number, capDays: number): RemainingTime | null {
  if (!Number.isFinite(seconds) || seconds < 0) return null;
  if (seconds > capDays * 86_400) return { over: true, days: capDays };
  const totalMinutes = Math.ceil(seconds / 60);
  return {
    over: false,
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
  };
}

/** "还需1天2小时5分钟" / "1 day 2 hours 5 minutes left"; zero parts are left out. */
export function formatRemainingTime(
  seconds: number,
  t: TFunction,
  capDays: number = REMAINING_CAP_DAYS.storage,
): string {
  const left = remainingTime(seconds, capDays);
  if (!left) return '';
  if (left.over) return t('format.remainingOverDays', { days: left.days });
  const parts: string[] = [];
  if (left.days) parts.push(t(left.days === 1 ? 'format.day' : 'format.days', { count: left.days }));
  if (left.hours) parts.push(t(left.hours === 1 ? 'format.hour' : 'format.hours', { count: left.hours }));
  if (left.minutes) {
    parts.push(t(left.minutes === 1 ? 'format.minute' : 'format.minutes', { count: left.minutes }));
  }
  if (parts.length === 0) return t('format.remainingUnderMinute');
  return t('format.remaining', { time: parts.join(t('format.unitSeparator')) });
}

import type { TFunction } from '../../i18n/i18n';

/** Seconds as days, hours and minutes, largest first, leaving out the zero parts ("3 d 4 h 5 min"). */
export function uptimeParts(seconds: number): { days: number; hours: number; minutes: number } {
  const whole = Math.max(0, Math.floor(seconds));
  return {
    days: Math.floor(whole / 86_400),
    hours: Math.floor((whole % 86_400) / 3600),
    minutes: Math.floor((whole % 3600) / 60),
  };
}

export function uptimeText(seconds: number, t: TFunction): string {
  const { days, hours, minutes } = uptimeParts(seconds);
  const parts = [
    days > 0 ? t('setting.uptime.days', { count: days }) : '',
    hours > 0 ? t('setting.uptime.hours', { count: hours }) : '',
    minutes > 0 ? t('setting.uptime.minutes', { count: minutes }) : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : t('setting.uptime.lessThanMinute');
}

import type { Lang } from '@coffer/contract';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The taskbar clock's time and date as `toLocale…String` words them for zh-CN and en-GB with
 * two-digit parts ("05:07", "2026/11/22" or "22/11/2026"), built by hand: the first Intl call of a
 * page loads its locale data, about 30 ms on the desktop's first paint.
 */
export function clockText(now: Date, lang: Lang): { time: string; date: string } {
  const time = `${two(now.getHours())}:${two(now.getMinutes())}`;
  const [year, month, day] = [now.getFullYear(), two(now.getMonth() + 1), two(now.getDate())];
  return { time, date: lang === 'en' ? `${day}/${month}/${year}` : `${year}/${month}/${day}` };
}

import { describe, expect, it } from 'vitest';
import { clockText } from './clock-text';

describe('clockText', () => {
  const moments = [new Date(2026, 10, 22, 5, 7), new Date(2026, 0, 1, 0, 0), new Date(2031, 11, 31, 23, 59)];

  it.each(moments)('words %s as the browser words it in zh-CN and en-GB', (now) => {
    for (const [lang, locale] of [
      ['zh-CN', 'zh-CN'],
      ['en', 'en-GB'],
    ] as const) {
      expect(clockText(now, lang)).toEqual({
        time: now.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' }),
        date: now.toLocaleDateString(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }),
      });
    }
  });
});

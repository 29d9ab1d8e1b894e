import { describe, expect, it } from 'vitest';
import { DAY, HOUR, MINUTE, SECOND } from '@coffer/contract';
import { i18n } from '../../i18n/i18n';
import { formatDateTime, formatRelativeTime, relativeTime } from './relative-time';

const NOW = new Date(2026, 10, 22, 12, 0, 0).getTime();

describe('relativeTime', () => {
  it.each([
    [0, { unit: 'justNow' }],
    [29 * SECOND, { unit: 'justNow' }],
    [-5 * MINUTE, { unit: 'justNow' }],
    [30 * SECOND, { unit: 'minutes', count: 1 }],
    [59 * MINUTE + 59 * SECOND, { unit: 'minutes', count: 59 }],
    [HOUR, { unit: 'hours', count: 1 }],
    [23 * HOUR + 59 * MINUTE, { unit: 'hours', count: 23 }],
    [DAY, { unit: 'oneDay' }],
    [2 * DAY - 1, { unit: 'oneDay' }],
  ])('%s ms ago', (age, expected) => {
    expect(relativeTime(NOW - age, NOW)).toEqual(expected);
  });

  it('shows the local date and time from two days on', () => {
    expect(relativeTime(NOW - 2 * DAY, NOW)).toEqual({ unit: 'date', date: '2026-11-20 12:00' });
  });
});

describe('formatRelativeTime', () => {
  const zh = i18n.fixedT('zh-CN');
  const en = i18n.fixedT('en');

  it.each([
    [10 * SECOND, '刚刚', 'just now'],
    [MINUTE, '1分钟前', '1 minute ago'],
    [5 * MINUTE, '5分钟前', '5 minutes ago'],
    [HOUR, '1小时前', '1 hour ago'],
    [3 * HOUR, '3小时前', '3 hours ago'],
    [30 * HOUR, '1天前', '1 day ago'],
  ])('%s ms ago', (age, zhText, enText) => {
    expect(formatRelativeTime(NOW - age, NOW, zh)).toBe(zhText);
    expect(formatRelativeTime(NOW - age, NOW, en)).toBe(enText);
  });

  it('pads the date', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 7, 3).getTime())).toBe('2026-01-05 07:03');
  });
});

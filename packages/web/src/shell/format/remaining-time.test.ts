import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { formatRemainingTime, REMAINING_CAP_DAYS, remainingTime } from './remaining-time';

const MIN = 60;
const HOUR = 3600;
const DAY = 86_400;

describe('remainingTime', () => {
  it.each([
    [0, { over: false, days: 0, hours: 0, minutes: 0 }],
    [1, { over: false, days: 0, hours: 0, minutes: 1 }],
    [61, { over: false, days: 0, hours: 0, minutes: 2 }],
    [DAY + 2 * HOUR + 5 * MIN, { over: false, days: 1, hours: 2, minutes: 5 }],
    [7 * DAY, { over: false, days: 7, hours: 0, minutes: 0 }],
    [7 * DAY + 1, { over: true, days: 7 }],
  ])('%s s with the storage cap', (seconds, expected) => {
    expect(remainingTime(seconds, REMAINING_CAP_DAYS.storage)).toEqual(expected);
  });

  it('caps the general remaining time at 3 days', () => {
    expect(remainingTime(3 * DAY + 1, REMAINING_CAP_DAYS.general)).toEqual({ over: true, days: 3 });
  });

  it.each([Number.NaN, -1, Number.POSITIVE_INFINITY])('%s is unknown', (seconds) => {
    expect(remainingTime(seconds, 7)).toBeNull();
  });
});

describe('formatRemainingTime', () => {
  const zh = i18n.fixedT('zh-CN');
  const en = i18n.fixedT('en');

  it.each([
    [0, '还需不到1分钟', 'Less than a minute left'],
    [5 * MIN, '还需5分钟', '5 minutes left'],
    [HOUR + MIN, '还需1小时1分钟', '1 hour 1 minute left'],
    [2 * DAY + 3 * HOUR, '还需2天3小时', '2 days 3 hours left'],
    [8 * DAY, '还需7天以上', 'More than 7 days left'],
    [-1, '', ''],
  ])('%s s', (seconds, zhText, enText) => {
    expect(formatRemainingTime(seconds, zh)).toBe(zhText);
    expect(formatRemainingTime(seconds, en)).toBe(enText);
  });

  it('uses the general cap when asked', () => {
    expect(formatRemainingTime(4 * DAY, zh, REMAINING_CAP_DAYS.general)).toBe('还需3天以上');
  });
});

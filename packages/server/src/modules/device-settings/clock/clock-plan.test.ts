import { Code } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { describeStep, planClockChange, type ClockRequest } from './clock-plan.js';

const ZONES = ['Asia/Shanghai', 'Europe/Paris', 'UTC'];
const codeOf = (request: ClockRequest) => {
  try {
    planClockChange(request, ZONES, false);
    return 'ok';
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe('planClockChange', () => {
  it('sets the zone before the time', () => {
    expect(planClockChange({ zone: 'Europe/Paris', time: 1_800_000_000 }, ZONES, true)).toEqual([
      { kind: 'zone', zone: 'Europe/Paris' },
      { kind: 'time', seconds: 1_800_000_000, rtc: true },
    ]);
  });

  it.each([
    [{ zone: 'Mars/Olympus' }, Code.timeZoneUnknown],
    [{ zone: '../../etc/passwd' }, Code.timeZoneUnknown],
    [{ time: 946_684_799 }, Code.timeOutOfRange],
    [{ time: 4_133_894_400 }, Code.timeOutOfRange],
    [{ time: 1_800_000_000.5 }, Code.timeOutOfRange],
    [{}, Code.clockNothingToDo],
    [{ zone: 'UTC' }, 'ok'],
    [{ time: 946_684_800 }, 'ok'],
  ] as [ClockRequest, string][])('%j → %s', (request, expected) => {
    expect(codeOf(request)).toBe(expected);
  });

  it('says what each step writes or runs', () => {
    expect(describeStep({ kind: 'zone', zone: 'Asia/Shanghai' })).toEqual([
      'ln -sf /usr/share/zoneinfo/Asia/Shanghai /etc/localtime',
      'echo Asia/Shanghai > /etc/timezone',
    ]);
    expect(describeStep({ kind: 'time', seconds: 1_800_000_000, rtc: false })).toEqual([
      'date -u -s @1800000000',
    ]);
    expect(describeStep({ kind: 'time', seconds: 1_800_000_000, rtc: true })).toEqual([
      'date -u -s @1800000000',
      'hwclock --systohc --utc',
    ]);
  });
});

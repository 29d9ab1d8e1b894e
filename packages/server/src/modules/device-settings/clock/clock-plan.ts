import { Code, MANUAL_TIME_MAX, MANUAL_TIME_MIN } from '@coffer/contract';
import { AppError } from '../../../http/app-error.js';

/** One thing the clock backend does. */
export type ClockStep = { kind: 'zone'; zone: string } | { kind: 'time'; seconds: number; rtc: boolean };

export interface ClockRequest {
  zone?: string | undefined;
  time?: number | undefined;
}

const dateText = (seconds: number) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');

/**
 * The steps a change takes, checked before any is taken: a zone the machine's zoneinfo knows
 * (C133002), a time between MANUAL_TIME_MIN and MANUAL_TIME_MAX (C133003), at least one of them
 * (C133005). The zone goes first, so the time is never read in the old zone.
 */
export function planClockChange(request: ClockRequest, zones: readonly string[], rtc: boolean): ClockStep[] {
  const steps: ClockStep[] = [];
  if (request.zone !== undefined) {
    if (!zones.includes(request.zone)) throw new AppError(Code.timeZoneUnknown, { zone: request.zone });
    steps.push({ kind: 'zone', zone: request.zone });
  }
  if (request.time !== undefined) {
    if (!Number.isInteger(request.time) || request.time < MANUAL_TIME_MIN || request.time > MANUAL_TIME_MAX) {
      throw new AppError(Code.timeOutOfRange, {
        min: dateText(MANUAL_TIME_MIN),
        max: dateText(MANUAL_TIME_MAX),
      });
    }
    steps.push({ kind: 'time', seconds: request.time, rtc });
  }
  if (steps.length === 0) throw new AppError(Code.clockNothingToDo);
  return steps;
}

/** A step in the machine's words: what is written or run. */
export function describeStep(step: ClockStep): string[] {
  if (step.kind === 'zone') {
    return [`ln -sf /usr/share/zoneinfo/${step.zone} /etc/localtime`, `echo ${step.zone} > /etc/timezone`];
  }
  const set = `date -u -s @${step.seconds}`;
  return step.rtc ? [set, 'hwclock --systohc --utc'] : [set];
}

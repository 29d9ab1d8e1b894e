import { Code, DISK_SLEEP_MINUTES } from '@coffer/contract';
import { AppError } from '../../../http/app-error.js';

/**
 * The `hdparm -S` value for a standby delay: 1–240 count 5-second steps (up to 20 minutes), 241–251
 * count 30-minute steps (30 minutes to 5.5 hours); 0 turns standby off. Only DISK_SLEEP_MINUTES are
 * offered (C133010 otherwise), so every choice has an exact value.
 */
export function hdparmStandbyValue(minutes: number): number {
  if (!(DISK_SLEEP_MINUTES as readonly number[]).includes(minutes)) {
    throw new AppError(Code.diskSleepMinutes, { choices: DISK_SLEEP_MINUTES.join(', ') });
  }
  if (minutes === 0) return 0;
  if (minutes <= 20) return (minutes * 60) / 5;
  return 240 + minutes / 30;
}

/** `hdparm -C` output: ` drive state is:  active/idle` or `standby`; anything else is unknown. */
export function powerStateOf(output: string): 'active' | 'standby' | 'unknown' {
  const state = /drive state is:\s*(\S+)/.exec(output)?.[1] ?? '';
  if (state.startsWith('active') || state === 'idle') return 'active';
  if (state === 'standby' || state === 'sleeping') return 'standby';
  return 'unknown';
}

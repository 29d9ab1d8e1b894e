export interface RemainingParts {
  days: number;
  hours: number;
  minutes: number;
}

/**
 * Pure (BOOT-RAID-02): seconds still to go as days, hours and minutes, the minutes rounded up so
 * that 30 s left reads as one minute rather than none; null when the time is not known (0).
 */
export function remainingParts(seconds: number): RemainingParts | null {
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  const total = Math.ceil(seconds / 60);
  return { days: Math.floor(total / 1440), hours: Math.floor((total % 1440) / 60), minutes: total % 60 };
}

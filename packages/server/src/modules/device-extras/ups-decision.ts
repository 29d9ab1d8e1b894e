import type { UpsPolicy, UpsUnit } from '@coffer/contract';

export interface UpsReading {
  units: readonly UpsUnit[];
  policy: UpsPolicy;
  /** Unix ms since the machine went on battery; undefined on mains power. */
  onBatterySince: number | undefined;
  now: number;
}

export type UpsVerdict =
  | { shutdown: false }
  | { shutdown: true; reason: 'minutes'; minutes: number }
  | { shutdown: true; reason: 'level'; level: number };

/** Whether the machine is on battery: some unit discharges. */
export function onBattery(units: readonly UpsUnit[]): boolean {
  return units.some((unit) => unit.onBattery);
}

/**
 * Whether the policy says to shut down now. Only while the watch is on and the machine runs on
 * battery; a level policy needs a unit that tells its charge (the lowest one counts).
 */
export function upsVerdict({ units, policy, onBatterySince, now }: UpsReading): UpsVerdict {
  if (!policy.enabled || !onBattery(units) || onBatterySince === undefined) return { shutdown: false };
  if (policy.mode === 'minutes') {
    const minutes = (now - onBatterySince) / 60_000;
    return minutes >= policy.minutes
      ? { shutdown: true, reason: 'minutes', minutes: Math.floor(minutes) }
      : { shutdown: false };
  }
  const levels = units
    .filter((unit) => unit.onBattery && unit.capacity !== null)
    .map((unit) => unit.capacity!);
  if (levels.length === 0) return { shutdown: false };
  const level = Math.min(...levels);
  return level <= policy.level ? { shutdown: true, reason: 'level', level } : { shutdown: false };
}

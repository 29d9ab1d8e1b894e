/** The units a storage limit is entered in. */
export const LIMIT_UNITS = [
  { unit: 'MB', bytes: 2 ** 20 },
  { unit: 'GB', bytes: 2 ** 30 },
  { unit: 'TB', bytes: 2 ** 40 },
] as const;
export type LimitUnit = (typeof LIMIT_UNITS)[number]['unit'];

/** A limit in bytes as the field shows it: the largest unit that keeps a whole number. */
export function amountOf(bytes: number): { amount: number; unit: LimitUnit } {
  for (const { unit, bytes: size } of [...LIMIT_UNITS].reverse()) {
    if (bytes >= size && bytes % size === 0) return { amount: bytes / size, unit };
  }
  return { amount: Math.max(1, Math.round(bytes / 2 ** 20)), unit: 'MB' };
}

/** The bytes of an amount in a unit (whole bytes). */
export function bytesOf(amount: number, unit: LimitUnit): number {
  const size = LIMIT_UNITS.find((candidate) => candidate.unit === unit)!.bytes;
  return Math.round(amount * size);
}

/** How full a folder is, in percent (0–100) for the bar. */
export function percentUsed(used: number, limit: number): number {
  if (limit <= 0) return 100;
  return Math.min(100, Math.round((used / limit) * 1000) / 10);
}

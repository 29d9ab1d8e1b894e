const UNIT_POWERS: Record<string, [base: number, power: number]> = {
  B: [1024, 0],
  KiB: [1024, 1],
  MiB: [1024, 2],
  GiB: [1024, 3],
  TiB: [1024, 4],
  PiB: [1024, 5],
  EiB: [1024, 6],
  kB: [1000, 1],
  MB: [1000, 2],
  GB: [1000, 3],
  TB: [1000, 4],
  PB: [1000, 5],
  EB: [1000, 6],
};

/**
 * A byte count as btrfs-progs prints it: raw ("1612562432") or with a unit ("1.50GiB", "0.00B").
 * Human units are rounded by btrfs, so those counts are approximate. null when unreadable.
 */
export function parseByteCount(text: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([A-Za-z]*)/.exec(text);
  if (!match) return null;
  const value = Number(match[1]);
  if (match[2] === '') return value;
  const unit = UNIT_POWERS[match[2]!];
  return unit ? Math.round(value * unit[0] ** unit[1]) : null;
}

/** "1:02:03" as seconds. */
export function parseDuration(text: string): number | null {
  const match = /^\s*(\d+):(\d{2}):(\d{2})\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

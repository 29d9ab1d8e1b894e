const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/** A byte count as the page shows it: 1024 steps from B up to PB, at most two decimals ("100GB"). */
export function formatCapacity(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(2))}${UNITS[unit]}`;
}

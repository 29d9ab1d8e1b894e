/** GEN-13: capacity units, each 1024 times the one before (spec 1 §9, spec 3 §9). */
export const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

const STEP = 1024;

/**
 * Bytes as text in 1024 units: whole bytes, then at most `decimals` (2) decimals with trailing zeros
 * dropped — "512 B", "1.5 KB", "3.64 TB". Two decimals keep a 4 TB disk (3.64 TB) and a nearly
 * full pool apart without noise; dropping zeros keeps "1 GB" from reading "1.00 GB". Not a finite
 * number: "-".
 */
export function formatSize(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes)) return '-';
  const sign = bytes < 0 ? '-' : '';
  let value = Math.abs(bytes);
  let unit = 0;
  while (value >= STEP && unit < SIZE_UNITS.length - 1) {
    value /= STEP;
    unit += 1;
  }
  const places = unit === 0 ? 0 : decimals;
  let rounded = roundTo(value, places);
  // 1023.999 KB rounds to 1024 KB, which reads better as 1 MB.
  if (rounded >= STEP && unit < SIZE_UNITS.length - 1) {
    unit += 1;
    rounded = roundTo(rounded / STEP, places);
  }
  return `${sign}${String(rounded)} ${SIZE_UNITS[unit]}`;
}

function roundTo(value: number, places: number): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

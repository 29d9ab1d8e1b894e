import { formatCapacity } from '@coffer/contract';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/**
 * A disk's size where it is judged against a limit: as `formatCapacity` says it, unless that would
 * read the same as the limit it misses (a disk 1 MiB under 100 GiB is "100GB" to two decimals), then
 * in the largest unit that tells them apart.
 */
export function sizeAgainst(bytes: number, limit: number): string {
  const text = formatCapacity(bytes);
  if (bytes === limit || text !== formatCapacity(limit)) return text;
  for (let unit = UNITS.length - 1; unit >= 0; unit -= 1) {
    const scale = 1024 ** unit;
    const value = (n: number) => Number((n / scale).toFixed(2));
    if (bytes >= scale && value(bytes) !== value(limit)) return `${value(bytes)}${UNITS[unit]}`;
  }
  return `${bytes}B`;
}

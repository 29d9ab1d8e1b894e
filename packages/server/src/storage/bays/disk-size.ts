import { BayError } from './bay-error.js';

/**
 * Disk sizes for virtual bays are binary: "4T" is 4 TiB, as "4TiB" is. A decimal "TB" or "GB" is
 * refused rather than guessed, so that "4T" always costs the same number of bytes.
 */
const UNITS = { '': 1, K: 2 ** 10, M: 2 ** 20, G: 2 ** 30, T: 2 ** 40, P: 2 ** 50 } as const;
type Unit = keyof typeof UNITS;

const MIB = 2 ** 20;
const SIZE_PATTERN = /^(\d+(?:\.\d+)?)\s*(?:([KMGTP])(?:iB)?|B)?$/i;

/** "4T", "512G", "120GiB", "1.5T" → bytes, rounded down to whole MiB (loop devices want aligned sizes). */
export function parseDiskSize(text: string): number {
  const match = SIZE_PATTERN.exec(text.trim());
  if (!match) throw new BayError('C103004', { size: text });
  const unit = (match[2] ?? '').toUpperCase() as Unit;
  const bytes = Math.floor((Number(match[1]) * UNITS[unit]) / MIB) * MIB;
  if (!Number.isSafeInteger(bytes) || bytes < MIB) throw new BayError('C103004', { size: text });
  return bytes;
}

/** Bytes → the short label used in model names and tables: 4T, 1.5T, 512G, 100M. */
export function formatDiskSize(bytes: number): string {
  for (const unit of ['P', 'T', 'G', 'M', 'K'] as const) {
    if (bytes >= UNITS[unit]) {
      const value = Math.round((bytes / UNITS[unit]) * 100) / 100;
      return `${value}${unit}`;
    }
  }
  return `${bytes}B`;
}

import type { ScrubStatus } from '../btrfs/parse-scrub-status.js';

export interface ScrubFigures {
  bytesScrubbed: number;
  totalBytes: number;
  errorsFound: number;
  corrected: number;
  uncorrectable: number;
}

/** Errors found: every kind the summary counts, or at least what was corrected and not. */
function errorsFound(status: ScrubStatus): number {
  const byKind = Object.values(status.errors.byKind).reduce((total, count) => total + count, 0);
  return Math.max(byKind, status.errors.corrected + status.errors.uncorrectable);
}

/**
 * The figures a scrub result stores, from `btrfs scrub status --raw`. Two things btrfs prints are
 * not the truth and are never used as such:
 * - the `-B` summary's "Total to scrub" counts the space allocated to chunks, not the data (1.38 GiB
 *   for a pool holding 721 MiB of copies), so the total is always taken from `status --raw`;
 * - a resumed scrub starts again at the beginning of the chunk it was cut off in and adds the bytes it
 *   reads to those counted before, so "Bytes scrubbed" can pass the total (916 MB of 756 MB). Bytes
 *   scrubbed are therefore capped at the total, and a finished scrub has read all of it.
 */
export function scrubFigures(status: ScrubStatus, finished: boolean): ScrubFigures {
  const totalBytes = status.totalBytes ?? 0;
  const read = status.bytesScrubbed ?? 0;
  return {
    bytesScrubbed: finished ? totalBytes : Math.min(read, totalBytes),
    totalBytes,
    errorsFound: errorsFound(status),
    corrected: status.errors.corrected,
    uncorrectable: status.errors.uncorrectable,
  };
}

/** Percent of a running scrub, 0 to 100 (a resumed scrub's bytes can pass its total). */
export function scrubPercent(figures: ScrubFigures): number {
  if (figures.totalBytes <= 0) return 0;
  return Math.min(100, (100 * figures.bytesScrubbed) / figures.totalBytes);
}

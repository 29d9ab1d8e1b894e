import { describe, expect, it } from 'vitest';
import { parseScrubStatus } from '../btrfs/parse-scrub-status.js';
import { recordedOutput } from '../btrfs/recorded-output.js';
import { scrubFigures, scrubPercent } from './scrub-figures.js';

const status = (name: string) => parseScrubStatus(recordedOutput(name).output);
// The pool of these recordings: 360 MiB of data in raid1 (two copies), 721 MiB to scrub.
const TOTAL = 756_023_296;

describe('scrubFigures', () => {
  it('takes the total of a resumed scrub from status, not the -B summary that counts chunks', () => {
    const summary = status('scrub-resume-restarted-chunk');
    expect(summary.totalBytes).toBeGreaterThan(1.3 * 1024 ** 3);
    const figures = scrubFigures(status('scrub-status-resumed-finished'), true);
    expect(figures).toEqual({
      bytesScrubbed: TOTAL,
      totalBytes: TOTAL,
      errorsFound: 0,
      corrected: 0,
      uncorrectable: 0,
    });
  });

  it('never reports more bytes scrubbed than the total, though a resumed scrub counts more', () => {
    const counters = status('scrub-status-resumed-finished-counters');
    expect(counters.bytesScrubbed).toBeGreaterThan(TOTAL);
    const running = scrubFigures(status('scrub-status-resumed-running'), false);
    expect(running.totalBytes).toBe(TOTAL);
    expect(running.bytesScrubbed).toBe(284_131_328);
    expect(scrubFigures({ ...counters, totalBytes: TOTAL }, false).bytesScrubbed).toBe(TOTAL);
  });

  it('reads a running scrub as the part done', () => {
    const figures = scrubFigures(status('scrub-status-running'), false);
    expect(figures.bytesScrubbed).toBe(256_212_992);
    expect(figures.totalBytes).toBe(2_149_957_632);
    expect(Math.round(scrubPercent(figures))).toBe(12);
  });

  it.each([
    [{ bytesScrubbed: 0, totalBytes: 0 }, 0],
    [{ bytesScrubbed: 50, totalBytes: 200 }, 25],
    [{ bytesScrubbed: 300, totalBytes: 200 }, 100],
  ])('turns %o into %d percent', (bytes, percent) => {
    expect(scrubPercent({ ...bytes, errorsFound: 0, corrected: 0, uncorrectable: 0 })).toBe(percent);
  });

  it('counts the errors of a scrub that found some', () => {
    const figures = scrubFigures(status('scrub-status-degraded-io'), true);
    expect(figures.errorsFound).toBeGreaterThan(0);
    expect(figures.errorsFound).toBeGreaterThanOrEqual(figures.corrected + figures.uncorrectable);
  });
});

import { describe, expect, it } from 'vitest';
import { parseScrubStatus } from './parse-scrub-status.js';
import { recordedOutput } from './recorded-output.js';

const scrub = (name: string) => parseScrubStatus(recordedOutput(name).output);
const NO_ERRORS = { byKind: {}, corrected: 0, uncorrectable: 0, unverified: 0 };

describe('parseScrubStatus', () => {
  it.each([
    'scrub-status-basic',
    'scrub-status-raid1-2',
    'scrub-status-raid1-3',
    'scrub-status-raid5',
    'scrub-status-raid6',
    'scrub-status-raid10',
    'scrub-start-raid1-2',
    'scrub-start-raid5',
    'scrub-status-resumed',
  ])('reads a clean finished scrub from %s', (name) => {
    const status = scrub(name);
    expect(status).toMatchObject({ state: 'finished', errors: NO_ERRORS });
    expect(status.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(status.durationSeconds).toBeGreaterThanOrEqual(0);
    expect(status.totalBytes).toBeGreaterThan(0);
  });

  it('reads raw byte counts', () => {
    const status = scrub('scrub-status-raid5');
    expect(status.startedAt).toMatch(/\d{2}:\d{2}:\d{2} \d{4}$/);
    expect(Number.isInteger(status.totalBytes)).toBe(true);
    expect(status.totalBytes).toBeGreaterThan(192 * 1024 ** 2);
    expect(status.rateBytesPerSecond).toBeGreaterThanOrEqual(0);
  });

  it('reads human units of the -B summary, approximately', () => {
    expect(scrub('scrub-start-raid5').totalBytes).toBe(Math.round(1.12 * 1024 ** 3));
  });

  it('calls a never-scrubbed pool never', () => {
    expect(scrub('scrub-status-never')).toMatchObject({
      state: 'never',
      startedAt: null,
      bytesScrubbed: null,
    });
  });

  it.each(['scrub-status-running', 'scrub-status-starting'])(
    'reads the progress of a running scrub (%s)',
    (name) => {
      const status = scrub(name);
      expect(status.state).toBe('running');
      expect(status.secondsLeft).toBeGreaterThanOrEqual(0);
      expect(status.bytesScrubbed).toBeGreaterThan(0);
      expect(status.bytesScrubbed).toBeLessThan(status.totalBytes!);
    },
  );

  it('calls a scrub that has not yet published counters running', () => {
    const status = parseScrubStatus(
      [
        'UUID:             d260f928-b922-4512-b9d7-c60e9385a4ca',
        '\tno stats available',
        'Time left:        0:00:00',
        'ETA:              Sun Nov 22 00:21:40 2026',
        'Total to scrub:   1612562432',
        'Bytes scrubbed:   0  (0.00%)',
        'Rate:             0/s',
        'Error summary:    no errors found',
      ].join('\n'),
    );
    expect(status).toMatchObject({ state: 'running', bytesScrubbed: 0, startedAt: null });
  });

  it('sums data and tree bytes from raw counters', () => {
    const status = scrub('scrub-status-running-counters');
    expect(status).toMatchObject({ state: 'running', errors: NO_ERRORS });
    expect(status.bytesScrubbed).toBeGreaterThan(0);
    const excerpt =
      '\tdata_bytes_scrubbed: 425721856\n\ttree_bytes_scrubbed: 1933312\n\tcorrected_errors: 4\n';
    expect(parseScrubStatus(`Status:           running\n${excerpt}`)).toMatchObject({
      bytesScrubbed: 425721856 + 1933312,
      errors: { corrected: 4 },
    });
  });

  it('reads a cancelled scrub as aborted', () => {
    expect(scrub('scrub-status-cancelled').state).toBe('aborted');
    expect(scrub('scrub-status-cancelled-counters').state).toBe('aborted');
    expect(scrub('scrub-start-cancelled')).toMatchObject({ state: 'aborted', uuid: expect.any(String) });
  });

  it('counts corrected and uncorrectable errors of a damaged member', () => {
    const expected = {
      byKind: { read: 49296, super: 2 },
      corrected: 49240,
      uncorrectable: 56,
      unverified: 0,
    };
    expect(scrub('scrub-start-degraded-io').errors).toEqual(expected);
    expect(scrub('scrub-status-degraded-io').errors).toEqual(expected);
  });

  it('reads error counts from raw counters', () => {
    expect(scrub('scrub-status-degraded-io-counters').errors).toMatchObject({
      corrected: 49240,
      uncorrectable: 56,
      byKind: { read: 49296, super: 2 },
    });
  });
});

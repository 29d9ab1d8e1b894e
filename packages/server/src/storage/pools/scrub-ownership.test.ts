import { describe, expect, it } from 'vitest';
import { parseScrubStatus } from '../btrfs/parse-scrub-status.js';
import { recordedOutput } from '../btrfs/recorded-output.js';
import { kernelScrubIsTheJobs } from './scrub-ownership.js';

const finished = parseScrubStatus(recordedOutput('scrub-status-resumed-finished').output);
// "Scrub resumed: Wed Nov 25 02:09:10 2026", in the local time of the device that printed it.
const printed = new Date(2026, 10, 25, 2, 9, 10).getTime();

describe('kernelScrubIsTheJobs', () => {
  it.each([
    ['a job started before the scrub', printed - 60_000, true],
    ['a job started in the same second', printed + 900, true],
    ['a job started after the scrub had begun', printed + 60_000, false],
  ])('reads the kernel scrub as that of %s: %s', (_, jobStartedAt, ours) => {
    expect(kernelScrubIsTheJobs(finished, jobStartedAt)).toBe(ours);
  });

  it('claims no scrub btrfs never ran', () => {
    const never = parseScrubStatus(recordedOutput('scrub-status-never').output);
    expect(kernelScrubIsTheJobs(never, 0)).toBe(false);
  });
});

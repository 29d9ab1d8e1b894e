import type { ScrubStatus } from '../btrfs/parse-scrub-status.js';

/** btrfs prints whole seconds; a job's own start may be up to a second later than its scrub's. */
const CLOCK_SLACK_MS = 2000;

/**
 * Whether the scrub btrfs reports (started or resumed at `status.startedAt`, the device's local
 * time as btrfs prints it, e.g. `Wed Nov 25 02:09:10 2026`) ran for a job started at
 * `jobStartedAt`: a scrub the kernel finished before that job began is an older one.
 */
export function kernelScrubIsTheJobs(status: ScrubStatus, jobStartedAt: number): boolean {
  if (status.startedAt === null) return false;
  const at = Date.parse(status.startedAt);
  return Number.isFinite(at) && at >= jobStartedAt - CLOCK_SLACK_MS;
}

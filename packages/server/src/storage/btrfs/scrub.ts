import { ExecError, type ExecResult } from '../../platform/exec.js';
import { NOTHING_RUNNING, SETUP_TIMEOUT_MS, UNTIL_DONE, allOutput, btrfs } from './btrfs-command.js';
import { parseScrubStatus, type ScrubStatus } from './parse-scrub-status.js';

// `scrub start -B` exits 3 when it found errors it could not correct and 1 when it was cancelled;
// both still print the summary.
const FOUND_UNCORRECTABLE = 3;
const CANCELLED = 1;

/** Scrubs the pool in the foreground and returns the summary (state finished or aborted). */
export async function runScrub(mountPoint: string): Promise<ScrubStatus> {
  return scrubSummary(['scrub', 'start', '-B', mountPoint]);
}

/** Continues an interrupted or cancelled scrub in the foreground. */
export async function resumeScrub(mountPoint: string): Promise<ScrubStatus> {
  return scrubSummary(['scrub', 'resume', '-B', mountPoint]);
}

/** `scrub resume` exits 2 with "nothing to resume" when no scrub was left unfinished. */
const NOTHING_TO_RESUME = 2;

/** Continues the scrub a restart cut off, or scrubs from the start when btrfs kept nothing to resume. */
export async function resumeOrStartScrub(mountPoint: string): Promise<ScrubStatus> {
  try {
    return await resumeScrub(mountPoint);
  } catch (error) {
    const nothing =
      error instanceof ExecError &&
      error.result.exitCode === NOTHING_TO_RESUME &&
      /nothing to resume/.test(allOutput(error.result));
    if (!nothing) throw error;
    return runScrub(mountPoint);
  }
}

export async function scrubStatus(mountPoint: string): Promise<ScrubStatus> {
  const result = await btrfs(['scrub', 'status', '--raw', mountPoint]);
  return parseScrubStatus(result.stdout);
}

/** Cancels a running scrub; false when none was running. */
export async function cancelScrub(mountPoint: string): Promise<boolean> {
  const result = await btrfs(['scrub', 'cancel', mountPoint], {
    timeoutMs: SETUP_TIMEOUT_MS,
    okExitCodes: [NOTHING_RUNNING],
  });
  return result.exitCode === 0;
}

/** How long a cancelled scrub may take to leave the kernel, and how often that is checked. */
const STOP_TIMEOUT_MS = 60_000;
const STOP_POLL_MS = 200;

/**
 * Stops whatever scrub the kernel runs on the pool, also one a process that is gone started: the
 * scrub runs inside the ioctl of the `btrfs` process that started it, which survives its parent's
 * SIGKILL and returns only when the scrub ends, so only `scrub cancel` stops it. Waits until status
 * no longer says running; btrfs keeps the progress, so `scrub resume` continues it.
 */
export async function stopScrub(mountPoint: string): Promise<void> {
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  await cancelScrub(mountPoint);
  while ((await scrubStatus(mountPoint)).state === 'running') {
    if (Date.now() > deadline) throw new Error(`the scrub of ${mountPoint} did not stop`);
    await new Promise((resolve) => setTimeout(resolve, STOP_POLL_MS));
  }
}

async function scrubSummary(args: string[]): Promise<ScrubStatus> {
  const result = await btrfs(args, { timeoutMs: UNTIL_DONE, okExitCodes: [CANCELLED, FOUND_UNCORRECTABLE] });
  const summary = parseScrubStatus(allOutput(result));
  if (!isSummary(result, summary)) throw new ExecError('btrfs', args, result, false);
  return summary;
}

/** Exit 1 is also a plain failure (a scrub already running, say): only a summary makes it an answer. */
function isSummary(result: ExecResult, summary: ScrubStatus): boolean {
  if (result.exitCode === CANCELLED) return summary.state === 'aborted';
  return summary.state === 'finished' || summary.state === 'aborted' || summary.state === 'interrupted';
}

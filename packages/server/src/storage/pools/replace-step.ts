import { Code, type CatalogueCode } from '@coffer/contract';
import { cancelReplace, replaceStatus, runReplace } from '../btrfs/replace.js';
import type { ReplaceStatus } from '../btrfs/parse-replace-status.js';
import type { JobContext } from '../jobs/job-registry.js';
import { StorageError } from '../storage-error.js';
import { commandReason } from './pool-mount.js';

/** How often a running replace's progress is read. */
export const REPLACE_POLL_MS = 1000;

const pause = () => new Promise((resolve) => setTimeout(resolve, REPLACE_POLL_MS));

/**
 * Runs one `btrfs replace start -B` (a member's devid onto a new disk) to its end inside a job,
 * reading its progress (0–100) from `replace status` every second. A cancel, or a power-off, runs
 * `replace cancel`. A replace the kernel finished counts as done even when the cancel came too late
 * to stop it: the member has moved, and the caller records it. A cancelled replace throws C104004;
 * any other failure `failure` with btrfs's reason.
 */
export async function replaceStep(
  context: JobContext,
  mountPoint: string,
  source: string | number,
  target: string,
  progress: (percent: number) => void,
  failure: CatalogueCode,
): Promise<void> {
  let settled = false;
  const onAbort = () => void cancelReplace(mountPoint).catch(() => undefined);
  context.signal.addEventListener('abort', onAbort);
  const running = runReplace(mountPoint, source, target).finally(() => {
    settled = true;
  });
  try {
    const watch = (async () => {
      while (!settled) {
        await pause();
        if (settled) break;
        const status = await replaceStatus(mountPoint).catch(() => null);
        if (status?.state === 'running' && status.percent !== null) progress(status.percent);
      }
    })();
    const failed = await running.then(
      () => null,
      (error: unknown) => error as Error,
    );
    await watch;
    if (failed !== null) {
      if (context.signal.aborted) throw new StorageError(Code.jobCancelled);
      throw new StorageError(failure, { reason: commandReason(failed) });
    }
    // `-B` answers 0 once its replace finished: the member moved, even if a cancel came too late.
    const status = await replaceStatus(mountPoint).catch(() => null);
    if (status?.state === 'canceled') throw new StorageError(Code.jobCancelled);
    if (status && status.state !== 'finished') {
      throw new StorageError(failure, { reason: `replace ${status.state}` });
    }
  } finally {
    context.signal.removeEventListener('abort', onAbort);
  }
}

/**
 * Follows a replace the kernel runs (one a killed daemon left, or one the kernel resumed when the
 * pool mounted) until it no longer runs; a cancel reaches it with `replace cancel`. Answers how it
 * ended; throws C104004 when it was cancelled.
 */
export async function followReplace(
  context: JobContext,
  mountPoint: string,
  progress: (percent: number) => void,
): Promise<ReplaceStatus['state']> {
  const onAbort = () => void cancelReplace(mountPoint).catch(() => undefined);
  context.signal.addEventListener('abort', onAbort);
  try {
    for (;;) {
      const status = await replaceStatus(mountPoint);
      if (status.state !== 'running' && status.state !== 'suspended') {
        if (context.signal.aborted && status.state !== 'finished') throw new StorageError(Code.jobCancelled);
        return status.state;
      }
      if (status.percent !== null) progress(status.percent);
      await pause();
    }
  } finally {
    context.signal.removeEventListener('abort', onAbort);
  }
}

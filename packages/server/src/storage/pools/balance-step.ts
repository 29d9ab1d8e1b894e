import { Code, type CatalogueCode } from '@coffer/contract';
import {
  balanceStatus,
  cancelBalance,
  pauseBalance,
  resumeBalance,
  type BalanceOptions,
} from '../btrfs/balance.js';
import type { BalanceResult } from '../btrfs/parse-balance-status.js';
import { isPowerOff, type JobContext } from '../jobs/job-registry.js';
import { profileOf } from '../profiles/raid-profiles.js';
import { StorageError } from '../storage-error.js';
import { commandReason } from './pool-mount.js';
import type { PoolRecord } from './pool-record.js';

/** How often a running balance's progress is read. */
export const BALANCE_POLL_MS = 1000;

/** Data and metadata profiles the pool's members should be on (raid-profiles.ts). */
export function poolProfiles(pool: PoolRecord): Required<BalanceOptions> {
  const profile = profileOf(pool.raidType);
  return {
    data: profile.dataProfile(pool.members.length),
    metadata: profile.metadataProfile(pool.members.length),
  };
}

/**
 * Runs a balance to its end inside a job while reading its progress every second. A cancel cancels
 * it; a power-off pauses it (the kernel resumes it when the pool mounts again) and ends the work
 * with C104003. Any other failure is `failure` with the reason.
 */
export async function balanceStep(
  context: JobContext,
  mountPoint: string,
  progress: (percent: number) => void,
  run: () => Promise<BalanceResult>,
  failure: CatalogueCode,
): Promise<void> {
  const onAbort = () =>
    void (isPowerOff(context.signal) ? pauseBalance(mountPoint) : cancelBalance(mountPoint)).catch(
      () => undefined,
    );
  context.signal.addEventListener('abort', onAbort);
  let polling = false;
  const poll = setInterval(() => {
    if (polling) return;
    polling = true;
    balanceStatus(mountPoint)
      .then((status) => {
        if (status.state === 'running' && status.expected) {
          progress((100 * (status.completed ?? 0)) / status.expected);
        }
      })
      .catch(() => undefined)
      .finally(() => (polling = false));
  }, BALANCE_POLL_MS);
  try {
    const result = await run();
    if (isPowerOff(context.signal)) throw new StorageError(Code.jobInterrupted);
    if (context.signal.aborted) throw new StorageError(Code.jobCancelled);
    if (result.outcome !== 'done') {
      throw new StorageError(failure, { reason: `balance ${result.outcome}` });
    }
  } catch (error) {
    if (isPowerOff(context.signal)) throw new StorageError(Code.jobInterrupted);
    if (context.signal.aborted) throw new StorageError(Code.jobCancelled);
    if (error instanceof StorageError) throw error;
    throw new StorageError(failure, { reason: commandReason(error) });
  } finally {
    clearInterval(poll);
    context.signal.removeEventListener('abort', onAbort);
  }
}

/** How long a paused balance may take to leave the kernel's running state. */
const PAUSE_TIMEOUT_MS = 120_000;

/**
 * At start: takes up a balance the kernel runs or keeps paused, under the job that runs this. A
 * running one is either the kernel's own (it resumes a paused balance when the pool mounts) or runs
 * inside the `balance start` of a daemon that was killed, which no cancel of this daemon's could
 * reach: it is paused (that process then returns) and resumed here, in the foreground. Answers
 * false when the kernel has no balance, true once the balance taken up has ended.
 */
export async function takeUpBalance(
  context: JobContext,
  mountPoint: string,
  progress: (percent: number) => void,
  failure: CatalogueCode,
): Promise<boolean> {
  let status = await balanceStatus(mountPoint);
  if (status.state === 'idle') return false;
  if (status.state === 'running') {
    await pauseBalance(mountPoint);
    const deadline = Date.now() + PAUSE_TIMEOUT_MS;
    while ((status = await balanceStatus(mountPoint)).state === 'running') {
      if (Date.now() > deadline) throw new StorageError(failure, { reason: 'the balance did not pause' });
      await new Promise((resolve) => setTimeout(resolve, BALANCE_POLL_MS / 5));
    }
  }
  if (status.state === 'paused') {
    await balanceStep(context, mountPoint, progress, () => resumeBalance(mountPoint), failure);
  }
  return true;
}

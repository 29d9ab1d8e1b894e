import { Code, type CatalogueCode } from '@coffer/contract';
import { balanceStatus, cancelBalance, pauseBalance, type BalanceOptions } from '../btrfs/balance.js';
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

/** Waits for a balance the kernel runs (resumed at mount) to end. */
export async function followBalance(mountPoint: string): Promise<BalanceResult> {
  for (;;) {
    const status = await balanceStatus(mountPoint);
    if (status.state === 'idle') return { outcome: 'done', relocated: null, considered: null };
    if (status.state === 'paused') return { outcome: 'paused', relocated: null, considered: null };
    await new Promise((resolve) => setTimeout(resolve, BALANCE_POLL_MS));
  }
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

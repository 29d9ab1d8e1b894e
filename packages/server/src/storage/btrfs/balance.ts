import type { BtrfsProfile } from '../profiles/raid-profiles.js';
import { NOTHING_RUNNING, SETUP_TIMEOUT_MS, UNTIL_DONE, allOutput, btrfs } from './btrfs-command.js';
import {
  parseBalanceResult,
  parseBalanceStatus,
  type BalanceResult,
  type BalanceStatus,
} from './parse-balance-status.js';

export interface BalanceOptions {
  /** Convert data and metadata to these profiles (a raid1 grown from 2 to 3 disks becomes raid1c3). */
  data?: BtrfsProfile;
  metadata?: BtrfsProfile;
}

/**
 * Runs a balance in the foreground until it ends (the engine runs it as a job and polls
 * `balanceStatus`); `balance start --bg` does not survive here. Conversions are "soft": chunks
 * already in the target profile are skipped, so a resumed conversion does not start over.
 */
export async function runBalance(mountPoint: string, options: BalanceOptions = {}): Promise<BalanceResult> {
  const filters = [
    ...(options.data ? [`-dconvert=${options.data},soft`] : []),
    ...(options.metadata ? [`-mconvert=${options.metadata},soft`] : []),
  ];
  const args = ['balance', 'start', ...(filters.length > 0 ? filters : ['--full-balance']), mountPoint];
  return balanceResult(await btrfs(args, { timeoutMs: UNTIL_DONE }));
}

/** Continues a paused balance (after a restart, say) in the foreground. */
export async function resumeBalance(mountPoint: string): Promise<BalanceResult> {
  return balanceResult(await btrfs(['balance', 'resume', mountPoint], { timeoutMs: UNTIL_DONE }));
}

export async function balanceStatus(mountPoint: string): Promise<BalanceStatus> {
  // Exit status 1 means a balance is running or paused: an answer, not a failure.
  const result = await btrfs(['balance', 'status', mountPoint], { okExitCodes: [1] });
  const status = parseBalanceStatus(result.stdout);
  if (!status) throw new Error(`btrfs balance status ${mountPoint}: unrecognised output`);
  return status;
}

/** Pauses a running balance; false when none was running. */
export async function pauseBalance(mountPoint: string): Promise<boolean> {
  return stopRequest(['balance', 'pause', mountPoint]);
}

/** Cancels a running or paused balance; false when none was running. */
export async function cancelBalance(mountPoint: string): Promise<boolean> {
  return stopRequest(['balance', 'cancel', mountPoint]);
}

async function stopRequest(args: string[]): Promise<boolean> {
  const result = await btrfs(args, { timeoutMs: SETUP_TIMEOUT_MS, okExitCodes: [NOTHING_RUNNING] });
  return result.exitCode === 0;
}

function balanceResult(result: Parameters<typeof allOutput>[0]): BalanceResult {
  const parsed = parseBalanceResult(allOutput(result));
  if (!parsed) throw new Error(`btrfs balance: unrecognised output: ${allOutput(result).slice(0, 200)}`);
  return parsed;
}

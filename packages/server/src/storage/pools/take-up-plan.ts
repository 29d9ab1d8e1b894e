import type { BalanceStatus } from '../btrfs/parse-balance-status.js';
import type { ReplaceStatus } from '../btrfs/parse-replace-status.js';
import type { JobKind } from '../jobs/job.js';

/** How a mounted pool's balance or replace is taken up at start (resume-interrupted.ts). */
export type TakeUp = 'expansion' | 'repair' | 'migration' | 'balance' | null;

/**
 * An interrupted expansion (`balance` job), repair (`replace` job) or data migration (`migrate` job)
 * continues under its own job, whatever the kernel still runs. Without one, kernel work no job knows (a daemon killed before it
 * stored its job, or a command run by hand) is still taken up under a new job, so it is seen and can
 * be cancelled: a replace as a repair (its members get recorded), a balance as a balance.
 */
export function takeUpPlan(
  interrupted: JobKind | undefined,
  replace: ReplaceStatus['state'],
  balance: BalanceStatus['state'],
): TakeUp {
  if (interrupted === 'balance') return 'expansion';
  if (interrupted === 'replace') return 'repair';
  if (interrupted === 'migrate') return 'migration';
  if (replace === 'running' || replace === 'suspended') return 'repair';
  if (balance !== 'idle') return 'balance';
  return null;
}

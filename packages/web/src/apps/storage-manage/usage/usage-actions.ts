import type { PoolInfo } from '@coffer/contract';

export type UsageAction = 'scan' | 'schedule' | 'delete';

/** Why an action cannot be taken now; null when it can. */
export type UsageBlock = 'masterOnly' | 'locked' | 'unmounted' | 'running' | null;

export interface UsageFacts {
  isMaster: boolean;
  pool: Pick<PoolInfo, 'has_mount' | 'encrypted' | 'lock'>;
  /** A scan of the pool is under way. */
  scanning: boolean;
}

/**
 * Which usage action is possible and why not (docs/decisions.md "Pool usage reports"): a scan is
 * monitoring, open to both administrators, and reads the pool's files, so it needs them mounted (an
 * encrypted pool unlocked) and no scan of the pool already running; the schedule and deleting a
 * report change the pool's records, the super administrator's alone.
 */
export function usageBlock(action: UsageAction, facts: UsageFacts): UsageBlock {
  if (action === 'scan') {
    if (facts.scanning) return 'running';
    if (facts.pool.encrypted && facts.pool.lock) return 'locked';
    if (!facts.pool.has_mount) return 'unmounted';
    return null;
  }
  return facts.isMaster ? null : 'masterOnly';
}

/** The text key of a block's reason. */
export function usageBlockKey(block: Exclude<UsageBlock, null>) {
  return block === 'masterOnly'
    ? ('storage.masterOnly' as const)
    : (`storage.usage.blocked.${block}` as const);
}

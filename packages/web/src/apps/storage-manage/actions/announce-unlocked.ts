import { AGENT_SERVICE, CALLS, POOL_UNLOCKED_EVENT_RETRY_MS, TASK_EVENT_TYPE } from '@coffer/contract';
import { call, type CallResult } from '../../../api/client';

/** Refusals that no retry changes: the pool is gone (C102022) or is not encrypted (C107001). */
const FINAL_CODES = new Set(['C102022', 'C107001']);

/** How long the page keeps trying: the plain view mounts within seconds; a page left open stops. */
export const ANNOUNCE_LIMIT = 300;

export interface AnnounceDeps {
  send: (poolId: string) => Promise<CallResult<unknown>>;
  wait: (ms: number) => Promise<void>;
}

const realDeps: AnnounceDeps = {
  send: (poolId) =>
    call(
      CALLS.agentTaskEvent,
      { service: AGENT_SERVICE.poolUnlocked, type: TASK_EVENT_TYPE.poolUnlocked, id: poolId },
      { toast: false },
    ),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * STOR-UNL-01: after an unlock, the pool-unlocked task event is sent every second until it is
 * taken (the daemon answers C107002 until the pool's plain view is mounted). True once taken.
 */
export async function announceUnlocked(poolId: string, deps: AnnounceDeps = realDeps): Promise<boolean> {
  for (let attempt = 0; attempt < ANNOUNCE_LIMIT; attempt += 1) {
    const result = await deps.send(poolId);
    if (result.success) return true;
    if (FINAL_CODES.has(String(result.code))) return false;
    await deps.wait(POOL_UNLOCKED_EVENT_RETRY_MS);
  }
  return false;
}

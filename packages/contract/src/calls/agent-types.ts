import { SECOND } from '../constants.js';

/** The agent services the page names (spec 3 §7 "Agent"). */
export const AGENT_SERVICE = { poolUnlocked: 'system.TaskEventPoolUnlocked' } as const;

/** Task event types; 1 is the pool-unlocked event (spec 3 §4 "Encrypted pools"). */
export const TASK_EVENT_TYPE = { poolUnlocked: 1 } as const;

/** STOR-UNL-01: the page sends the pool-unlocked task event every second until it succeeds. */
export const POOL_UNLOCKED_EVENT_RETRY_MS = 1 * SECOND;

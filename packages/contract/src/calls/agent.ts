import { z } from 'zod';
import { zInt } from '../fields.js';
import { PERMISSIONS } from '../permissions.js';
import { defineCall, rolesAccess } from './define.js';
import { AGENT_SERVICE, TASK_EVENT_TYPE } from './agent-types.js';
import { zPoolId } from './storage-types.js';

/**
 * The pool-unlocked task event, sent after `/zspool/decrypted/pool` succeeded. The spec writes the
 * service into the path's query (`/v1/api/agent?service=system.TaskEventPoolUnlocked`); the daemon
 * reads `service` from the query or the body. It succeeds once the pool's plain view is really
 * mounted; until then it answers C107002 (locked), which the page retries on. An unknown pool
 * (C102022) or one that is not encrypted (C107001) will not change by retrying.
 */
export const agentTaskEvent = defineCall({
  method: 'POST',
  path: '/v1/api/agent',
  service: AGENT_SERVICE.poolUnlocked,
  payload: z.object({
    service: z.literal(AGENT_SERVICE.poolUnlocked),
    type: zInt.pipe(z.literal(TASK_EVENT_TYPE.poolUnlocked)),
    id: zPoolId,
  }),
  response: z.object({
    service: z.literal(AGENT_SERVICE.poolUnlocked),
    type: z.literal(TASK_EVENT_TYPE.poolUnlocked),
    id: z.string(),
  }),
  access: rolesAccess(PERMISSIONS.storageUnlock),
  queryFields: ['service'],
});

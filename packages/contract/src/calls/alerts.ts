import { z } from 'zod';
import { PERMISSIONS } from '../permissions.js';
import { defineCall, rolesAccess } from './define.js';

/**
 * The master acknowledges a system alert (after ticking the risk checkbox where it asks for one): it
 * leaves the poll's unacknowledged alerts until its condition clears and comes back. `acknowledged`
 * 0: no current alert has that id (cleared meanwhile, or already a new occurrence); harmless.
 */
export const ackAlert = defineCall({
  method: 'POST',
  path: '/system/alert/ack',
  payload: z.object({ id: z.string().min(1).max(64) }),
  response: z.object({ id: z.string(), acknowledged: z.union([z.literal(0), z.literal(1)]) }),
  access: rolesAccess(PERMISSIONS.storageManage),
});

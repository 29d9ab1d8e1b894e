import { z } from 'zod';
import { defineCall, PERMISSIONS, rolesAccess } from '@coffer/contract';

/**
 * Whether this kernel can make an SSD cache, and the engine's reason when it cannot
 * (`/zspool/cache/support`, docs/decisions.md "SSD cache"). The contract gains this call with the
 * engine's work; until then the page states it in the same shape.
 */
export const cacheSupportCall = defineCall({
  method: 'POST',
  path: '/zspool/cache/support',
  payload: z.object({}),
  response: z.object({
    bcache: z.boolean(),
    dmCache: z.boolean(),
    supported: z.boolean(),
    code: z.union([z.string(), z.number()]).nullable(),
    message: z.string(),
  }),
  access: rolesAccess(PERMISSIONS.storageManage),
});

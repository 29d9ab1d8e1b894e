import { z } from 'zod';
import { PERMISSIONS } from '../permissions.js';
import { zInt } from '../fields.js';
import { defineCall, rolesAccess } from './define.js';

/**
 * Disables an account at once (PUSH-07: offered with the new-device-login warning). Its sessions end
 * at their next call with L009004; the super administrator cannot be disabled.
 */
export const disableAccount = defineCall({
  method: 'POST',
  path: '/account/disable',
  payload: z.object({ uid: zInt }),
  response: z.object({ userid: z.number().int(), username: z.string(), disabled: z.boolean() }),
  access: rolesAccess(PERMISSIONS.accounts),
});

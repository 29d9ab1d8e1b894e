import { z } from 'zod';
import { PasswordEvent } from '../password-events.js';
import { PERMISSIONS } from '../permissions.js';
import { ANY_ROLE } from '../roles.js';
import { defineCall, rolesAccess } from './define.js';
import {
  REBOOT_DELAY_MINUTES,
  RECENT_LIMIT_MAX,
  zDeviceSummary,
  zDiskUsage,
  zHomeSummary,
  zMasterInfo,
  zRecentFile,
} from './system-extras-types.js';

/** T3 "root": the device summary (name, model, versions, uptimes, clock); hardware for administrators. */
export const systemSummary = defineCall({
  method: 'POST',
  path: '/system',
  payload: z.object({}),
  response: zDeviceSummary,
  access: rolesAccess(ANY_ROLE),
});

/** The caller's own home: its pool, bytes used and limit, recycle bin entries, or "no pool yet". */
export const systemHome = defineCall({
  method: 'POST',
  path: '/system/home',
  payload: z.object({}),
  response: zHomeSummary,
  access: rolesAccess(ANY_ROLE),
});

/** The caller's recently changed files through Coffer, newest first, that they can still reach. */
export const systemRecent = defineCall({
  method: 'POST',
  path: '/system/recent',
  payload: z.object({ limit: z.coerce.number().int().min(1).max(RECENT_LIMIT_MAX).optional() }),
  response: z.object({ items: z.array(zRecentFile) }),
  access: rolesAccess(ANY_ROLE),
});

/**
 * Postpones the scheduled reboot by `minutes`; none scheduled answers C137001 and changes nothing.
 * The master only, after a Power password check, like `/system/set_reboot_time`.
 */
export const systemDelay = defineCall({
  method: 'POST',
  path: '/system/delay',
  payload: z.object({
    minutes: z.coerce.number().int().min(REBOOT_DELAY_MINUTES.min).max(REBOOT_DELAY_MINUTES.max),
  }),
  response: z.object({ reboot_at: z.number().int() }),
  access: rolesAccess(PERMISSIONS.power),
  passwordEvent: PasswordEvent.power,
});

/** Each pool's total, used and free bytes and each disk's current rates and busy percent. */
export const diskUsage3 = defineCall({
  method: 'POST',
  path: '/system/diskusage3',
  payload: z.object({}),
  response: zDiskUsage,
  access: rolesAccess(PERMISSIONS.monitor),
});

/** Who the master (role 1) is, for any signed-in user. */
export const authMaster = defineCall({
  method: 'POST',
  path: '/auth/master',
  payload: z.object({}),
  response: zMasterInfo,
  access: rolesAccess(ANY_ROLE),
});

/**
 * SET-DEV-07: the caller closes a system alert of the poll's `popup_msgs` for themselves until it
 * clears and comes back; `closed` 0 when no current alert has that id (cleared, or a new occurrence).
 */
export const closePopupMsg = defineCall({
  method: 'POST',
  path: '/popup/msg/close',
  payload: z.object({ id: z.string().min(1).max(64) }),
  response: z.object({ id: z.string(), closed: z.union([z.literal(0), z.literal(1)]) }),
  access: rolesAccess(ANY_ROLE),
});

import { z } from 'zod';
import { PERMISSIONS } from '../permissions.js';
import { defineCall, rolesAccess } from './define.js';
import { zDisk, zPoolMessage } from './polling-types.js';

/**
 * The disks of the device as the disk monitor sees them, with each disk's role and pool, and a
 * `missing` entry for every member or spare a pool records that is not present.
 */
export const diskList = defineCall({
  method: 'POST',
  path: '/zspool/disk/list',
  payload: z.object({}),
  response: z.object({ disks: z.array(zDisk) }),
  access: rolesAccess(PERMISSIONS.storageView),
});

/**
 * The stored storage messages (disks added or lost, pools degraded, damaged or repaired, storage
 * jobs finished or failed), oldest first: what happened while nobody was signed in stays until it is
 * dismissed. The same list the detailed poll carries in `message`.
 */
export const listMessages = defineCall({
  method: 'POST',
  path: '/zspool/message/list',
  payload: z.object({}),
  response: z.object({ messages: z.array(zPoolMessage) }),
  access: rolesAccess(PERMISSIONS.storageView),
});

/** Dismisses one storage message (pool_msg, cache_msg, new_hdd_msg, spare_hdd_msg) by its id. */
export const deleteMessage = defineCall({
  method: 'POST',
  path: '/zspool/message/delete',
  payload: z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
  /** `deleted` 0: no message had that id (already dismissed); the call is idempotent. */
  response: z.object({ id: z.number().int(), deleted: z.union([z.literal(0), z.literal(1)]) }),
  // A storage message is the master's to act on; an operations administrator sees it read-only.
  access: rolesAccess(PERMISSIONS.storageManage),
});

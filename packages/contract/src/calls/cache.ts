import { z } from 'zod';
import { TIMEOUTS } from '../constants.js';
import { PERMISSIONS } from '../permissions.js';
import { PasswordEvent } from '../password-events.js';
import { defineCall, rolesAccess } from './define.js';
import { zPoolId } from './storage-types.js';

/**
 * Whether this device can make an SSD cache (spec 3 §5 "Cache modes"), read from the running kernel
 * without loading anything. When it cannot, `code` and `message` are exactly what the rcache and
 * rwcache actions refuse with (C109001, in the caller's language); `code: null, message: ''` when
 * it can.
 */
export const cacheSupport = defineCall({
  method: 'POST',
  path: '/zspool/cache/support',
  payload: z.object({}),
  response: z.object({
    bcache: z.boolean(),
    dmCache: z.boolean(),
    supported: z.boolean(),
    code: z.string().nullable(),
    message: z.string(),
  }),
  access: rolesAccess(PERMISSIONS.storageView),
});

/** Renames an SSD cache pool by the pool-name rules; pools and cache pools share one name space. */
export const renameCache = defineCall({
  method: 'POST',
  path: '/zspool/rename/cache',
  payload: z.object({ id: zPoolId, name: z.string().max(256) }),
  response: z.object({ id: z.string(), name: z.string() }),
  access: rolesAccess(PERMISSIONS.storageManage),
});

/**
 * Deletes an SSD cache pool: the cache leaves its pool (a read-write cache writes its data back
 * first, hence the long timeout) and the SSDs are freed. C109008 for an id no cache pool has.
 */
export const deleteCache = defineCall({
  method: 'POST',
  path: '/zspool/cache/delete',
  payload: z.object({ id: zPoolId }),
  response: z.object({ id: z.string() }),
  access: rolesAccess(PERMISSIONS.storageManage),
  passwordEvent: PasswordEvent.storageDelete,
  timeoutMs: TIMEOUTS.poolCacheDelete,
});

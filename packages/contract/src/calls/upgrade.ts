import { z } from 'zod';
import { ANY_ROLE } from '../roles.js';
import { PERMISSIONS } from '../permissions.js';
import { defineCall, rolesAccess } from './define.js';
import { zUpgradeInfo, zUpgradeRecord } from './upgrade-types.js';

/**
 * System upgrade (spec 2 §4.9, spec 1 T3 `/upgrade/*`; UPG-12 leaves the mapping open, so these
 * payloads are Coffer's: docs/decisions.md "System upgrade"). Every signed-in page follows the
 * record through the poll; only the master changes anything.
 */

export const upgradeInfo = defineCall({
  method: 'POST',
  path: '/upgrade/info',
  payload: z.object({}),
  response: zUpgradeInfo,
  access: rolesAccess(PERMISSIONS.settings),
});

/** The record every page follows (also inside `/system/polling2` as `upgrade`). */
export const upgradeProgress = defineCall({
  method: 'POST',
  path: '/upgrade/progress',
  payload: z.object({}),
  response: zUpgradeRecord,
  access: rolesAccess(ANY_ROLE),
  allowedWhileLocked: true,
});

/**
 * The release archive as the request body (`application/octet-stream`, `Content-Length` required),
 * streamed to the data directory; the answer comes after the signature check: `staged`, or the
 * refusal's code with nothing kept.
 */
export const upgradeUpload = defineCall({
  method: 'POST',
  path: '/upgrade/upload',
  payload: z.object({}),
  response: zUpgradeRecord,
  access: rolesAccess(PERMISSIONS.upgrade),
  bodyType: 'binary',
  timeoutMs: 10 * 60_000,
});

/** A release archive already on the device, by absolute path; checked as an upload is. */
export const upgradeLocal = defineCall({
  method: 'POST',
  path: '/upgrade/local',
  payload: z.object({ path: z.string().min(1).max(4096) }),
  response: zUpgradeRecord,
  access: rolesAccess(PERMISSIONS.upgrade),
  timeoutMs: 10 * 60_000,
});

/** Install the staged archive: the daemon restarts and the supervisor starts the new version. */
export const upgradeConfirm = defineCall({
  method: 'POST',
  path: '/upgrade/confirm',
  payload: z.object({ id: z.string().min(1) }),
  response: zUpgradeRecord,
  access: rolesAccess(PERMISSIONS.upgrade),
});

/** UPG-09: after a failed install, try the same archive again. */
export const upgradeRetry = defineCall({
  method: 'POST',
  path: '/upgrade/retry',
  payload: z.object({ id: z.string().min(1), check_license: z.coerce.number().int().optional() }),
  response: zUpgradeRecord,
  access: rolesAccess(PERMISSIONS.upgrade),
  timeoutMs: 60_000,
});

/**
 * UPG-10 "continue using": the master keeps the running version; a staged or failed archive is
 * deleted and the record reads `idle` for everyone. After a success it only clears the record.
 */
export const upgradeDismiss = defineCall({
  method: 'POST',
  path: '/upgrade/dismiss',
  payload: z.object({ id: z.string().min(1) }),
  response: zUpgradeRecord,
  access: rolesAccess(PERMISSIONS.upgrade),
});

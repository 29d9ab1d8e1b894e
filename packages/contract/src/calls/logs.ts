import { z } from 'zod';
import { zInt } from '../fields.js';
import { PERMISSIONS } from '../permissions.js';
import { defineCall, rolesAccess } from './define.js';
import { zAuditEntry, zLogFilter, zLogSetting } from './logs-types.js';

/**
 * The log center (LOG-01, `/logCenter`; calls designed here, docs/decisions.md "Log center"):
 * administrators read, search and export the audit log and set how long it is kept. Nothing here
 * edits or deletes a single row; only the retention setting prunes the oldest.
 */
const access = rolesAccess(PERMISSIONS.logs);

export const logList = defineCall({
  method: 'POST',
  path: '/v2/tob/log/list',
  payload: zLogFilter.extend({
    offset: zInt.pipe(z.number().int().min(0)).default(0),
    limit: zInt.pipe(z.number().int().min(1).max(1000)).default(100),
  }),
  response: z.object({ total: z.number().int(), items: z.array(zAuditEntry) }),
  access,
});

/** The rows the filters select, newest first, as CSV (UTF-8 with BOM); a GET the cookie admits. */
export const logExport = defineCall({
  method: 'GET',
  path: '/v2/tob/log/export',
  payload: zLogFilter,
  response: z.unknown(),
  access,
  cookieAuth: true,
});

export const logSettingGet = defineCall({
  method: 'POST',
  path: '/v2/tob/log/setting/get',
  payload: z.object({}),
  response: zLogSetting,
  access,
});

/** Sets the retention and prunes at once; answers the setting and how many rows went. */
export const logSettingSet = defineCall({
  method: 'POST',
  path: '/v2/tob/log/setting/set',
  payload: zLogSetting,
  response: zLogSetting.extend({ pruned: z.number().int() }),
  access,
});

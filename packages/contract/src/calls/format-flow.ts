import { z } from 'zod';
import { zFlag, zList } from '../fields.js';
import { PERMISSIONS } from '../permissions.js';
import { defineCall, rolesAccess } from './define.js';
import { zFormatAction } from './smart-types.js';
import { zPoolId, zProtocol, zSerial } from './storage-types.js';

/**
 * prepareFormat: remembers the chosen settings for the caller's session, touching no disk.
 * `redundant` is a JSON string of {mode, needEncrypt, pwd, pwdTips}; `pid` names the pool of a cache.
 */
export const formatPrepare = defineCall({
  method: 'POST',
  path: '/zspool/format/prepare',
  payload: z.object({
    action: zFormatAction,
    protocol: zProtocol,
    redundant: z.string().max(2048).optional(),
    pid: zPoolId.optional(),
  }),
  response: z.object({
    step: z.literal('prepare'),
    action: zFormatAction,
    protocol: zProtocol,
    mode: z.string(),
    needEncrypt: z.union([z.literal(0), z.literal(1)]),
  }),
  access: rolesAccess(PERMISSIONS.storageManage),
});

/** cancelFormat: leaves the flow; the settings are dropped and a running format or check cancelled. */
export const formatCancel = defineCall({
  method: 'POST',
  path: '/zspool/format/cancel',
  payload: z.object({}).passthrough(),
  response: z.object({ cancelled: z.union([z.literal(0), z.literal(1)]), jobId: z.string().nullable() }),
  access: rolesAccess(PERMISSIONS.storageManage),
});

/** cancelFormatDoneStatus: acknowledges a finished format; the poll moves on to complete. */
export const formatDone = defineCall({
  method: 'POST',
  path: '/zspool/format/done',
  payload: z.object({}).passthrough(),
  response: z.object({
    jobId: z.string(),
    state: z.enum(['queued', 'running', 'done', 'failed', 'cancelled']),
  }),
  access: rolesAccess(PERMISSIONS.storageManage),
});

/** smartBeforeFormat: a SMART check of the chosen disks (a job of kind smart), unless skipsmart. */
export const formatSmarttest = defineCall({
  method: 'POST',
  path: '/zspool/format/smarttest',
  payload: z.object({
    protocol: zProtocol,
    sn: zList(zSerial).pipe(z.array(zSerial).min(1).max(64)),
    skipsmart: zFlag.optional(),
  }),
  response: z.object({
    step: z.enum(['smarttest', 'formatting']),
    jobId: z.string().nullable(),
    skipped: z.union([z.literal(0), z.literal(1)]),
  }),
  access: rolesAccess(PERMISSIONS.storageManage),
});

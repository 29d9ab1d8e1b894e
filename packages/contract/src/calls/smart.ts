import { z } from 'zod';
import { zInt } from '../fields.js';
import { PERMISSIONS } from '../permissions.js';
import { defineCall, rolesAccess } from './define.js';
import { zSmartEntry, zSmartReport } from './smart-types.js';
import { zJob, zProtocol, zSerial } from './storage-types.js';

/** startSmart: a short check of every present disk of the protocol, as a job of kind smart. */
export const smartDetectStart = defineCall({
  method: 'POST',
  path: '/zspool/smart/detect/start',
  payload: z.object({ type: z.literal('short').default('short'), protocol: zProtocol }),
  response: zJob,
  access: rolesAccess(PERMISSIONS.storageManage),
});

/** smartStatus: rechecked by the page every 2 s while `running` is 1. */
export const smartDetectStatus = defineCall({
  method: 'POST',
  path: '/zspool/smart/detect/status',
  payload: z.object({ protocol: zProtocol }),
  response: z.object({
    running: z.union([z.literal(0), z.literal(1)]),
    jobId: z.string().nullable(),
    /** v2 summary of the disks: nonpresent, fault, abnormal, warning or normal. */
    summary: z.enum(['nonpresent', 'fault', 'abnormal', 'warning', 'normal']),
    disks: z.array(
      z.object({
        sn: z.string(),
        pos: z.number().int(),
        result: z.string(),
        /** v3 mapping: damaged, warning, abnormal or healthy. */
        health: z.string(),
        /** Advised to replace (warning, fault, notpassed, timeout). */
        replace: z.union([z.literal(0), z.literal(1)]),
        id: z.number().int(),
        ctime: z.number().int(),
      }),
    ),
  }),
  access: rolesAccess(PERMISSIONS.storageView),
});

/**
 * The SMART check task: the newest check of the protocol, or the one `jobId` names, with its
 * progress, the readings it has made and the disks it has still to read.
 */
export const smartDetectTask = defineCall({
  method: 'POST',
  path: '/zspool/smart/detect/task',
  payload: z.object({ protocol: zProtocol, jobId: z.string().min(1).max(64).optional() }),
  response: z.object({
    task: zJob.nullable(),
    disks: z.array(
      z.object({
        sn: z.string(),
        pos: z.number().int(),
        result: z.string(),
        health: z.string(),
        replace: z.union([z.literal(0), z.literal(1)]),
        id: z.number().int(),
        ctime: z.number().int(),
      }),
    ),
    /** Serials the check has still to read. */
    pending: z.array(z.string()),
  }),
  access: rolesAccess(PERMISSIONS.storageView),
});

export const smartHistoryList = defineCall({
  method: 'POST',
  path: '/zspool/smart/history/list',
  payload: z.object({ sn: zSerial.optional() }),
  response: z.object({ list: z.array(zSmartEntry) }),
  access: rolesAccess(PERMISSIONS.storageView),
});

/** smartDetail: one reading's SMART result. */
export const smartHistoryView = defineCall({
  method: 'POST',
  path: '/zspool/smart/history/view',
  payload: z.object({ sn: zSerial, id: zInt }),
  response: zSmartEntry.extend(zSmartReport.shape),
  access: rolesAccess(PERMISSIONS.storageView),
});

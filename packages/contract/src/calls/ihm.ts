import { z } from 'zod';
import { zList } from '../fields.js';
import { PERMISSIONS } from '../permissions.js';
import { defineCall, rolesAccess } from './define.js';
import { zIhmDisk, zIhmGroup, zIhmIndicators } from './ihm-types.js';
import { zBit, zJob, zSerial } from './storage-types.js';

/** startIHM: reads the SMART health of every present disk of the group, as a job of kind smart. */
export const ihmCheckStart = defineCall({
  method: 'POST',
  path: '/zspool/ihm/check/start',
  payload: z.object({ type: zIhmGroup }),
  response: zJob,
  access: rolesAccess(PERMISSIONS.storageManage),
});

/** IHMStatus: rechecked by the page every 2 s while `running` is 1. */
export const ihmCheckStatus = defineCall({
  method: 'POST',
  path: '/zspool/ihm/check/status',
  payload: z.object({ type: zIhmGroup }),
  response: z.object({
    type: zIhmGroup,
    running: zBit,
    jobId: z.string().nullable(),
    percent: z.number().int().min(0).max(100),
    /** v2 summary of the group: nonpresent, fault, abnormal, warning or normal. */
    summary: z.enum(['nonpresent', 'fault', 'abnormal', 'warning', 'normal']),
    disks: z.array(zIhmDisk),
  }),
  access: rolesAccess(PERMISSIONS.storageView),
});

/** IHMDetail: the health report of each named disk. */
export const ihmReportView = defineCall({
  method: 'POST',
  path: '/zspool/ihm/report/view',
  payload: z.object({ sn: zList(zSerial) }),
  response: z.object({
    list: z.array(
      zIhmDisk.extend({
        type: zIhmGroup,
        model: z.string(),
        warningReason: z.string(),
        warning: z.array(z.object({ level: z.enum(['warning', 'fault']), reason: z.string() })),
        indicators: zIhmIndicators,
      }),
    ),
  }),
  access: rolesAccess(PERMISSIONS.storageView),
});

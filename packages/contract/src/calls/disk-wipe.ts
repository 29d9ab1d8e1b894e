import { z } from 'zod';
import { PERMISSIONS } from '../permissions.js';
import { PasswordEvent } from '../password-events.js';
import { defineCall, rolesAccess } from './define.js';
import { zJob, zSerial } from './storage-types.js';

/**
 * Wipes a free disk (a job of kind wipe): its signatures, its first and last 16 MiB, and a discard
 * where the disk supports one. A pool member or hot spare is refused (C109004).
 */
export const wipeStart = defineCall({
  method: 'POST',
  path: '/zspool/wipe/start',
  payload: z.object({ sn: zSerial }),
  response: z.object({ jobId: z.string(), sn: z.string() }),
  access: rolesAccess(PERMISSIONS.storageManage),
  passwordEvent: PasswordEvent.storageFormat,
});

/** A wipe job by id, the newest wipe of a disk by serial, or the newest wipe; null when none. */
export const wipeStatus = defineCall({
  method: 'POST',
  path: '/zspool/wipe/status',
  payload: z.object({ sn: zSerial.optional(), jobId: z.string().min(1).max(64).optional() }),
  response: zJob.nullable(),
  access: rolesAccess(PERMISSIONS.storageView),
});

/** Cancels the running wipe (by id, or whichever runs); what was already erased stays erased. */
export const wipeCancel = defineCall({
  method: 'POST',
  path: '/zspool/wipe/cancel',
  payload: z.object({ jobId: z.string().min(1).max(64).optional() }),
  response: z.object({ cancelled: z.union([z.literal(0), z.literal(1)]), jobId: z.string().nullable() }),
  access: rolesAccess(PERMISSIONS.storageManage),
});

import { z } from 'zod';
import { PERMISSIONS } from '../permissions.js';
import { PasswordEvent } from '../password-events.js';
import { zFlag, zList } from '../fields.js';
import { defineCall, rolesAccess } from './define.js';
import { zBit, zJob, zPool, zPoolId, zProtocol, zSerial, zSpareDisk } from './storage-types.js';

/** spec 3 §7 "storage info": zspool {normal, super, cache} and spare {normal, super}. */
export const poolInfo = defineCall({
  method: 'POST',
  path: '/zspool/info',
  payload: z.object({}),
  response: z.object({
    zspool: z.object({ normal: z.array(zPool), super: z.array(zPool), cache: z.array(zPool) }),
    spare: z.object({ normal: z.array(zSpareDisk), super: z.array(zSpareDisk) }),
  }),
  access: rolesAccess(PERMISSIONS.storageView),
});

/** checkStorageName: the server's name check; answers the trimmed name and the default name. */
export const formatCheck = defineCall({
  method: 'POST',
  path: '/zspool/format/check',
  payload: z.object({
    name: z.string().max(256),
    verify: z.string().optional(),
    protocol: zProtocol.optional(),
  }),
  response: z.object({ name: z.string(), defaultName: z.string() }),
  access: rolesAccess(PERMISSIONS.storageManage),
});

/** startFormat: for now the `new` action; the job runs on and is followed with `/zspool/format/status`. */
export const formatExec = defineCall({
  method: 'POST',
  path: '/zspool/format/exec',
  payload: z.object({
    action: z.literal('new'),
    name: z.string().max(256).optional(),
    protocol: zProtocol,
    raidtype: z.string().min(1).max(16),
    sys: zList(zSerial),
    spare: zList(zSerial).optional(),
    skipsmart: zFlag.optional(),
  }),
  response: z.object({ jobId: z.string(), poolId: z.string() }),
  access: rolesAccess(PERMISSIONS.storageManage),
  passwordEvent: PasswordEvent.storageFormat,
});

/** A format job by id, or the newest format job; null when there has been none. */
export const formatStatus = defineCall({
  method: 'POST',
  path: '/zspool/format/status',
  payload: z.object({ jobId: z.string().min(1).max(64).optional() }),
  response: zJob.nullable(),
  access: rolesAccess(PERMISSIONS.storageView),
});

export const renamePool = defineCall({
  method: 'POST',
  path: '/zspool/rename/pool',
  payload: z.object({ id: zPoolId, name: z.string().max(256) }),
  response: z.object({ id: z.string(), name: z.string() }),
  access: rolesAccess(PERMISSIONS.storageManage),
});

/** Deletes a pool: unmounts it and erases its members' signatures. */
export const deletePool = defineCall({
  method: 'POST',
  path: '/zspool/delete/set',
  payload: z.object({ id: zPoolId }),
  response: z.object({ id: z.string() }),
  access: rolesAccess(PERMISSIONS.storageManage),
  passwordEvent: PasswordEvent.storageDelete,
});

export const mountPool = defineCall({
  method: 'POST',
  path: '/zspool/mount/pool',
  payload: z.object({ id: zPoolId }),
  response: z.object({ id: z.string(), has_mount: zBit }),
  access: rolesAccess(PERMISSIONS.storageManage),
});

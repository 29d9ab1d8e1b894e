import { z } from 'zod';
import { PasswordEvent } from '../password-events.js';
import { PERMISSIONS } from '../permissions.js';
import { defineCall, rolesAccess } from './define.js';
import { zExternalDisk, zExternalPartition } from './external-types.js';

/**
 * External disks: USB and eSATA disks that are not in a pool (spec 3 §7 External). `dev` names a
 * whole disk (`/dev/sdb`) or one of its partitions (`/dev/sdb1`).
 */
const zDev = z.string().min(1).max(255).startsWith('/dev/');

export const externalList = defineCall({
  method: 'POST',
  path: '/zspool/external/list',
  payload: z.object({}),
  response: z.object({ disks: z.array(zExternalDisk) }),
  access: rolesAccess(PERMISSIONS.storageView),
});

export const externalInfo = defineCall({
  method: 'POST',
  path: '/zspool/external/info',
  payload: z.object({ dev: zDev }),
  response: zExternalDisk,
  access: rolesAccess(PERMISSIONS.storageView),
});

/**
 * Erases the disk: one GPT partition over all of it with a new filesystem. Runs as a job of kind
 * `format`, followed with `/zspool/format/status`. `uuid` (the spec's field) is accepted and not used:
 * the filesystem gets a new one.
 */
export const externalFormat = defineCall({
  method: 'POST',
  path: '/zspool/external/format',
  payload: z.object({
    dev: zDev,
    uuid: z.string().max(64).optional(),
    // Checked by the engine, so that a bad filesystem and a bad label are answered together.
    fs: z.string().min(1).max(16),
    label: z.string().max(1024).default(''),
  }),
  response: z.object({ jobId: z.string() }),
  access: rolesAccess(PERMISSIONS.storageManage),
  passwordEvent: PasswordEvent.storageFormat,
});

export const externalMount = defineCall({
  method: 'POST',
  path: '/zspool/external/mount',
  payload: z.object({ dev: zDev }),
  response: zExternalPartition,
  access: rolesAccess(PERMISSIONS.storageManage),
});

export const externalUmount = defineCall({
  method: 'POST',
  path: '/zspool/external/umount',
  payload: z.object({ dev: zDev }),
  response: z.object({ dev: z.string(), unmounted: z.array(z.string()) }),
  access: rolesAccess(PERMISSIONS.storageManage),
});

import { z } from 'zod';
import { PERMISSIONS } from '../permissions.js';
import { defineCall, rolesAccess } from './define.js';
import { zFileServiceStatus } from './file-services-types.js';

/** Starts SMB now (T3 "Settings" `/system/smbstart`, SET-SVC-03); `enable` is what is remembered. */
export const systemSmbStart = defineCall({
  method: 'POST',
  path: '/system/smbstart',
  payload: z.object({}),
  response: zFileServiceStatus,
  access: rolesAccess(PERMISSIONS.settings),
});

/** Stops SMB now (`/system/smbstop`); an enabled service starts again with the daemon. */
export const systemSmbStop = defineCall({
  method: 'POST',
  path: '/system/smbstop',
  payload: z.object({}),
  response: zFileServiceStatus,
  access: rolesAccess(PERMISSIONS.settings),
});

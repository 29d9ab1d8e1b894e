import { z } from 'zod';
import { PERMISSIONS } from '../permissions.js';
import { TIMEOUTS } from '../constants.js';
import { zUid } from './accounts-types.js';
import { defineCall, rolesAccess } from './define.js';

/** The group-folder permit calls of spec 1 §7 beside `files.ts`'s: a group's grants and the CSVs. */
const access = rolesAccess(PERMISSIONS.accounts);
const timeoutMs = TIMEOUTS.publicDirInfo;

/** One group's own grant on every group folder: 0 none, 1 read-write, 2 read only, null no grant. */
export const publicGetGroupPermit = defineCall({
  method: 'POST',
  path: '/v2/tob/public/get_group_permit',
  bodyType: 'json',
  payload: z.object({ gid: zUid }),
  response: z.object({
    gid: z.number().int(),
    name: z.string(),
    permits: z.array(
      z.object({
        fid: z.number().int(),
        name: z.string(),
        permission: z.union([z.literal(0), z.literal(1), z.literal(2)]).nullable(),
      }),
    ),
  }),
  timeoutMs,
  access,
});

/** CSV (UTF-8 with BOM) of one user's permission on every group folder; the session cookie admits. */
export const publicDownloadUserCsv = defineCall({
  method: 'GET',
  path: '/v2/tob/public/download_user_csv',
  payload: z.object({ uid: zUid }),
  response: z.unknown(),
  timeoutMs,
  access,
  cookieAuth: true,
});

/** CSV of one group's grants on every group folder. */
export const publicDownloadGroupCsv = defineCall({
  method: 'GET',
  path: '/v2/tob/public/download_group_csv',
  payload: z.object({ gid: zUid }),
  response: z.unknown(),
  timeoutMs,
  access,
  cookieAuth: true,
});

/** CSV of every account's permission on every group folder: one row per account and folder. */
export const publicDownloadUsersCsv = defineCall({
  method: 'GET',
  path: '/v2/tob/public/download_users_csv',
  payload: z.object({}),
  response: z.unknown(),
  timeoutMs,
  access,
  cookieAuth: true,
});

import { z } from 'zod';
import { PERMISSIONS } from '../permissions.js';
import { ANY_ROLE } from '../roles.js';
import { TIMEOUTS } from '../constants.js';
import { zUid } from './accounts-types.js';
import { defineCall, rolesAccess } from './define.js';
import { zList } from '../fields.js';
import {
  zAppServiceEntry,
  zAppServiceName,
  zGroupServicePermits,
  zOwnServiceGrant,
  zServiceAnswers,
  zServicePermit,
  zServicePermits,
  zUserServicePermits,
} from './service-permits-types.js';

/** App service permits (issue 16 §3, FILE-15, T3 "Service permits": 300 s). Administrators' calls. */
const access = rolesAccess(PERMISSIONS.accounts);
const timeoutMs = TIMEOUTS.servicePermits;
const MAX_PERMITS = 10_000;
const zOwnServiceGrants = zList(zOwnServiceGrant).pipe(z.array(zOwnServiceGrant).max(100));

/** Every permit-controlled app service. */
export const serviceList = defineCall({
  method: 'POST',
  path: '/v2/tob/service/list',
  payload: z.object({}),
  response: z.object({ services: z.array(zAppServiceEntry) }),
  timeoutMs,
  access,
});

/** Who holds a grant on one service. */
export const serviceGetPermits = defineCall({
  method: 'POST',
  path: '/v2/tob/service/get_permits',
  payload: z.object({ service: zAppServiceName }),
  response: zServicePermits,
  timeoutMs,
  access,
});

/** Replaces every grant on one service at once; a user or group left out has none afterwards. */
export const serviceSavePermits = defineCall({
  method: 'POST',
  path: '/v2/tob/service/save_permits',
  bodyType: 'json',
  payload: z.object({
    service: zAppServiceName,
    permits: zList(zServicePermit).pipe(z.array(zServicePermit).max(MAX_PERMITS)),
  }),
  response: zServicePermits,
  timeoutMs,
  access,
});

/** One group's own grants on every service (null: none). */
export const serviceGetGroupPermit = defineCall({
  method: 'POST',
  path: '/v2/tob/service/get_group_permit',
  payload: z.object({ gid: zUid }),
  response: zGroupServicePermits,
  timeoutMs,
  access,
});

/**
 * Sets a group's grants on the services the list names (`permission: null` removes that grant);
 * services left out keep theirs.
 */
export const serviceSaveGroupPermit = defineCall({
  method: 'POST',
  path: '/v2/tob/service/save_group_permit',
  bodyType: 'json',
  payload: z.object({ gid: zUid, permits: zOwnServiceGrants }),
  response: zGroupServicePermits,
  timeoutMs,
  access,
});

/** One user's own grants and the answer on every service, with where each answer comes from. */
export const serviceGetUserPermit = defineCall({
  method: 'POST',
  path: '/v2/tob/service/get_user_permit',
  payload: z.object({ uid: zUid }),
  response: zUserServicePermits,
  timeoutMs,
  access,
});

/**
 * Sets an ordinary user's own grants as save_group_permit does a group's. Administrators always use
 * every app and take no grants (C123002).
 */
export const serviceSaveUserPermit = defineCall({
  method: 'POST',
  path: '/v2/tob/service/save_user_permit',
  bodyType: 'json',
  payload: z.object({ uid: zUid, permits: zOwnServiceGrants }),
  response: zUserServicePermits,
  timeoutMs,
  access,
});

/** Every account's answer on every service (T3 account calls). */
export const serviceAllUserPermit = defineCall({
  method: 'POST',
  path: '/v2/tob/service/all_user_permit',
  payload: z.object({}),
  response: z.object({
    users: z.array(
      z.object({
        uid: z.number().int(),
        username: z.string(),
        mainRole: z.number().int(),
        permits: zServiceAnswers,
      }),
    ),
  }),
  timeoutMs,
  access,
});

/** The caller's own answer on every service: the desktop hides the apps of a denied service. */
export const serviceMyPermit = defineCall({
  method: 'POST',
  path: '/v2/tob/service/my_permit',
  payload: z.object({}),
  response: z.object({ permits: zServiceAnswers }),
  access: rolesAccess(ANY_ROLE),
});

/** CSV (UTF-8 with BOM) of one user's grants and answers; a GET the session cookie admits. */
export const serviceDownloadUserCsv = defineCall({
  method: 'GET',
  path: '/v2/tob/service/download_user_csv',
  payload: z.object({ uid: zUid }),
  response: z.unknown(),
  timeoutMs,
  access,
  cookieAuth: true,
});

/** CSV of one group's grants. */
export const serviceDownloadGroupCsv = defineCall({
  method: 'GET',
  path: '/v2/tob/service/download_group_csv',
  payload: z.object({ gid: zUid }),
  response: z.unknown(),
  timeoutMs,
  access,
  cookieAuth: true,
});

/** CSV of every account's answer on every service: one row per account, one column per service. */
export const serviceDownloadUsersCsv = defineCall({
  method: 'GET',
  path: '/v2/tob/service/download_users_csv',
  payload: z.object({}),
  response: z.unknown(),
  timeoutMs,
  access,
  cookieAuth: true,
});

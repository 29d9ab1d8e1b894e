import { z } from 'zod';
import { ANY_ROLE } from '../roles.js';
import { zCipher, zFlag, zKeyId } from '../fields.js';
import { defineCall, PUBLIC, rolesAccess } from './define.js';
import { PRE_SESSION_WIRE } from './pre-session.js';
import { zLoginResult, zUserInfo } from './session-types.js';

const empty = z.object({});

export const keyPub = defineCall({
  ...PRE_SESSION_WIRE.keyPub,
  payload: z.object({ signme: z.string().optional() }),
  response: z.object({ key: z.string(), key_id: z.string(), name: z.string(), sign: z.string() }),
  access: PUBLIC,
});

export const isRegistered = defineCall({
  ...PRE_SESSION_WIRE.isRegistered,
  payload: empty,
  response: z.object({ registered: z.boolean() }),
  access: PUBLIC,
});

export const setSuperAdminPasswd = defineCall({
  ...PRE_SESSION_WIRE.setSuperAdminPasswd,
  payload: z.object({ username: zCipher, password: zCipher, key_id: zKeyId }),
  response: z.object({ userid: z.number().int(), username: z.string() }),
  access: PUBLIC,
});

export const pwdPolicyInfo = defineCall({
  ...PRE_SESSION_WIRE.pwdPolicyInfo,
  payload: empty,
  response: z.object({
    minLength: z.number().int(),
    maxLength: z.number().int(),
    minClasses: z.number().int(),
    classes: z.array(z.string()),
  }),
  access: PUBLIC,
});

export const login = defineCall({
  ...PRE_SESSION_WIRE.login,
  payload: z.object({
    username: zCipher,
    password: zCipher,
    key_id: zKeyId,
    keep_login: zFlag.optional().default(false),
  }),
  response: zLoginResult,
  access: PUBLIC,
});

/** The provider-cloud account sign-in: there is no provider cloud here (DECISIONS), so it answers 510. */
export const cloudLogin = defineCall({
  method: 'POST',
  path: '/v1/user/login',
  payload: z.object({}).passthrough(),
  response: z.null(),
  access: PUBLIC,
});

export const authToken = defineCall({
  method: 'POST',
  path: '/v1/user/authToken',
  payload: empty,
  response: zUserInfo,
  access: rolesAccess(ANY_ROLE),
  allowedWhileLocked: true,
});

export const logout = defineCall({
  method: 'POST',
  path: '/v1/user/logout',
  payload: empty,
  response: z.null(),
  access: rolesAccess(ANY_ROLE),
  allowedWhileLocked: true,
});

export const checkUserPasswd = defineCall({
  method: 'POST',
  path: '/v1/user/CheckUserPasswd',
  payload: z.object({ eventName: z.string().min(1).max(64), passwd: zCipher, key_id: zKeyId }),
  response: z.object({ eventName: z.string(), validMs: z.number().int() }),
  access: rolesAccess(ANY_ROLE),
  allowedWhileLocked: true,
});

/** SESS-08 "update agree key": records that the user accepted this privacy agreement version. */
export const agreeProtocol = defineCall({
  method: 'POST',
  path: '/v1/user/agreeProtocol',
  payload: z.object({ version: z.string().min(1).max(32) }),
  response: z.object({ protocolVersion: z.string() }),
  access: rolesAccess(ANY_ROLE),
});

/** Locks this session at once; only CheckUserPasswd with ScreenLock unlocks it (DECISIONS, lock). */
export const lockScreen = defineCall({
  method: 'POST',
  path: '/v1/user/lockScreen',
  payload: empty,
  response: z.object({ locked: z.boolean() }),
  access: rolesAccess(ANY_ROLE),
  allowedWhileLocked: true,
});

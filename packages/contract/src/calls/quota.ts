import { z } from 'zod';
import { ANY_ROLE } from '../roles.js';
import { ACCOUNTS, zUid } from './accounts-types.js';
import { defineCall, rolesAccess } from './define.js';
import { zQuotaEntry, zQuotaLimit, zQuotaPool } from './quota-types.js';

/**
 * Every account's storage on the default pool: used bytes and limit (issue 16 §4). Asking turns
 * btrfs quotas on for that pool the first time, so usage can be measured.
 */
export const quotaList = defineCall({
  method: 'POST',
  path: '/account/quota/list',
  payload: z.object({}),
  response: z.object({ pool: zQuotaPool, items: z.array(zQuotaEntry) }),
  access: ACCOUNTS,
  timeoutMs: 120_000,
});

/**
 * Sets an account's storage limit in bytes, or lifts it (`none`). Enforced by the kernel on the
 * account's folder (a btrfs qgroup); one audit row per call.
 */
export const quotaSet = defineCall({
  method: 'POST',
  path: '/account/quota/set',
  payload: z.object({ uid: zUid, limit: zQuotaLimit }),
  response: zQuotaEntry,
  access: ACCOUNTS,
  timeoutMs: 120_000,
});

/** The caller's own storage: used bytes and limit (My Account). */
export const quotaMine = defineCall({
  method: 'POST',
  path: '/account/quota/mine',
  payload: z.object({}),
  response: z.object({ pool: zQuotaPool, entry: zQuotaEntry }),
  access: rolesAccess(ANY_ROLE),
  timeoutMs: 120_000,
});

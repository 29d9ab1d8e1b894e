import { z } from 'zod';
import { ANY_ROLE } from '../roles.js';
import { defineCall, rolesAccess } from './define.js';
import { KV_VALUE_MAX, zKvKey } from './kv-types.js';

/** Stores `v` under `k` for the caller, replacing any earlier value. */
export const kvCreate = defineCall({
  method: 'POST',
  path: '/kv/create',
  payload: z.object({ k: zKvKey, v: z.string().max(KV_VALUE_MAX) }),
  response: z.null(),
  access: rolesAccess(ANY_ROLE),
});

/** The caller's value under `k`, or null when there is none. */
export const kvLoad = defineCall({
  method: 'POST',
  path: '/kv/load',
  payload: z.object({ k: zKvKey }),
  response: z.object({ value: z.string().nullable() }),
  access: rolesAccess(ANY_ROLE),
});

export const kvDelete = defineCall({
  method: 'POST',
  path: '/kv/delete',
  payload: z.object({ k: zKvKey }),
  response: z.null(),
  access: rolesAccess(ANY_ROLE),
});

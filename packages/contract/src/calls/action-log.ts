import { z } from 'zod';
import { TIMEOUTS } from '../constants.js';
import { zInt } from '../fields.js';
import { ANY_ROLE } from '../roles.js';
import { defineCall, rolesAccess } from './define.js';
import { zActionItem } from './logs-types.js';

/**
 * The action log (LOG-02, T3 `/action/*`; fields designed here, docs/decisions.md "Action log"):
 * each user's own feed of the audit rows that concern them. Marking known and removing change only
 * the user's view, never the audit log.
 */
const access = rolesAccess(ANY_ROLE);
const zId = zInt.pipe(z.number().int().min(1));

/** The caller's feed, newest first, without what they removed. */
export const actionList = defineCall({
  method: 'POST',
  path: '/action/list',
  payload: z.object({
    offset: zInt.pipe(z.number().int().min(0)).default(0),
    limit: zInt.pipe(z.number().int().min(1).max(200)).default(50),
  }),
  response: z.object({ total: z.number().int(), items: z.array(zActionItem) }),
  access,
});

/** One entry of the caller's feed (C121001 when it is not theirs or was removed). */
export const actionLog = defineCall({
  method: 'POST',
  path: '/action/log',
  payload: z.object({ id: zId }),
  response: zActionItem,
  access,
});

/** How many entries of the feed are new (not yet known), and the newest of them. */
export const actionNew = defineCall({
  method: 'POST',
  path: '/action/new',
  payload: z.object({}),
  response: z.object({ count: z.number().int(), latest: zActionItem.nullable() }),
  access,
  timeoutMs: TIMEOUTS.actionNew,
});

/** Marks one entry known, or, without `id`, every entry up to now. */
export const actionKnown = defineCall({
  method: 'POST',
  path: '/action/known',
  payload: z.object({ id: zId.optional() }),
  response: z.object({ count: z.number().int() }),
  access,
});

/** Removes one entry from the caller's view. */
export const actionDelete = defineCall({
  method: 'POST',
  path: '/action/delete',
  payload: z.object({ id: zId }),
  response: z.null(),
  access,
});

/** Removes every entry up to now from the caller's view. */
export const actionDeleteAll = defineCall({
  method: 'POST',
  path: '/action/deleteall',
  payload: z.object({}),
  response: z.null(),
  access,
});

/**
 * The page's report after a sign-in (ACCT-03, 1 s): which device it is (`deviceId`, kept by the
 * browser; the session's own device id when empty) and what it runs in. The daemon remembers each
 * account's devices: the first report from an unseen device writes one `signin.new-device` row and,
 * when the account had signed in elsewhere before, pushes `new_device_login` to its other pages
 * (PUSH-07). A known device writes nothing. `newAddress`: the user had never signed in from this
 * address before this sign-in.
 */
export const actionReportLogin = defineCall({
  method: 'POST',
  path: '/action/report/login',
  payload: z.object({
    deviceId: z.string().trim().max(128).default(''),
    device: z.string().trim().max(200).default(''),
    platform: z.string().trim().max(100).default(''),
    browser: z.string().trim().max(300).default(''),
  }),
  response: z.object({ newAddress: z.boolean(), newDevice: z.boolean() }),
  access,
  timeoutMs: TIMEOUTS.loginReport,
});

/**
 * PUSH-07 / ACCT-10 "Disable this account now" (the spec leaves the call UNSPECIFIED): the caller
 * disables their own account as an emergency lock; every session of it ends at once, this one too.
 * An administrator enables it again. The super administrator is never disabled (C112002).
 */
export const disableOwnAccount = defineCall({
  method: 'POST',
  path: '/account/self/disable',
  payload: z.object({}),
  response: z.object({ userid: z.number().int(), username: z.string(), disabled: z.boolean() }),
  access,
});

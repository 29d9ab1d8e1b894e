import { z } from 'zod';
import { zCipher, zKeyId } from '../fields.js';
import { PasswordEvent } from '../password-events.js';
import { ADMIN_ROLES, MASTER_ONLY } from '../roles.js';
import { defineCall, rolesAccess } from './define.js';
import { REMOTE_HELP, zRemoteHelpSign, zRemoteHelpStatus, zSecond, zSmsCode } from './remote-help-types.js';

/**
 * Remote assistance (RHELP-03) on the device paths of spec 1 T3 (RHELP-07: the mapping of the
 * operation names onto them is Coffer's, docs/decisions.md "Remote assistance"). The daemon talks to
 * the provider's `/sms/hsend` and `/sms/hcheck` itself; with no provider configured every call
 * answers 510 and changes nothing (DECISIONS "Out of reach on a LAN-only box").
 */

/** getRhelpStatus: both administrators may read it; only the master sees the code. */
export const remoteHelpStatus = defineCall({
  method: 'GET',
  path: '/zhelper/state',
  payload: z.object({}),
  response: zRemoteHelpStatus,
  access: rolesAccess(ADMIN_ROLES),
});

/** getSign → {sign, username}: the account the code goes to (the master's own) and the device's sign. */
export const remoteHelpSign = defineCall({
  method: 'POST',
  path: '/zhelper/nasid',
  payload: z.object({}),
  response: zRemoteHelpSign,
  access: rolesAccess(MASTER_ONLY),
});

/**
 * rhelpSMS2 {key_id, username, nasid, type, by?} → {phone}: the provider sends the code by SMS, or
 * by a phone call with `by=voice`. `username` is sealed with the device key, like every credential.
 */
export const remoteHelpSendSms = defineCall({
  method: 'GET',
  path: '/rhelp/sendsms',
  payload: z.object({
    key_id: zKeyId,
    username: zCipher,
    nasid: z.string().max(64).optional(),
    type: z.literal(REMOTE_HELP.smsType),
    by: z.literal('voice').optional(),
  }),
  response: z.object({ phone: z.string() }),
  access: rolesAccess(MASTER_ONLY),
});

/** getSecond {key_id, username, nasid, sms_code} → {second}: the provider checks the code. */
export const remoteHelpCheckSms = defineCall({
  method: 'POST',
  path: '/rhelp/checksms',
  payload: z.object({
    key_id: zKeyId,
    username: zCipher,
    nasid: z.string().max(64).optional(),
    sms_code: zSmsCode,
  }),
  response: z.object({ second: zSecond }),
  access: rolesAccess(MASTER_ONLY),
});

/** openRhelp {second} → the state with its new code and expiry; needs the password check (D3). */
export const remoteHelpOpen = defineCall({
  method: 'POST',
  path: '/zhelper/open',
  payload: z.object({ second: zSecond }),
  response: zRemoteHelpStatus,
  access: rolesAccess(MASTER_ONLY),
  passwordEvent: PasswordEvent.remoteHelp,
});

/** closeRhelp {second} → the closed state; needs the password check (D3). */
export const remoteHelpClose = defineCall({
  method: 'POST',
  path: '/zhelper/close',
  payload: z.object({ second: zSecond }),
  response: zRemoteHelpStatus,
  access: rolesAccess(MASTER_ONLY),
  passwordEvent: PasswordEvent.remoteHelp,
});

/**
 * sendCopyRhelpLog: the master copied the code; the daemon writes it to its log. `params` names
 * what was copied (`code`); it never carries the code itself.
 */
export const remoteHelpCopyLog = defineCall({
  method: 'POST',
  path: '/zhelper/copy',
  payload: z.object({ params: z.string().max(64).optional() }),
  response: z.null(),
  access: rolesAccess(MASTER_ONLY),
});

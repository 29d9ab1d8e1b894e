import { z } from 'zod';
import { DAY, MINUTE, SECOND } from '../constants.js';

/**
 * Remote assistance (spec 2 §4.13, spec 3 "Remote assistance", INVENTORY RHELP): the master lets the
 * provider's engineers in for a while, after an SMS code to the administrator's registered phone
 * and an administrator password check (docs/decisions.md "Remote assistance").
 */
export const REMOTE_HELP = {
  /** How long an opened assistance lasts; the spec leaves it open (RHELP-01 shows whole days). */
  validDays: 7,
  /** RHELP-04, spec 2 §9: "SMS resend 60 s". The daemon refuses a send sooner than this too. */
  smsResendMs: 60 * SECOND,
  /** How long the provider's `second` from a checked SMS code may open or close the assistance. */
  secondValidMs: 5 * MINUTE,
  /** How long the daemon waits for the provider; below the call's own 30 s (T3). */
  providerTimeoutMs: 10 * SECOND,
  /** The `type` of rhelpSMS2 (RHELP-03). */
  smsType: 'rhelp',
  /** Characters of the authorisation code. */
  codeLength: 8,
} as const;

export const REMOTE_HELP_SWITCH = ['open', 'closed'] as const;
export type RemoteHelpSwitch = (typeof REMOTE_HELP_SWITCH)[number];

/** An SMS code as the provider sends it: digits only. */
export const zSmsCode = z
  .string()
  .trim()
  .regex(/^\d{4,8}$/);

/** The provider's proof that an SMS code was checked (RHELP-03 `second`). */
export const zSecond = z.string().min(1).max(512);

/**
 * getRhelpStatus (RHELP-01, spec 2 §3 "Remote help state: pwd, expire_at, nasid, ctime"), plus the
 * switch and the remaining whole days. Times are Unix seconds, 0 when closed. `pwd` and `ctime`
 * are the master's only: an operations administrator reads them empty.
 */
export const zRemoteHelpStatus = z.object({
  switch: z.enum(REMOTE_HELP_SWITCH),
  expire_at: z.number().int(),
  /** Whole days left, at least 1 while open (RHELP-01); 0 when closed. */
  days: z.number().int(),
  nasid: z.string(),
  ctime: z.number().int(),
  pwd: z.string(),
  /** The support hotline from configuration; empty when none is set (DECISIONS "Text and numbers"). */
  support_phone: z.string(),
});
export type RemoteHelpStatus = z.infer<typeof zRemoteHelpStatus>;

/** getSign: the account the SMS code is for, and the device's signature the provider checks. */
export const zRemoteHelpSign = z.object({
  sign: z.string(),
  username: z.string(),
  nasid: z.string(),
});

/** What a failure of these calls carries in `data`, so the not-connected state can name support. */
export const zRemoteHelpFailureData = z.object({ support_phone: z.string() });

/**
 * RHELP-01: the remaining validity in whole days, rounded up and never below 1 while the assistance
 * is still open; 0 once it has ended.
 */
export function remainingDays(expireAtSeconds: number, nowMs: number): number {
  const leftMs = expireAtSeconds * SECOND - nowMs;
  if (leftMs <= 0) return 0;
  return Math.max(1, Math.ceil(leftMs / DAY));
}

import { SESSION_IDLE_EXPIRY, SIGN_OUT, type SignOutCode } from '@coffer/contract';
import type { RevokeReason, SessionRow } from './sessions-store.js';

const REVOKE_CODES: Record<RevokeReason, SignOutCode> = {
  logout: SIGN_OUT.revoked,
  'password-reset': SIGN_OUT.revoked,
  'signed-in-elsewhere': SIGN_OUT.signedInElsewhere,
};

/**
 * Why a stored session no longer admits its caller, as the sign-out code the page acts on; undefined
 * when it still does. Pure, so every expiry rule is tested with a table.
 */
export function sessionSignOutCode(
  session: SessionRow | undefined,
  userDisabled: boolean,
  now: number,
): SignOutCode | undefined {
  if (!session) return SIGN_OUT.tokenInvalid;
  if (session.revoked_at !== null) return REVOKE_CODES[session.revoke_reason ?? 'logout'];
  if (now >= session.expires_at) return SIGN_OUT.expired;
  if (userDisabled) return SIGN_OUT.accountDisabled;
  return undefined;
}

/** The expiry after activity: keep-login sessions keep their fixed end, others live 24 h past the last call. */
export function expiryAfterActivity(
  session: Pick<SessionRow, 'keep_login' | 'expires_at'>,
  now: number,
): number {
  return session.keep_login ? session.expires_at : now + SESSION_IDLE_EXPIRY;
}

/** Writing last_seen on every call would cost a write per request; once a minute keeps expiry exact enough. */
export const TOUCH_INTERVAL_MS = 60_000;

export function needsTouch(session: Pick<SessionRow, 'last_seen'>, now: number): boolean {
  return now - session.last_seen >= TOUCH_INTERVAL_MS;
}

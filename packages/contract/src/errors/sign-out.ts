import type { CatalogueCode } from './catalogue.js';

/**
 * Which sign-out code means what (DECISIONS "Sign-in calls"). Every private call answers one of
 * these to a caller without a valid session, and the page signs out on any of them (SESS-05).
 */
export const SIGN_OUT = {
  tokenMissing: 'N001001',
  tokenInvalid: 'N001100',
  revoked: 'N001207',
  signedInElsewhere: 'N001208',
  expired: 'N001209',
  /** Reserved for a disabled account: the page shows the account notice first (SESS-06). */
  accountDisabled: 'L009004',
} as const satisfies Record<string, CatalogueCode>;

export type SignOutCode = (typeof SIGN_OUT)[keyof typeof SIGN_OUT];

export const SIGN_OUT_CODES: readonly string[] = Object.values(SIGN_OUT);

export function isSignOutCode(code: unknown): code is SignOutCode {
  return typeof code === 'string' && SIGN_OUT_CODES.includes(code);
}

/** SESS-07: the external-login-forbidden notice, then sign-out. */
export const EXTERNAL_LOGIN_FORBIDDEN = 'N001413';

import { KEEP_LOGIN_EXPIRY, SESSION_IDLE_EXPIRY, SIGN_OUT } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { expiryAfterActivity, needsTouch, sessionSignOutCode } from './session-state.js';
import type { SessionRow } from './sessions-store.js';

const NOW = 1_700_000_000_000;

function session(overrides: Partial<SessionRow> = {}): SessionRow {
  return {
    token_hash: 'h',
    user_id: 1,
    keep_login: 0,
    created_at: NOW - 1000,
    last_seen: NOW - 1000,
    expires_at: NOW + SESSION_IDLE_EXPIRY,
    revoked_at: null,
    revoke_reason: null,
    locked: 0,
    ip: '',
    device_id: '',
    device: '',
    platform: '',
    ...overrides,
  };
}

describe('sessionSignOutCode', () => {
  it.each([
    ['an unknown token', undefined, false, SIGN_OUT.tokenInvalid],
    ['a live session', session(), false, undefined],
    [
      'a signed-out session',
      session({ revoked_at: NOW - 5, revoke_reason: 'logout' }),
      false,
      SIGN_OUT.revoked,
    ],
    [
      'a session ended by a password reset',
      session({ revoked_at: NOW - 5, revoke_reason: 'password-reset' }),
      false,
      SIGN_OUT.revoked,
    ],
    [
      'a session replaced on another device',
      session({ revoked_at: NOW - 5, revoke_reason: 'signed-in-elsewhere' }),
      false,
      SIGN_OUT.signedInElsewhere,
    ],
    ['a session idle for 24 hours', session({ expires_at: NOW }), false, SIGN_OUT.expired],
    ['a live session of a disabled account', session(), true, SIGN_OUT.accountDisabled],
    [
      'a revoked session of a disabled account',
      session({ revoked_at: NOW - 5, revoke_reason: 'logout' }),
      true,
      SIGN_OUT.revoked,
    ],
  ])('answers %s with %s', (_label, row, disabled, expected) => {
    expect(sessionSignOutCode(row, disabled, NOW)).toBe(expected);
  });
});

describe('expiryAfterActivity', () => {
  it('slides a plain session 24 hours past the last call', () => {
    expect(expiryAfterActivity({ keep_login: 0, expires_at: NOW + 5 }, NOW)).toBe(NOW + SESSION_IDLE_EXPIRY);
  });

  it('keeps the fixed 360-day end of a keep-login session', () => {
    const end = NOW - 1000 + KEEP_LOGIN_EXPIRY;
    expect(expiryAfterActivity({ keep_login: 1, expires_at: end }, NOW)).toBe(end);
  });
});

describe('needsTouch', () => {
  it('writes the last-seen time at most once a minute', () => {
    expect(needsTouch({ last_seen: NOW - 59_999 }, NOW)).toBe(false);
    expect(needsTouch({ last_seen: NOW - 60_000 }, NOW)).toBe(true);
  });
});

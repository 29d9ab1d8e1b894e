import { describe, expect, it } from 'vitest';
import { EXTERNAL_LOGIN_FORBIDDEN, SIGN_OUT, failEnvelope } from '@coffer/contract';
import { reactionFor } from './failure-reactions';

describe('reactions to failed calls', () => {
  it('signs out after the account notice on L009004', () => {
    expect(reactionFor(failEnvelope(SIGN_OUT.accountDisabled, 'disabled'), { toast: true })).toEqual({
      kind: 'signOut',
      notice: 'accountDisabled',
    });
  });

  it('signs out after the important notice on N001413', () => {
    expect(reactionFor(failEnvelope(EXTERNAL_LOGIN_FORBIDDEN, 'forbidden'), { toast: false })).toEqual({
      kind: 'signOut',
      notice: 'externalLoginForbidden',
    });
  });

  it('signs out without a notice on an expired token, even when toasts are off', () => {
    expect(reactionFor(failEnvelope(SIGN_OUT.expired, 'expired'), { toast: false })).toEqual({
      kind: 'signOut',
      notice: null,
    });
  });

  it('shows any other failure as a toast of the daemon message', () => {
    expect(reactionFor(failEnvelope('C100403', 'not allowed'), { toast: true })).toEqual({
      kind: 'toast',
      text: 'not allowed',
    });
  });

  it('shows the lock screen, not a toast, when the session is locked', () => {
    expect(reactionFor(failEnvelope('C101011', 'locked'), { toast: true })).toEqual({ kind: 'locked' });
  });

  it('stays quiet when the caller shows the error itself', () => {
    expect(reactionFor(failEnvelope('C101001', 'wrong'), { toast: false })).toEqual({ kind: 'none' });
  });
});

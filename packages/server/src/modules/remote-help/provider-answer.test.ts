import { Code } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { judgeProviderAnswer, type ProviderOutcome } from './provider-answer.js';

const answer = (body: unknown, status = 200): ProviderOutcome => ({ kind: 'answer', status, body });
const send = (outcome: ProviderOutcome) => judgeProviderAnswer(outcome, 'phone', Code.remoteHelpSendFailed);

describe('judging the provider’s answer to /sms/hsend', () => {
  it('takes the phone of a successful envelope', () => {
    expect(send(answer({ success: true, code: 200, data: { phone: '138****0000' } }))).toEqual({
      ok: true,
      value: '138****0000',
    });
  });

  it.each<[string, ProviderOutcome, string]>([
    [
      'a refused connection',
      { kind: 'unreachable', reason: 'fetch failed (ECONNREFUSED)' },
      Code.remoteHelpOffline,
    ],
    ['a timeout', { kind: 'unreachable', reason: 'timed out' }, Code.remoteHelpOffline],
    ['HTTP 401', answer({ success: false }, 401), Code.remoteHelpNotSignedIn],
    ['HTTP 403', answer(null, 403), Code.remoteHelpNotSignedIn],
    ['an envelope with code 401', answer({ success: false, code: 401 }), Code.remoteHelpNotSignedIn],
    ['HTTP 500', answer({ success: true, data: { phone: '1' } }, 500), Code.remoteHelpSendFailed],
    ['a refusal', answer({ success: false, code: 'E1', message: 'quota' }), Code.remoteHelpSendFailed],
    ['a body that is not JSON', answer(null), Code.remoteHelpSendFailed],
    ['a list', answer([{ phone: '1' }]), Code.remoteHelpSendFailed],
    ['success without a phone', answer({ success: true, data: {} }), Code.remoteHelpSendFailed],
    [
      'success with an empty phone',
      answer({ success: true, data: { phone: ' ' } }),
      Code.remoteHelpSendFailed,
    ],
    [
      '"success": "true" as text',
      answer({ success: 'true', data: { phone: '1' } }),
      Code.remoteHelpSendFailed,
    ],
  ])('answers %s with its code', (_label, outcome, code) => {
    const verdict = send(outcome);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.code).toBe(code);
  });
});

describe('judging the provider’s answer to /sms/hcheck', () => {
  it('takes the second, or calls a refusal a failed check', () => {
    const check = (outcome: ProviderOutcome) =>
      judgeProviderAnswer(outcome, 'second', Code.remoteHelpCheckFailed);
    expect(check(answer({ success: true, data: { second: 'S-1' } }))).toEqual({ ok: true, value: 'S-1' });
    expect(check(answer({ success: false, code: 'WRONG' }))).toMatchObject({
      ok: false,
      code: Code.remoteHelpCheckFailed,
    });
  });
});

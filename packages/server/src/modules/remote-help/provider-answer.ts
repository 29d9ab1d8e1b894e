import { Code, type CofferCode } from '@coffer/contract';

/** What came back from one request to the provider, before anyone judged it. */
export type ProviderOutcome =
  | { kind: 'answer'; status: number; body: unknown }
  /** No answer at all: refused, no route, name not found, TLS failure, or the timeout. */
  | { kind: 'unreachable'; reason: string };

export type ProviderVerdict<T> = { ok: true; value: T } | { ok: false; code: CofferCode; detail: string };

type FailureCode = typeof Code.remoteHelpSendFailed | typeof Code.remoteHelpCheckFailed;

/** The provider says it does not know this device: HTTP 401 or 403, or an envelope with code 401. */
const NOT_SIGNED_IN_STATUS = new Set([401, 403]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Judges the provider's answer to `/sms/hsend` or `/sms/hcheck` (docs/decisions.md "Remote
 * assistance"): an unreachable provider is the device's network (设备无法联网); a device the provider
 * does not know is "not signed in"; any other refusal, or an answer without the field asked for, is
 * the step's own failure (发送验证码失败, 验证码校验失败). Nothing is taken as success unless the
 * provider said `success: true` and gave a non-empty `field`.
 */
export function judgeProviderAnswer(
  outcome: ProviderOutcome,
  field: string,
  failure: FailureCode,
): ProviderVerdict<string> {
  if (outcome.kind === 'unreachable') {
    return { ok: false, code: Code.remoteHelpOffline, detail: outcome.reason };
  }
  const { status, body } = outcome;
  const envelopeCode = isRecord(body) ? String(body.code ?? '') : '';
  if (NOT_SIGNED_IN_STATUS.has(status) || envelopeCode === '401') {
    return { ok: false, code: Code.remoteHelpNotSignedIn, detail: `HTTP ${status} code ${envelopeCode}` };
  }
  if (status < 200 || status > 299) return { ok: false, code: failure, detail: `HTTP ${status}` };
  if (!isRecord(body)) return { ok: false, code: failure, detail: 'the answer is not a JSON object' };
  if (body.success !== true) {
    const message = typeof body.message === 'string' ? body.message : '';
    return { ok: false, code: failure, detail: `code ${envelopeCode} ${message}`.trim() };
  }
  const value = isRecord(body.data) ? body.data[field] : undefined;
  if (typeof value !== 'string' || value.trim() === '') {
    return { ok: false, code: failure, detail: `the answer has no ${field}` };
  }
  return { ok: true, value: value.trim() };
}

import type { ProviderOutcome } from './provider-answer.js';

/** The provider's SMS paths (spec 1 T3, RHELP-07). */
export const PROVIDER_PATHS = {
  send: '/sms/hsend',
  check: '/sms/hcheck',
} as const;

export type ProviderPost = (path: string, body: Record<string, unknown>) => Promise<ProviderOutcome>;

/** An answer larger than this is not the provider's small envelope; it is read as no answer. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * POSTs JSON to the provider at `baseUrl` and reads its answer, giving up after `timeoutMs`.
 * Never throws: a failure to reach it is an outcome like any answer.
 */
export function providerPoster(baseUrl: string, timeoutMs: number): ProviderPost {
  return async (path, body) => {
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      const text = await response.text();
      if (text.length > MAX_ANSWER_BYTES) return { kind: 'answer', status: response.status, body: null };
      return { kind: 'answer', status: response.status, body: parseJson(text) };
    } catch (error) {
      return { kind: 'unreachable', reason: reasonOf(error) };
    }
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return 'timed out';
  const cause = (error as Error & { cause?: unknown }).cause;
  const code = cause && typeof cause === 'object' && 'code' in cause ? String(cause.code) : '';
  return code ? `${error.message} (${code})` : error.message;
}

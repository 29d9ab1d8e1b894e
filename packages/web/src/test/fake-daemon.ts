import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { vi } from 'vitest';

/** One recorded request as the fake daemon saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  form: URLSearchParams | null;
  json: Record<string, unknown> | null;
}

/** A fixed answer, or a function of the request. */
type Handler = unknown;

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const TEST_PUBLIC_KEY = publicKey.export({ type: 'spki', format: 'pem' }).toString();

export function decryptSecret(base64: string): string {
  return privateDecrypt(
    { key: privateKey, oaepHash: 'sha256', padding: constants.RSA_PKCS1_OAEP_PADDING },
    Buffer.from(base64, 'base64'),
  ).toString('utf8');
}

export function envelope(data: unknown, code: number | string = 200, message = 'success') {
  return { success: String(code) === '200', code, message, data };
}

/**
 * Replaces fetch with a daemon made of handlers keyed by "METHOD /path". A handler is the body
 * (answered with HTTP 200), `{status, body}`, or a function of the request returning either (or a
 * promise of it, for an answer that takes its time).
 * Unknown paths answer 404.
 */
export function installFakeDaemon(handlers: Record<string, Handler>) {
  const seen: SeenRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://nas.local');
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? init.body : null;
    const isJson = headers.get('Content-Type')?.startsWith('application/json') ?? false;
    const request: SeenRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers,
      form: body !== null && !isJson ? new URLSearchParams(body) : null,
      json: body !== null && isJson ? (JSON.parse(body) as Record<string, unknown>) : null,
    };
    seen.push(request);
    const key = `${request.method} ${request.path}`;
    const handler = handlers[key];
    if (!(key in handlers)) return new Response('not found', { status: 404 });
    const answer: unknown = await (typeof handler === 'function'
      ? (handler as (r: SeenRequest) => unknown)(request)
      : handler);
    const { status, body: responseBody } =
      typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer
        ? (answer as { status: number; body: unknown })
        : { status: 200, body: answer };
    return new Response(JSON.stringify(responseBody), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { seen, fetchMock };
}

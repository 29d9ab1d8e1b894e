import { SESSION_COOKIE, type CallDef, type Envelope } from '@coffer/contract';

export interface CallAnswer {
  status: number;
  /** The envelope, or null when the call answered bytes (a download, a CSV). */
  envelope: Envelope | null;
  body: string;
  contentType: string;
}

/**
 * Makes any call of the contract the way the page does: a POST with the token header (JSON, or
 * the raw bytes of a binary call), an agent service by its `s`, a GET with the payload in its query
 * and the session cookie when the call authenticates by cookie (the token header otherwise).
 */
export async function callAs(
  baseURL: string,
  call: CallDef,
  token: string,
  payload: Record<string, unknown> = {},
): Promise<CallAnswer> {
  const url = new URL(call.path, baseURL);
  if (call.service) url.searchParams.set('s', call.service);
  let init: RequestInit;
  if (call.method === 'GET') {
    for (const [key, value] of Object.entries(payload)) url.searchParams.set(key, String(value));
    init = { headers: call.cookieAuth ? { cookie: `${SESSION_COOKIE}=${token}` } : { token } };
  } else if (call.bodyType === 'binary') {
    init = {
      method: 'POST',
      headers: { token, 'content-type': 'application/octet-stream' },
      body: Buffer.from('not a release archive'),
    };
  } else {
    init = {
      method: 'POST',
      headers: { token, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    };
  }
  const response = await fetch(url, init);
  const body = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  const envelope = contentType.includes('application/json') ? (JSON.parse(body) as Envelope) : null;
  return { status: response.status, envelope, body, contentType };
}

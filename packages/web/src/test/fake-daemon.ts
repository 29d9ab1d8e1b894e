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
  /** The body of a binary call (sent with XMLHttpRequest), as it went out. */
  blob: Blob | null;
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

type Answer = { status: number; body: unknown };

async function answerOf(handlers: Record<string, Handler>, request: SeenRequest): Promise<Answer | null> {
  const key = `${request.method} ${request.path}`;
  if (!(key in handlers)) return null;
  const handler = handlers[key];
  const answer: unknown = await (typeof handler === 'function'
    ? (handler as (r: SeenRequest) => unknown)(request)
    : handler);
  return typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer
    ? (answer as Answer)
    : { status: 200, body: answer };
}

/** How many progress events the fake XMLHttpRequest reports while its body goes out. */
export const FAKE_UPLOAD_STEPS = 4;

/**
 * Replaces fetch (and XMLHttpRequest, which binary calls use for their upload progress) with a
 * daemon made of handlers keyed by "METHOD /path". A handler is the body (answered with HTTP 200),
 * `{status, body}`, or a function of the request returning either (or a promise of it, for an
 * answer that takes its time). Unknown paths answer 404.
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
      blob: null,
    };
    seen.push(request);
    const answer = await answerOf(handlers, request);
    if (!answer) return new Response('not found', { status: 404 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', fakeXhrClass(handlers, seen));
  return { seen, fetchMock };
}

type ProgressHandler = ((event: ProgressEvent) => void) | null;

/** An XMLHttpRequest over the same handlers: the body goes out in FAKE_UPLOAD_STEPS steps. */
function fakeXhrClass(handlers: Record<string, Handler>, seen: SeenRequest[]) {
  return class FakeXMLHttpRequest {
    status = 0;
    responseText = '';
    responseURL = '';
    timeout = 0;
    upload: { onprogress: ProgressHandler } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();
    private aborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }

    abort() {
      if (this.aborted) return;
      this.aborted = true;
      this.onabort?.();
    }

    send(body: Blob | null) {
      const url = new URL(this.url, 'http://nas.local');
      const request: SeenRequest = {
        method: this.method,
        path: url.pathname,
        query: url.searchParams,
        headers: this.headers,
        form: null,
        json: null,
        blob: body,
      };
      seen.push(request);
      void this.deliver(request, body?.size ?? 0);
    }

    private async deliver(request: SeenRequest, total: number) {
      for (let step = 1; step <= FAKE_UPLOAD_STEPS; step += 1) {
        await Promise.resolve();
        if (this.aborted) return;
        const loaded = Math.round((total * step) / FAKE_UPLOAD_STEPS);
        this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
      }
      const answer = await answerOf(handlers, request);
      if (this.aborted) return;
      this.responseURL = this.url;
      this.status = answer?.status ?? 404;
      this.responseText = answer ? JSON.stringify(answer.body) : 'not found';
      this.onload?.();
    }
  };
}

import {
  INTERNAL_ERROR,
  SUCCESS_CODE,
  TOKEN_FIELD,
  specMessageOf,
  type CallDef,
  type Envelope,
  type PayloadOf,
  type ResponseOf,
  type ResultCode,
} from '@coffer/contract';
import { i18n, currentLanguage } from '../i18n/i18n';
import { getSession } from '../session/session-store';
import { useConnectionStore } from './connection-store';
import { currentDeviceIdentity } from './device-identity';
import { emitFailureReaction, reactionFor } from './failure-reactions';
import { encodeFormBody } from './form-body';
import type { UploadProgress } from './binary-transport';
import { normaliseResponse, type RawOutcome, type TransportTexts } from './normalise-response';
import { buildQuery, randomNonce, withQuery } from './request-params';

export interface CallSuccess<T> {
  success: true;
  code: typeof SUCCESS_CODE;
  message: string;
  data: T;
}

export interface CallFailure {
  success: false;
  code: ResultCode;
  message: string;
  data: unknown;
}

export type CallResult<T> = CallSuccess<T> | CallFailure;

export interface CallOptions {
  /** Show a failure as a toast (REQ-15). Off where the page shows the error itself. Default on. */
  toast?: boolean;
  /** Codes the caller handles itself: no toast and no other reaction. */
  quietCodes?: readonly ResultCode[];
  /** Gives up early, e.g. when a React Query consumer goes away. */
  signal?: AbortSignal;
  /** The file a `binary` call sends as its body (its payload is empty). */
  body?: Blob;
  /** A `binary` call reports its body's bytes as they go out. */
  onUploadProgress?: (progress: UploadProgress) => void;
}

export type { UploadProgress };

/** The failure texts, each worded only when a failure needs it: most answers need none. */
function transportTexts(): TransportTexts {
  return {
    get timeout() {
      return i18n.t('request.timeout');
    },
    get network() {
      return i18n.t('request.network');
    },
    get serverError() {
      return specMessageOf(INTERNAL_ERROR, currentLanguage());
    },
    get cannotConnect() {
      return specMessageOf(504, currentLanguage());
    },
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function requestFor(def: CallDef, payload: Record<string, unknown>): { url: string; init: RequestInit } {
  const session = getSession();
  const token = session?.token ?? '';
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  if (token) headers[TOKEN_FIELD] = token;

  if (def.method === 'GET') {
    // The token never goes into a query string (ARCHITECTURE "Wire protocol"); the header carries it.
    const query = buildQuery(currentDeviceIdentity(), randomNonce(), payload);
    return { url: withQuery(def.path, query), init: { method: 'GET', headers } };
  }

  const fields: Record<string, unknown> = { ...payload };
  if (token) fields[TOKEN_FIELD] = token;
  if (session?.nasid) fields.nasid = session.nasid;
  const query = buildQuery(currentDeviceIdentity(), randomNonce());
  // SEC-01: an agent service is named in the path too (`/v1/api/agent?s=…`), as well as the body.
  if (def.service) query.set('s', def.service);
  const url = withQuery(def.path, query);
  if (def.bodyType === 'json') {
    headers['Content-Type'] = 'application/json';
    return { url, init: { method: 'POST', headers, body: JSON.stringify(fields) } };
  }
  headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  return { url, init: { method: 'POST', headers, body: encodeFormBody(fields) } };
}

async function send(
  def: CallDef,
  payload: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<RawOutcome> {
  const { url, init } = requestFor(def, payload);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, def.timeoutMs);
  const onCallerAbort = () => controller.abort();
  signal?.addEventListener('abort', onCallerAbort);
  try {
    const response = await globalThis.fetch(url, { ...init, signal: controller.signal });
    const body = await readBody(response);
    return { kind: 'response', status: response.status, url: response.url, body };
  } catch {
    if (timedOut) return { kind: 'timeout' };
    if (signal?.aborted) return { kind: 'aborted' };
    return { kind: 'network' };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** Checks a success's data against the contract, so a page never works on a shape it did not expect. */
function checkData<C extends CallDef>(def: C, envelope: Envelope<unknown>): Envelope<unknown> {
  if (!envelope.success) return envelope;
  const parsed = def.response.safeParse(envelope.data);
  if (parsed.success) return { ...envelope, data: parsed.data };
  console.error(`Answer of ${def.method} ${def.path} does not match the contract`, parsed.error.issues);
  return { success: false, code: INTERNAL_ERROR, message: transportTexts().serverError, data: null };
}

/**
 * The one way the page talks to the daemon (REQ-01..15). Never throws: every outcome, including
 * timeouts and network failures, comes back as a result with a code and a message.
 */
export async function call<C extends CallDef>(
  def: C,
  payload: PayloadOf<C>,
  options: CallOptions = {},
): Promise<CallResult<ResponseOf<C>>> {
  const outcome: RawOutcome =
    def.bodyType === 'binary'
      ? // Loaded when a file is first sent, so the sign-in page's entry does not carry it; a chunk
        // that cannot be fetched is a network failure like any other.
        await import('./binary-transport').then(
          (transport) => transport.sendBinary(def, options, (payload ?? {}) as Record<string, unknown>),
          () => ({ kind: 'network' }),
        )
      : await send(def, (payload ?? {}) as Record<string, unknown>, options.signal);
  const { envelope, connection } = normaliseResponse(outcome, transportTexts());

  const connectionStore = useConnectionStore.getState();
  if (connection === 'success') connectionStore.recordSuccess();
  else if (connection === 'error') connectionStore.recordError();

  const checked = checkData(def, envelope);
  if (checked.success) return checked as CallSuccess<ResponseOf<C>>;

  const quiet = options.quietCodes?.some((code) => String(code) === String(checked.code)) ?? false;
  if (!quiet) emitFailureReaction(reactionFor(checked, { toast: options.toast ?? true }), checked);
  return checked as CallFailure;
}

/** For React Query: a failed call becomes a rejected query carrying the result. */
export class CallError extends Error {
  constructor(readonly result: CallFailure) {
    super(result.message || String(result.code));
    this.name = 'CallError';
  }
}

export function unwrap<T>(result: CallResult<T>): T {
  if (!result.success) throw new CallError(result);
  return result.data;
}

import { TOKEN_FIELD, type CallDef } from '@coffer/contract';
import { currentLanguage } from '../i18n/i18n';
import { getSession } from '../session/session-store';
import type { CallOptions } from './client';
import { currentDeviceIdentity } from './device-identity';
import type { RawOutcome } from './normalise-response';
import { buildQuery, randomNonce, withQuery } from './request-params';

/** How much of a binary body has gone out: bytes sent and the body's whole size. */
export interface UploadProgress {
  sent: number;
  total: number;
}

function parsed(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Sends a `binary` call: its file is the POST body (`application/octet-stream`), with the query and
 * headers every call carries (client.ts), so the token travels in its header alone. XMLHttpRequest, because fetch
 * reports no upload progress. The outcome has the shape fetch's would, so the answer is read as
 * every other call's.
 */
export function sendBinary(
  def: CallDef,
  options: CallOptions,
  payload: Record<string, unknown> = {},
): Promise<RawOutcome> {
  // The body is the file, so the payload's fields (the call's `queryFields`) go in the query.
  const fields = Object.fromEntries((def.queryFields ?? []).map((name) => [name, payload[name]]));
  const url = withQuery(def.path, buildQuery(currentDeviceIdentity(), randomNonce(), fields));
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    'Content-Type': 'application/octet-stream',
  };
  const token = getSession()?.token;
  if (token) headers[TOKEN_FIELD] = token;
  const body = options.body ?? new Blob([]);
  const { signal, onUploadProgress } = options;
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve({ kind: 'aborted' });
      return;
    }
    const xhr = new XMLHttpRequest();
    let settled = false;
    const settle = (outcome: RawOutcome) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onCallerAbort);
      resolve(outcome);
    };
    const onCallerAbort = () => {
      xhr.abort();
      settle({ kind: 'aborted' });
    };

    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = def.timeoutMs;
    if (onUploadProgress) {
      xhr.upload.onprogress = (event) =>
        onUploadProgress({ sent: event.loaded, total: event.lengthComputable ? event.total : body.size });
      // The whole body is out, also where the browser reported no progress on the way.
      xhr.upload.onload = () => onUploadProgress({ sent: body.size, total: body.size });
    }
    xhr.onload = () =>
      settle({
        kind: 'response',
        status: xhr.status,
        url: xhr.responseURL || url,
        body: parsed(xhr.responseText),
      });
    xhr.ontimeout = () => settle({ kind: 'timeout' });
    xhr.onerror = () => settle({ kind: 'network' });
    xhr.onabort = () => settle({ kind: 'aborted' });
    signal?.addEventListener('abort', onCallerAbort);
    xhr.send(body);
  });
}

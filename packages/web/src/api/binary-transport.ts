import type { RawOutcome } from './normalise-response';

/** How much of a binary body has gone out: bytes sent and the body's whole size. */
export interface UploadProgress {
  sent: number;
  total: number;
}

export interface BinaryRequest {
  url: string;
  headers: Record<string, string>;
  body: Blob;
  timeoutMs: number;
  signal?: AbortSignal;
  onUploadProgress?: (progress: UploadProgress) => void;
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
 * Sends one file as a POST body with XMLHttpRequest, because fetch reports no upload progress. The
 * outcome has the shape fetch's would, so the answer is read as every other call's.
 */
export function sendBinary(request: BinaryRequest): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const { body, signal, onUploadProgress } = request;
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

    xhr.open('POST', request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = request.timeoutMs;
    if (onUploadProgress) {
      xhr.upload.onprogress = (event) =>
        onUploadProgress({ sent: event.loaded, total: event.lengthComputable ? event.total : body.size });
    }
    xhr.onload = () =>
      settle({
        kind: 'response',
        status: xhr.status,
        url: xhr.responseURL || request.url,
        body: parsed(xhr.responseText),
      });
    xhr.ontimeout = () => settle({ kind: 'timeout' });
    xhr.onerror = () => settle({ kind: 'network' });
    xhr.onabort = () => settle({ kind: 'aborted' });
    signal?.addEventListener('abort', onCallerAbort);
    xhr.send(body);
  });
}

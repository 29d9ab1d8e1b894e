import { SUCCESS_CODE, type Envelope, type ResultCode } from '@coffer/contract';
import { isRecord } from './is-record';

/** What a fetch came back with, before any interpretation. */
export type RawOutcome =
  | { kind: 'response'; status: number; url: string; body: unknown }
  | { kind: 'timeout' }
  | { kind: 'network' }
  | { kind: 'aborted' };

/** Texts for failures the daemon did not word itself, in the interface language. */
export interface TransportTexts {
  /** Timeout and HTTP 504: request timed out, check the network and retry (REQ-13). */
  timeout: string;
  /** HTTP 500 and other 5xx: the service has some problem, retry later (REQ-13). */
  serverError: string;
  /** No answer at all (REQ-13). */
  network: string;
  /** A gateway's 504.html page: Cannot connect to NAS (REQ-10). */
  cannotConnect: string;
}

/** Codes for failures that never reached the daemon. */
export const CLIENT_CODES = {
  timeout: 'timeout',
  network: 'network',
  aborted: 'aborted',
} as const;

/**
 * Whether the outcome says the daemon is reachable ('success'), unreachable ('error', REQ-13), or
 * nothing either way ('none', the caller gave up). Any envelope, even a business failure, proves
 * the daemon answered.
 */
export type ConnectionSignal = 'success' | 'error' | 'none';

export interface Normalised {
  envelope: Envelope<unknown>;
  connection: ConnectionSignal;
}

const HTTP_SERVER_ERROR = 500;
const HTTP_GATEWAY_TIMEOUT = 504;

function failure(code: ResultCode, message: string, connection: ConnectionSignal): Normalised {
  return { envelope: { success: false, code, message, data: null }, connection };
}

function isSuccessCode(code: ResultCode): boolean {
  return String(code) === String(SUCCESS_CODE);
}

/** REQ-07..11: the one shape every answer becomes; failures are values, never exceptions. */
export function normaliseResponse(outcome: RawOutcome, texts: TransportTexts): Normalised {
  switch (outcome.kind) {
    case 'timeout':
      return failure(CLIENT_CODES.timeout, texts.timeout, 'error');
    case 'network':
      return failure(CLIENT_CODES.network, texts.network, 'error');
    case 'aborted':
      return failure(CLIENT_CODES.aborted, '', 'none');
    case 'response':
      return normaliseAnswer(outcome, texts);
  }
}

function normaliseAnswer(
  outcome: Extract<RawOutcome, { kind: 'response' }>,
  texts: TransportTexts,
): Normalised {
  const { status, url, body } = outcome;
  // REQ-10: a gateway in front of the device answers its own error page when the NAS is away.
  if (/504\.html(?:[?#].*)?$/.test(url)) {
    return failure(HTTP_GATEWAY_TIMEOUT, texts.cannotConnect, 'error');
  }
  if (status === HTTP_GATEWAY_TIMEOUT) return failure(HTTP_GATEWAY_TIMEOUT, texts.timeout, 'error');
  // REQ-13: the daemon failed inside; it answered, but the call could not be served.
  if (status >= HTTP_SERVER_ERROR) {
    const message = isRecord(body) && typeof body.message === 'string' && body.message ? body.message : '';
    return failure(status, message || texts.serverError, 'error');
  }

  // REQ-09: a bare list is a success.
  if (Array.isArray(body)) {
    return {
      envelope: { success: true, code: SUCCESS_CODE, message: '', data: body },
      connection: 'success',
    };
  }

  if (isRecord(body)) {
    let code: ResultCode | undefined;
    if (typeof body.code === 'number' || typeof body.code === 'string') code = body.code;
    // REQ-08: an answer without a code but with a numeric `error` uses it as the code.
    else if (typeof body.error === 'number') code = body.error;

    if (code !== undefined) {
      const success = isSuccessCode(code);
      const message =
        typeof body.message === 'string' ? body.message : typeof body.msg === 'string' ? body.msg : '';
      return {
        envelope: { success, code: success ? SUCCESS_CODE : code, message, data: body.data ?? null },
        connection: 'success',
      };
    }
  }

  // Something answered, but not in the daemon's shape (a proxy page, an unknown path without body).
  return failure(status >= 400 ? status : HTTP_SERVER_ERROR, texts.serverError, 'success');
}

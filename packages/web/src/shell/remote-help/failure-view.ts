import { NOT_CONFIGURED } from '@coffer/contract';
import type { CallFailure } from '../../api/client';
import { isRecord } from '../../api/is-record';

/** Why the state could not be read, as the no-network view tells it (RHELP-05, spec 2 §8). */
export interface FailureView {
  /** No provider is configured (510): the switch can never work until one is. */
  notConfigured: boolean;
  /** The daemon's message and its code, which the spec's no-network dialog shows. */
  message: string;
  code: string;
  /** The computer itself is offline: the spec shows its own text instead of the message. */
  browserOffline: boolean;
  /** The support hotline the daemon sent with its 510; empty when none. */
  supportPhone: string;
}

/** Every failure to read the state is the no-network state; 510 also says what is missing. */
export function failureView(failure: CallFailure, browserOnline: boolean): FailureView {
  const code = String(failure.code);
  const data = isRecord(failure.data) ? failure.data : {};
  return {
    notConfigured: code === String(NOT_CONFIGURED),
    message: failure.message,
    code,
    browserOffline: !browserOnline,
    supportPhone: typeof data.support_phone === 'string' ? data.support_phone : '',
  };
}

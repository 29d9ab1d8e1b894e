import { Code } from '@coffer/contract';
import {
  InvalidCredentialsError,
  InvalidDNSyntaxError,
  NoSuchObjectError,
  ResultCodeError,
  SizeLimitExceededError,
} from 'ldapts';
import { AppError } from '../../http/app-error.js';

const TLS_FAILURE = /CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY|HOSTNAME/i;

/**
 * The catalogue code for what went wrong while talking to the directory. A result the server sent
 * is told apart by its class; anything else (refused, reset, timed out, closed) means the server
 * could not be reached, except a TLS handshake failure, which an administrator fixes differently.
 */
export function directoryFailure(
  error: unknown,
  context: { url: string; dn?: string; during: 'service-bind' | 'search' | 'user-bind'; max?: number },
): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof InvalidCredentialsError && context.during === 'service-bind')
    return new AppError(Code.directoryBindRefused);
  if (error instanceof NoSuchObjectError)
    return new AppError(Code.directoryBaseNotFound, { dn: context.dn ?? '' });
  if (error instanceof InvalidDNSyntaxError)
    return new AppError(Code.directoryDnInvalid, { dn: context.dn ?? '' });
  if (error instanceof SizeLimitExceededError)
    return new AppError(Code.directoryTooManyEntries, { max: context.max ?? 0 });
  if (error instanceof ResultCodeError)
    return new AppError(Code.directoryError, { detail: error.message.slice(0, 200) });
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  if (TLS_FAILURE.test(String(code ?? '')) || /certificate|tls|ssl/i.test(message))
    return new AppError(Code.directoryTlsFailed, { detail: String(code ?? message).slice(0, 200) });
  return new AppError(Code.directoryUnreachable, { url: context.url });
}

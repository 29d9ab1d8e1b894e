import { Code, messageOf, type CatalogueCode, type MessageParams } from '@coffer/contract';
import { AppError } from '../../http/app-error.js';
import { errnoName, fsError } from '../files/fs-errors.js';

/** An answer other than success: an HTTP status, the catalogue code behind it, and an XML precondition. */
export class DavError extends Error {
  constructor(
    readonly status: number,
    readonly code: CatalogueCode | string | undefined = undefined,
    /** A DAV: precondition element name for the `<D:error>` body (RFC 4918 §16). */
    readonly condition: string | undefined = undefined,
    readonly params: MessageParams = {},
  ) {
    super(`${status}${code ? ` ${code}` : ''}`);
  }
}

/** HTTP statuses of the file codes a WebDAV request can meet. */
const STATUS_OF_CODE: Record<string, number> = {
  [Code.fileNotFound]: 404,
  [Code.fileOutsideRoots]: 403,
  [Code.filePathInvalid]: 400,
  [Code.fileNameInvalid]: 400,
  [Code.fileReadOnly]: 403,
  [Code.fileSymlinkOut]: 403,
  [Code.fileTopLevel]: 403,
  [Code.fileIntoItself]: 403,
  [Code.fileNotDirectory]: 409,
  [Code.fileIsDirectory]: 405,
  [Code.fileNameTaken]: 412,
  [Code.fileNoSpace]: 507,
  [Code.quotaReached]: 507,
  [Code.fileBusy]: 423,
  [Code.fileNoPool]: 503,
  [Code.filePoolLocked]: 503,
  [Code.filePoolUnavailable]: 503,
  [Code.storageStarting]: 503,
};

/** Any error of a request as a DavError; what is not a known answer stays a 500 (logged by the caller). */
export function davErrorOf(error: unknown): DavError {
  if (error instanceof DavError) return error;
  const known = error instanceof AppError ? error : fsError(error, '');
  if (known instanceof AppError) {
    const status = STATUS_OF_CODE[String(known.code)] ?? (known.httpStatus >= 400 ? known.httpStatus : 500);
    return new DavError(status, String(known.code), undefined, known.params);
  }
  if (errnoName(error) === 'EXDEV') return new DavError(502);
  return new DavError(500);
}

/** The text body of a refusal: the catalogue code and its English message, for people reading logs. */
export function errorText(error: DavError): string {
  if (!error.code) return '';
  return `${error.code} ${messageOf(error.code as CatalogueCode, 'en', error.params)}\n`;
}

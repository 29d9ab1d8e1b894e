import { constants } from 'node:os';
import { Code } from '@coffer/contract';
import { AppError } from '../../http/app-error.js';

/**
 * The errno name of a filesystem error. Node's libuv has no name for EDQUOT (a btrfs qgroup limit
 * reached: the account's storage limit) and reports "Unknown system error -122": it is named here.
 */
export function errnoName(error: unknown): string {
  const { code, errno } = (error ?? {}) as NodeJS.ErrnoException;
  if (errno === -constants.errno.EDQUOT) return 'EDQUOT';
  return code ?? '';
}

/** A filesystem error as the catalogue's answer; anything unexpected is thrown as it is (a 500). */
export function fsError(error: unknown, virtualPath: string, name = ''): unknown {
  if (error instanceof AppError) return error;
  switch (errnoName(error)) {
    case 'ENOENT':
      return new AppError(Code.fileNotFound, { path: virtualPath });
    case 'ENOTDIR':
      return new AppError(Code.fileNotDirectory, { path: virtualPath });
    case 'EISDIR':
      return new AppError(Code.fileIsDirectory, { path: virtualPath });
    case 'EEXIST':
    case 'ENOTEMPTY':
      return new AppError(Code.fileNameTaken, { name });
    case 'EROFS':
    case 'EACCES':
    case 'EPERM':
      return new AppError(Code.fileReadOnly);
    case 'ENOSPC':
      return new AppError(Code.fileNoSpace, { need: '-', free: '0' });
    case 'EDQUOT':
      return new AppError(Code.quotaReached);
    case 'ENAMETOOLONG':
      return new AppError(Code.filePathInvalid, { reason: 'too long' });
    case 'ELOOP':
      return new AppError(Code.fileSymlinkOut);
    case 'EBUSY':
      return new AppError(Code.fileBusy, { path: virtualPath });
    default:
      return error;
  }
}

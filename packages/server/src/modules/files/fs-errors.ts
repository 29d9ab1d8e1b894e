import { Code } from '@coffer/contract';
import { AppError } from '../../http/app-error.js';

/** A filesystem error as the catalogue's answer; anything unexpected is thrown as it is (a 500). */
export function fsError(error: unknown, virtualPath: string, name = ''): unknown {
  if (error instanceof AppError) return error;
  switch ((error as NodeJS.ErrnoException).code) {
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
      return new AppError(Code.fileQuotaExceeded);
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

import { Code, FILE_PERMISSION } from '@coffer/contract';
import { isAboveRoots } from '../../shell/files/file-paths';

/**
 * UPL-07 / FILE-06: where the file list may take uploads. The public folder's first level and the
 * list of external disks hold no files of their own (C116016); a folder without read-write
 * permission refuses them (C116017). Null: allowed.
 */
export function uploadRefusal(path: string, permission: number | null): string | null {
  if (isAboveRoots(path)) return Code.fileUploadNotHere;
  if (permission !== null && permission !== FILE_PERMISSION.readWrite) return Code.fileUploadNoPermission;
  return null;
}

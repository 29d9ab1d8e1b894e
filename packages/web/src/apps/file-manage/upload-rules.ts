import { Code, FILE_PERMISSION } from '@coffer/contract';
import { isAboveRoots } from '../../shell/files/file-paths';
import type { DropTarget } from './drop-rules';

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

/**
 * Files from the operating system dropped on a folder's row go into that folder: a group folder
 * takes them only with permission 1 (also while its permission is still being fetched: refused),
 * a folder inside a root with the permission of the folder it is listed in. Null: allowed.
 */
export function rowUploadRefusal(target: DropTarget): string | null {
  switch (target.kind) {
    case 'group':
      return target.permission === FILE_PERMISSION.readWrite ? null : Code.fileUploadNoPermission;
    case 'folder':
      return uploadRefusal(target.path, target.permission);
    case 'home':
    case 'external':
      return null;
    case 'public':
    case 'other':
      return Code.fileUploadNotHere;
  }
}

import { describe, expect, it } from 'vitest';
import { Code, FILE_PERMISSION } from '@coffer/contract';
import { rowUploadRefusal, uploadRefusal } from './upload-rules';

describe('where dropped or picked files may be uploaded', () => {
  it('refuses the public folder itself and the list of external disks, and read-only folders', () => {
    expect(uploadRefusal('/public', FILE_PERMISSION.readWrite)).toBe(Code.fileUploadNotHere);
    expect(uploadRefusal('/external', null)).toBe(Code.fileUploadNotHere);
    expect(uploadRefusal('/public/Sales', FILE_PERMISSION.readOnly)).toBe(Code.fileUploadNoPermission);
    expect(uploadRefusal('/home/Reports', FILE_PERMISSION.readWrite)).toBeNull();
  });

  it('takes a drop on a group folder row only with permission 1', () => {
    expect(rowUploadRefusal({ kind: 'group', path: '/public/Sales', permission: 1 })).toBeNull();
    expect(rowUploadRefusal({ kind: 'group', path: '/public/Sales', permission: 0 })).toBe(
      Code.fileUploadNoPermission,
    );
    // Not known yet: refused rather than sent where it may not go.
    expect(rowUploadRefusal({ kind: 'group', path: '/public/Sales', permission: null })).toBe(
      Code.fileUploadNoPermission,
    );
  });

  it('takes a drop on a sub-folder row with the permission of the folder listed', () => {
    expect(
      rowUploadRefusal({ kind: 'folder', path: '/home/Reports', permission: FILE_PERMISSION.readWrite }),
    ).toBeNull();
    expect(
      rowUploadRefusal({ kind: 'folder', path: '/public/Sales/2026', permission: FILE_PERMISSION.readOnly }),
    ).toBe(Code.fileUploadNoPermission);
    expect(rowUploadRefusal({ kind: 'external', path: '/external/3f2a' })).toBeNull();
    expect(rowUploadRefusal({ kind: 'other' })).toBe(Code.fileUploadNotHere);
  });
});

import { describe, expect, it } from 'vitest';
import { refusalByField } from './refusal-fields';

describe('refusalByField', () => {
  it('gathers the engine’s messages per field', () => {
    const data = {
      errors: [
        { field: 'label', code: 'C110001', message: 'exfat 卷标最多 15 个字符' },
        { field: 'label', code: 'C110002', message: 'exfat 卷标不能包含这些字符：/' },
        { field: 'fs', code: 'C110003', message: '不支持的文件系统：zfs' },
      ],
    };
    expect(refusalByField({ data })).toEqual({
      label: ['exfat 卷标最多 15 个字符', 'exfat 卷标不能包含这些字符：/'],
      fs: ['不支持的文件系统：zfs'],
    });
  });

  it.each([null, {}, { errors: 'no' }, { errors: [{ field: 'label' }] }])('reads nothing from %j', (data) => {
    expect(refusalByField({ data })).toEqual({});
  });
});

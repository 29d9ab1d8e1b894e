import { Code } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { mkfsCommand, storedLabel, validateExternalFormat } from './external-label.js';

const codes = (fs: string, label: string) => validateExternalFormat(fs, label).map((p) => p.code);

describe('external disk labels', () => {
  it.each([
    ['fat32', 11],
    ['exfat', 15],
    ['ntfs', 32],
    ['ext4', 16],
    ['btrfs', 255],
  ])('%s takes %i characters and not one more', (fs, max) => {
    expect(codes(fs, 'A'.repeat(max))).toEqual([]);
    expect(validateExternalFormat(fs, 'A'.repeat(max + 1))).toEqual([
      { field: 'label', code: Code.externalLabelTooLong, params: { fs, max } },
    ]);
  });

  it('counts ext4 labels in bytes and exFAT labels in characters', () => {
    expect(codes('ext4', 'é'.repeat(9))).toEqual([Code.externalLabelTooLong]);
    expect(codes('exfat', 'é'.repeat(15))).toEqual([]);
  });

  it('refuses the characters each filesystem refuses, all problems at once', () => {
    expect(validateExternalFormat('fat32', 'a:b*c.d long label')).toEqual([
      { field: 'label', code: Code.externalLabelTooLong, params: { fs: 'fat32', max: 11 } },
      { field: 'label', code: Code.externalLabelCharacters, params: { fs: 'fat32', chars: ': * .' } },
    ]);
    expect(codes('fat32', 'café')).toEqual([Code.externalLabelCharacters]);
    expect(codes('exfat', 'a/b')).toEqual([Code.externalLabelCharacters]);
    expect(codes('ext4', 'tab\there')).toEqual([Code.externalLabelCharacters]);
    expect(codes('zfs', 'x')).toEqual([Code.externalFsUnknown]);
  });

  it('writes FAT labels in upper case and leaves out an empty label', () => {
    expect(storedLabel('fat32', 'camera')).toBe('CAMERA');
    expect(mkfsCommand('fat32', '/dev/sdb1', 'CAMERA')).toEqual([
      'mkfs.vfat',
      ['-F', '32', '-n', 'CAMERA', '/dev/sdb1'],
    ]);
    expect(mkfsCommand('ext4', '/dev/sdb1', '')).toEqual(['mkfs.ext4', ['-F', '-q', '/dev/sdb1']]);
  });
});

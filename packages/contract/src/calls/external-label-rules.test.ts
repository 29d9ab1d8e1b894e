import { describe, expect, it } from 'vitest';
import { checkExternalLabel, EXTERNAL_FILESYSTEMS, storedExternalLabel } from './external-label-rules.js';

describe('checkExternalLabel', () => {
  it('offers ext4 first, as the default', () => {
    expect(EXTERNAL_FILESYSTEMS[0]).toBe('ext4');
  });

  it.each([
    ['ext4', 'Backup', { length: 6, max: 16, tooLong: false, badChars: [] }],
    ['ext4', 'é'.repeat(9), { length: 18, max: 16, tooLong: true, badChars: [] }],
    ['exfat', 'é'.repeat(15), { length: 15, max: 15, tooLong: false, badChars: [] }],
    ['exfat', 'a/b:c/', { length: 6, max: 15, tooLong: false, badChars: ['/', ':'] }],
    ['fat32', 'a:b*c.d long label', { length: 18, max: 11, tooLong: true, badChars: [':', '*', '.'] }],
    ['fat32', 'café', { length: 5, max: 11, tooLong: false, badChars: ['É'] }],
    ['ntfs', 'tab\there', { length: 8, max: 32, tooLong: false, badChars: ['U+0009'] }],
    ['btrfs', '', { length: 0, max: 255, tooLong: false, badChars: [] }],
  ] as const)('%s label %j', (fs, label, check) => {
    expect(checkExternalLabel(fs, label)).toEqual(check);
  });

  it('stores FAT labels upper case and others as typed', () => {
    expect(storedExternalLabel('fat32', 'camera')).toBe('CAMERA');
    expect(storedExternalLabel('exfat', 'camera')).toBe('camera');
  });
});

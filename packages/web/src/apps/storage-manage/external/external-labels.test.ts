import { describe, expect, it } from 'vitest';
import { addAppTexts } from '../../../i18n/app-texts';
import { i18n } from '../../../i18n/i18n';
import { storageText } from '../storage-text';
import { externalSlotLabel, foundFsName, labelProblems, labelRuleText } from './external-labels';

addAppTexts('storage', storageText);
const en = i18n.fixedT('en');
const zh = i18n.fixedT('zh-CN');

describe('labelRuleText', () => {
  it.each([
    ['ext4', 'ext4 labels take at most 16 bytes (a Chinese character takes 3)'],
    ['btrfs', 'Btrfs labels take at most 255 bytes (a Chinese character takes 3)'],
    ['exfat', 'exFAT labels take at most 15 characters; not allowed: " * / : < > ? \\ |'],
    [
      'fat32',
      'FAT32 labels take at most 11 characters; not allowed: " * + , . / : ; < = > ? [ \\ ] |; plain English letters, digits and common symbols only; letters are stored upper case',
    ],
    ['ntfs', 'NTFS labels take at most 32 characters'],
  ] as const)('tells the %s rule', (fs, text) => {
    expect(labelRuleText(fs, en)).toBe(text);
  });

  it('tells it in Chinese too', () => {
    expect(labelRuleText('exfat', zh)).toBe('exFAT 卷标最多 15 个字符，不能包含 " * / : < > ? \\ |');
  });
});

describe('labelProblems', () => {
  it.each([
    ['exfat', 'Backup', []],
    ['exfat', '', []],
    ['exfat', 'A much too long label', ['The label is too long: 21 / 15']],
    ['exfat', 'a/b', ['The label cannot contain: /']],
    ['fat32', 'café:photos', ['The label is too long: 12 / 11', 'The label cannot contain: É :']],
    ['ext4', '照片备份照片备份', ['The label is too long: 24 / 16']],
    ['ntfs', '照片备份照片备份', []],
  ] as const)('%s label %j', (fs, label, problems) => {
    expect(labelProblems(fs, label, en)).toEqual(problems);
  });
});

describe('names', () => {
  it.each([
    ['exfat', 'exFAT'],
    ['vfat', 'FAT'],
    ['ntfs', 'NTFS'],
    ['zfs_member', 'zfs_member'],
  ])('names %s %s', (fs, name) => {
    expect(foundFsName(fs)).toBe(name);
  });

  it('names the port from the bay', () => {
    expect(externalSlotLabel({ slot: 'usb2', devType: 'usb' }, en)).toBe('USB 2');
    expect(externalSlotLabel({ slot: 'esata1', devType: 'esata' }, zh)).toBe('eSATA 1');
  });
});

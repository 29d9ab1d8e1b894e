import { Code } from '@coffer/contract';
import { problem, type StorageProblem } from '../validation/storage-problem.js';

export const EXTERNAL_FILESYSTEMS = ['ext4', 'btrfs', 'exfat', 'fat32', 'ntfs'] as const;
export type ExternalFilesystem = (typeof EXTERNAL_FILESYSTEMS)[number];

interface LabelRule {
  /** The longest label the filesystem stores. */
  max: number;
  /** How its length is counted: bytes of UTF-8, UTF-16 units, or plain characters. */
  measure: (label: string) => number;
  /** Characters it refuses besides control characters. */
  forbidden: string;
  /** FAT stores only ASCII. */
  asciiOnly?: boolean;
}

const utf8Bytes = (label: string) => Buffer.byteLength(label, 'utf8');
const utf16Units = (label: string) => label.length;

/** mkfs.vfat, mkfs.exfat, mkfs.ntfs, mke2fs and mkfs.btrfs limits (docs/decisions.md "External disks"). */
const LABEL_RULES: Record<ExternalFilesystem, LabelRule> = {
  fat32: { max: 11, measure: utf8Bytes, forbidden: '"*+,./:;<=>?[\\]|', asciiOnly: true },
  exfat: { max: 15, measure: utf16Units, forbidden: '"*/:<>?\\|' },
  ntfs: { max: 32, measure: utf16Units, forbidden: '' },
  ext4: { max: 16, measure: utf8Bytes, forbidden: '' },
  btrfs: { max: 255, measure: utf8Bytes, forbidden: '' },
};

export function isExternalFilesystem(fs: string): fs is ExternalFilesystem {
  return (EXTERNAL_FILESYSTEMS as readonly string[]).includes(fs);
}

/** The label as written: FAT labels are upper case (DOS convention, and mkfs.vfat warns otherwise). */
export function storedLabel(fs: ExternalFilesystem, label: string): string {
  return fs === 'fat32' ? label.toUpperCase() : label;
}

/** Pure: every problem of a format request's filesystem and label, before any command runs. */
export function validateExternalFormat(fs: string, label: string): StorageProblem[] {
  if (!isExternalFilesystem(fs)) return [problem('fs', Code.externalFsUnknown, { fs })];
  const rule = LABEL_RULES[fs];
  const problems: StorageProblem[] = [];
  const written = storedLabel(fs, label);
  if (rule.measure(written) > rule.max)
    problems.push(problem('label', Code.externalLabelTooLong, { fs, max: rule.max }));
  const bad = new Set<string>();
  for (const char of written) {
    const point = char.codePointAt(0)!;
    if (point < 0x20 || point === 0x7f) bad.add(`U+${point.toString(16).padStart(4, '0').toUpperCase()}`);
    else if (rule.forbidden.includes(char) || (rule.asciiOnly && point > 0x7e)) bad.add(char);
  }
  if (bad.size > 0)
    problems.push(problem('label', Code.externalLabelCharacters, { fs, chars: [...bad].join(' ') }));
  return problems;
}

/** The mkfs command line for the partition, with the label when one is given. */
export function mkfsCommand(fs: ExternalFilesystem, partition: string, label: string): [string, string[]] {
  const named = (flag: string) => (label === '' ? [] : [flag, label]);
  switch (fs) {
    case 'ext4':
      return ['mkfs.ext4', ['-F', '-q', ...named('-L'), partition]];
    case 'btrfs':
      return ['mkfs.btrfs', ['-f', '-q', ...named('-L'), partition]];
    case 'exfat':
      return ['mkfs.exfat', [...named('-L'), partition]];
    case 'fat32':
      return ['mkfs.vfat', ['-F', '32', ...named('-n'), partition]];
    case 'ntfs':
      return ['mkfs.ntfs', ['-Q', '-F', ...named('-L'), partition]];
  }
}

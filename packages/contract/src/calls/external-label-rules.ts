/**
 * The filesystems an external disk can be formatted with and the label each one stores
 * (docs/decisions.md "External disks"). One table for the engine, which refuses a bad label, and
 * the page, which shows the rule and the problem while the label is typed.
 */

/** What `/zspool/external/format` takes as `fs`; the first is the default (STOR-EXT-02). */
export const EXTERNAL_FILESYSTEMS = ['ext4', 'btrfs', 'exfat', 'fat32', 'ntfs'] as const;
export type ExternalFilesystem = (typeof EXTERNAL_FILESYSTEMS)[number];

export interface ExternalLabelRule {
  /** The longest label the filesystem stores. */
  max: number;
  /** How its length is counted: bytes of UTF-8 (ext4, btrfs, FAT) or UTF-16 units (exFAT, NTFS). */
  measure: 'utf8Bytes' | 'utf16Units';
  /** Characters it refuses besides control characters. */
  forbidden: string;
  /** FAT stores only printable ASCII. */
  asciiOnly: boolean;
  /** FAT labels are written upper case (DOS convention, and mkfs.vfat warns otherwise). */
  upperCase: boolean;
}

/** mkfs.vfat, mkfs.exfat, mkfs.ntfs, mke2fs and mkfs.btrfs limits. */
export const EXTERNAL_LABEL_RULES: Readonly<Record<ExternalFilesystem, ExternalLabelRule>> = {
  ext4: { max: 16, measure: 'utf8Bytes', forbidden: '', asciiOnly: false, upperCase: false },
  btrfs: { max: 255, measure: 'utf8Bytes', forbidden: '', asciiOnly: false, upperCase: false },
  exfat: { max: 15, measure: 'utf16Units', forbidden: '"*/:<>?\\|', asciiOnly: false, upperCase: false },
  fat32: { max: 11, measure: 'utf8Bytes', forbidden: '"*+,./:;<=>?[\\]|', asciiOnly: true, upperCase: true },
  ntfs: { max: 32, measure: 'utf16Units', forbidden: '', asciiOnly: false, upperCase: false },
};

export function isExternalFilesystem(fs: string): fs is ExternalFilesystem {
  return (EXTERNAL_FILESYSTEMS as readonly string[]).includes(fs);
}

/** The label as the filesystem will hold it. */
export function storedExternalLabel(fs: ExternalFilesystem, label: string): string {
  return EXTERNAL_LABEL_RULES[fs].upperCase ? label.toUpperCase() : label;
}

export interface ExternalLabelCheck {
  /** The stored label's length, counted the filesystem's way. */
  length: number;
  max: number;
  tooLong: boolean;
  /** Each refused character once, in the order met; a control character as `U+001F`. */
  badChars: string[];
}

/** Pure: what the filesystem would make of the label. An empty label is always fine (none is set). */
export function checkExternalLabel(fs: ExternalFilesystem, label: string): ExternalLabelCheck {
  const rule = EXTERNAL_LABEL_RULES[fs];
  const stored = storedExternalLabel(fs, label);
  const length = rule.measure === 'utf8Bytes' ? new TextEncoder().encode(stored).length : stored.length;
  const bad = new Set<string>();
  for (const char of stored) {
    const point = char.codePointAt(0)!;
    if (point < 0x20 || point === 0x7f) bad.add(`U+${point.toString(16).padStart(4, '0').toUpperCase()}`);
    else if (rule.forbidden.includes(char) || (rule.asciiOnly && point > 0x7e)) bad.add(char);
  }
  return { length, max: rule.max, tooLong: length > rule.max, badChars: [...bad] };
}

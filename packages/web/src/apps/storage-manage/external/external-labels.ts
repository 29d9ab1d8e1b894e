import {
  EXTERNAL_LABEL_RULES,
  checkExternalLabel,
  type ExternalDisk,
  type ExternalFilesystem,
} from '@coffer/contract';
import type { TFunction } from '../../../i18n/i18n';

/** The format choices as people know them. */
const FORMAT_NAMES: Record<ExternalFilesystem, string> = {
  ext4: 'ext4',
  btrfs: 'Btrfs',
  exfat: 'exFAT',
  fat32: 'FAT32',
  ntfs: 'NTFS',
};

/** blkid's names of what a partition holds; vfat may be FAT12, 16 or 32. */
const FOUND_NAMES: Readonly<Record<string, string>> = {
  ...FORMAT_NAMES,
  vfat: 'FAT',
  ext3: 'ext3',
  ext2: 'ext2',
  xfs: 'XFS',
  hfsplus: 'HFS+',
  apfs: 'APFS',
};

export function formatName(fs: ExternalFilesystem): string {
  return FORMAT_NAMES[fs];
}

/** A partition's file system as blkid names it, in the usual spelling (unknown ones as they are). */
export function foundFsName(fs: string): string {
  return FOUND_NAMES[fs] ?? fs;
}

/** "USB 1", "eSATA 2": the port an external disk is on, from its bay's slot name. */
export function externalSlotLabel(disk: Pick<ExternalDisk, 'slot' | 'devType'>, t: TFunction): string {
  const pos = Number(/\d+$/.exec(disk.slot)?.[0] ?? Number.NaN);
  return Number.isFinite(pos) ? t(`storage.slotName.${disk.devType}`, { pos }) : disk.slot;
}

/** The label rule of a file system, in words, shown under the label while it is typed (STOR-EXT-02). */
export function labelRuleText(fs: ExternalFilesystem, t: TFunction): string {
  const rule = EXTERNAL_LABEL_RULES[fs];
  const inBytes = rule.measure === 'utf8Bytes' && !rule.asciiOnly;
  let text = t('storage.external.formatDialog.labelRule', {
    fs: formatName(fs),
    max: rule.max,
    unit: t(inBytes ? 'storage.external.formatDialog.unitBytes' : 'storage.external.formatDialog.unitChars'),
  });
  if (rule.forbidden) {
    const chars = [...rule.forbidden].join(' ');
    text += t('storage.external.formatDialog.labelForbidden', { chars });
  }
  if (rule.asciiOnly) text += t('storage.external.formatDialog.labelAscii');
  if (rule.upperCase) text += t('storage.external.formatDialog.labelUpper');
  return text;
}

/** What is wrong with a label for a file system, by the engine's own rules; empty when nothing is. */
export function labelProblems(fs: ExternalFilesystem, label: string, t: TFunction): string[] {
  const check = checkExternalLabel(fs, label);
  const problems: string[] = [];
  if (check.tooLong)
    problems.push(t('storage.external.formatDialog.labelTooLong', { length: check.length, max: check.max }));
  if (check.badChars.length > 0)
    problems.push(t('storage.external.formatDialog.labelBadChars', { chars: check.badChars.join(' ') }));
  return problems;
}

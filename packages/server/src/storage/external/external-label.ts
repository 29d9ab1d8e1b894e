import {
  Code,
  checkExternalLabel,
  isExternalFilesystem,
  storedExternalLabel,
  type ExternalFilesystem,
} from '@coffer/contract';
import { problem, type StorageProblem } from '../validation/storage-problem.js';

export type { ExternalFilesystem } from '@coffer/contract';

/** The label as written: FAT labels are upper case (the contract's label rules). */
export const storedLabel = storedExternalLabel;

/**
 * Pure: every problem of a format request's filesystem and label, before any command runs. The
 * rules are the contract's (`EXTERNAL_LABEL_RULES`), which the page shows while the label is typed.
 */
export function validateExternalFormat(fs: string, label: string): StorageProblem[] {
  if (!isExternalFilesystem(fs)) return [problem('fs', Code.externalFsUnknown, { fs })];
  const check = checkExternalLabel(fs, label);
  const problems: StorageProblem[] = [];
  if (check.tooLong) problems.push(problem('label', Code.externalLabelTooLong, { fs, max: check.max }));
  if (check.badChars.length > 0)
    problems.push(problem('label', Code.externalLabelCharacters, { fs, chars: check.badChars.join(' ') }));
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

import type { DiskInfo } from '@coffer/contract';

/** One disk of a SMART or IHM status answer (`/zspool/smart/detect/status`, `/zspool/ihm/check/status`). */
export interface CheckedDisk {
  sn: string;
  pos: number;
  /** The newest reading's label (STOR-SMART-04); `notest` before any. */
  result: string;
  /** The engine's "advised to replace" (STOR-SMART-05). */
  replace: 0 | 1;
  /** The reading in the SMART history; 0 when there is none. */
  id: number;
  /** Unix seconds of the reading; 0 when there is none. */
  ctime: number;
}

/** What the summary advises for one disk; keys of `storage.health.advice`. */
export type SmartAdvice = 'replace' | 'recheck' | 'unsupported' | 'notChecked' | 'none';

/**
 * STOR-SMART-05: warning, fault, notpassed and timeout advise replacement (the engine's `replace`).
 * A check that could not finish is worth running again; a disk without SMART cannot be judged by it;
 * a disk never checked should be.
 */
export function smartAdviceOf(disk: Pick<CheckedDisk, 'result' | 'replace'>): SmartAdvice {
  if (disk.replace) return 'replace';
  switch (disk.result) {
    case 'cmderr':
    case 'abort':
    case 'skip':
    case 'skipclash':
    case 'abnormal':
      return 'recheck';
    case 'notsupported':
      return 'unsupported';
    case 'notest':
    case 'nottest':
      return 'notChecked';
    default:
      return 'none';
  }
}

export interface SmartSummaryRow extends CheckedDisk {
  /** Where the disk sits, for `slotLabel`. */
  dev_type: DiskInfo['dev_type'];
  advice: SmartAdvice;
}

const DEV_TYPE_ORDER: readonly DiskInfo['dev_type'][] = ['sata', 'nvme', 'esata', 'usb', 'type-c'];

/**
 * The summary's rows (STOR-SMART-06): the disks advised to be replaced first, so the flagged ones
 * are never below the fold, then by kind of bay and slot. A disk's kind comes from the disk list;
 * one the list does not know yet keeps the group's own kind.
 */
export function smartSummaryRows(
  checked: readonly CheckedDisk[],
  disks: readonly Pick<DiskInfo, 'sn' | 'dev_type'>[],
  fallbackType: DiskInfo['dev_type'],
): SmartSummaryRow[] {
  const rows = checked.map((disk) => ({
    ...disk,
    dev_type: disks.find((known) => known.sn === disk.sn)?.dev_type ?? fallbackType,
    advice: smartAdviceOf(disk),
  }));
  return rows.sort(
    (a, b) =>
      b.replace - a.replace ||
      DEV_TYPE_ORDER.indexOf(a.dev_type) - DEV_TYPE_ORDER.indexOf(b.dev_type) ||
      a.pos - b.pos,
  );
}

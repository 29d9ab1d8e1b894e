import type { DiskInfo } from '@coffer/contract';
import type { TFunction } from '../../i18n/i18n';
import { formatSize } from '../../shell/format/format-size';

const KINDS = ['sata', 'nvme', 'esata', 'usb', 'type-c'] as const;

/** Where a disk sits, in words: "SATA 2", "M.2 1", "eSATA 3". */
export function diskSlot(devType: string, pos: number, t: TFunction): string {
  const kind = KINDS.find((known) => known === devType) ?? 'sata';
  return t(`switchDisk.disk.${kind}`, { pos });
}

/** A disk as the lists show it: its slot, serial and size. */
export function diskLine(
  disk: Pick<DiskInfo, 'dev_type' | 'pos' | 'sn' | 'total_size'>,
  t: TFunction,
): string {
  return t('switchDisk.disk.line', {
    slot: diskSlot(disk.dev_type, disk.pos, t),
    sn: disk.sn,
    size: formatSize(disk.total_size),
  });
}

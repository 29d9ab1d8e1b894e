import { isRaidModeType, RAID_MODES, type DiskInfo } from '@coffer/contract';
import type { TFunction } from '../../../i18n/i18n';

/** Where a disk sits, as a person finds it on the device: "硬盘 3", "M.2 1", "USB 2". */
export function slotLabel(disk: Pick<DiskInfo, 'dev_type' | 'pos'>, t: TFunction): string {
  return t(`storage.slotName.${disk.dev_type}`, { pos: disk.pos });
}

/** A pool's mode as the page shows it: Basic, RAID1 … RAID10, ZDR. */
export function raidLabel(raidType: string): string {
  return isRaidModeType(raidType) ? RAID_MODES[raidType].label : raidType.toUpperCase();
}

import type { DiskInfo, IhmGroup, PoolInfo } from '@coffer/contract';

export type SmartProtocol = PoolInfo['protocol'];

/** The SMART check's groups, as the engine reads them (DECISIONS "Format flow and SMART"). */
export const SMART_GROUPS: readonly SmartProtocol[] = ['protsata', 'protnvme', 'protesata'];

/** STOR-IHM-01: the report covers the SATA and the SSD groups. */
export const IHM_GROUPS: readonly IhmGroup[] = ['sata-group', 'ssd-group'];

/** The disks each group checks: a SATA check reads the SATA bays and the eSATA enclosure. */
const GROUP_DEV_TYPES: Record<SmartProtocol | IhmGroup, readonly DiskInfo['dev_type'][]> = {
  protsata: ['sata', 'esata'],
  protnvme: ['nvme'],
  protesata: ['esata'],
  'sata-group': ['sata'],
  'ssd-group': ['nvme'],
  'esata-group': ['esata'],
};

/** The kind a disk of the group has when the disk list does not say. */
export function groupDevType(group: SmartProtocol | IhmGroup): DiskInfo['dev_type'] {
  return GROUP_DEV_TYPES[group][0] ?? 'sata';
}

/** The present disks a check of the group reads. */
export function disksOfGroup(
  disks: readonly Pick<DiskInfo, 'dev_type' | 'status'>[],
  group: SmartProtocol | IhmGroup,
): number {
  return disks.filter((disk) => disk.status !== 'missing' && GROUP_DEV_TYPES[group].includes(disk.dev_type))
    .length;
}

/** The group a disk's SMART or IHM check belongs to: its page opens the dialogs on it. */
export function smartGroupOf(devType: DiskInfo['dev_type']): SmartProtocol {
  return devType === 'nvme' ? 'protnvme' : 'protsata';
}

export function ihmGroupOf(devType: DiskInfo['dev_type']): IhmGroup {
  return devType === 'nvme' ? 'ssd-group' : 'sata-group';
}

/** Why a check cannot be started now; `masterOnly` reads `storage.masterOnly`. */
export type CheckBlocker = 'masterOnly' | 'noDisk' | 'running';

/**
 * Starting a SMART or IHM check is the master's (ROLE-07); the operations administrator reads the
 * results. A group without a present disk has nothing to check (C108003), and a check already
 * running is followed, not started again (C108001, C108006).
 */
export function checkBlockerOf(context: {
  isMaster: boolean;
  diskCount: number;
  running: boolean;
}): CheckBlocker | null {
  if (!context.isMaster) return 'masterOnly';
  if (context.running) return 'running';
  if (context.diskCount === 0) return 'noDisk';
  return null;
}

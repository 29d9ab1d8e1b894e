import type { ExternalDisk, ExternalPartition } from '@coffer/contract';

/** Why an action on an external disk cannot be taken now; null when it can. */
export type ExternalBlock = 'masterOnly' | 'formatting' | 'noFilesystem' | 'mounted' | null;

export interface ExternalFacts {
  isMaster: boolean;
  /** This page is formatting the disk. */
  formatting: boolean;
}

/**
 * Mounting, unmounting and formatting are the super administrator's (docs/decisions.md "External
 * disks"), and none while the disk is being formatted. A partition mounts when it holds a file system
 * the engine can name (blkid gives it a uuid, the mount directory's name); a disk is formatted only
 * once nothing of it is mounted (the engine refuses with C110006).
 */
export function partitionBlock(
  part: Pick<ExternalPartition, 'fs' | 'uuid' | 'mounted'>,
  facts: ExternalFacts,
): ExternalBlock {
  if (!facts.isMaster) return 'masterOnly';
  if (facts.formatting) return 'formatting';
  if (!part.mounted && (!part.fs || !part.uuid)) return 'noFilesystem';
  return null;
}

export function formatBlock(disk: Pick<ExternalDisk, 'partitions'>, facts: ExternalFacts): ExternalBlock {
  if (!facts.isMaster) return 'masterOnly';
  if (facts.formatting) return 'formatting';
  if (disk.partitions.some((part) => part.mounted)) return 'mounted';
  return null;
}

export function externalBlockKey(block: Exclude<ExternalBlock, null>) {
  return block === 'masterOnly'
    ? ('storage.masterOnly' as const)
    : (`storage.external.blocked.${block}` as const);
}

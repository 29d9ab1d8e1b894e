import { POOL_DISK_SIZE, POOL_DISK_TYPES, SSD_DISK_MIN_SIZE } from '@coffer/contract';
import type { PoolType } from '../profiles/raid-profiles.js';
import type { DevType, PoolProtocol } from './storage-facts.js';

export interface ProtocolRule {
  /** Disks a pool of this protocol is built from. */
  devTypes: readonly DevType[];
  /** Modes a pool of this protocol may use. */
  types: readonly PoolType[];
  minDiskSize: number;
  maxDiskSize: number;
}

export const PROTOCOLS: Readonly<Record<PoolProtocol, ProtocolRule>> = {
  protsata: {
    devTypes: POOL_DISK_TYPES.protsata,
    types: ['basic', 'raid1', 'raid5', 'raid6', 'raid10', 'zdr'],
    minDiskSize: POOL_DISK_SIZE.min,
    maxDiskSize: POOL_DISK_SIZE.max,
  },
  protnvme: {
    devTypes: POOL_DISK_TYPES.protnvme,
    types: ['basic', 'raid1', 'raid5', 'raid6', 'raid10'],
    minDiskSize: SSD_DISK_MIN_SIZE,
    maxDiskSize: POOL_DISK_SIZE.max,
  },
  // STOR-POOL-12: extended (eSATA) pools support zdr and raid5 only.
  protesata: {
    devTypes: POOL_DISK_TYPES.protesata,
    types: ['zdr', 'raid5'],
    minDiskSize: POOL_DISK_SIZE.min,
    maxDiskSize: POOL_DISK_SIZE.max,
  },
};

import type { RaidModeType } from './raid-modes.js';
import { POOL_DISK_SIZE, SSD_DISK_MIN_SIZE } from './storage-limits.js';

/** spec 3 §3 disk `dev_type`. */
export const DISK_DEV_TYPES = ['sata', 'usb', 'type-c', 'esata', 'nvme'] as const;
export type DiskDevType = (typeof DISK_DEV_TYPES)[number];

/** spec 3 §3 pool `protocol`. */
export const POOL_PROTOCOLS = ['protsata', 'protnvme', 'protesata'] as const;
export type PoolProtocol = (typeof POOL_PROTOCOLS)[number];

/** What a pool of one protocol is made of (DECISIONS "Storage pools", disk limits per pool kind). */
export interface ProtocolRule {
  /** Disks a pool of this protocol is built from. */
  devTypes: readonly DiskDevType[];
  /** Modes a pool of this protocol may use. */
  types: readonly RaidModeType[];
  /** Bytes. */
  minDiskSize: number;
  /** Bytes. */
  maxDiskSize: number;
}

/** The rules the daemon validates against and the page's wizard offers. */
export const PROTOCOL_RULES: Readonly<Record<PoolProtocol, ProtocolRule>> = {
  protsata: {
    devTypes: ['sata', 'esata'],
    types: ['basic', 'raid1', 'raid5', 'raid6', 'raid10', 'zdr'],
    minDiskSize: POOL_DISK_SIZE.min,
    maxDiskSize: POOL_DISK_SIZE.max,
  },
  protnvme: {
    devTypes: ['nvme'],
    types: ['basic', 'raid1', 'raid5', 'raid6', 'raid10'],
    minDiskSize: SSD_DISK_MIN_SIZE,
    maxDiskSize: POOL_DISK_SIZE.max,
  },
  // STOR-POOL-12: extended (eSATA) pools support zdr and raid5 only.
  protesata: {
    devTypes: ['esata'],
    types: ['zdr', 'raid5'],
    minDiskSize: POOL_DISK_SIZE.min,
    maxDiskSize: POOL_DISK_SIZE.max,
  },
};

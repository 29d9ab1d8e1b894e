import { POOL_DISK_SIZE, SSD_DISK_MIN_SIZE, type PoolInfo } from '@coffer/contract';

/*
 * A stand-in for the contract's RAID_MODES and PROTOCOL_RULES (contract raid-modes.ts and
 * protocol-rules.ts, landing with the engine's work), in their shapes, so the wizard can be built
 * before they land. Deleted when they do: the imports then point at '@coffer/contract'.
 */

export const RAID_MODE_TYPES = ['basic', 'raid1', 'raid5', 'raid6', 'raid10', 'zdr'] as const;
export type RaidModeType = (typeof RAID_MODE_TYPES)[number];

export interface RaidMode {
  type: RaidModeType;
  label: string;
  minDisks: number;
  maxDisks?: number;
  evenDisks: boolean;
  equalMembers: boolean;
  tolerates(disks: number): number;
  usableBytes(sizes: readonly number[]): number;
}

const smallest = (sizes: readonly number[]) => (sizes.length === 0 ? 0 : Math.min(...sizes));
const sum = (sizes: readonly number[]) => sizes.reduce((total, size) => total + size, 0);

export const RAID_MODES: Readonly<Record<RaidModeType, RaidMode>> = {
  basic: {
    type: 'basic',
    label: 'Basic',
    minDisks: 1,
    maxDisks: 1,
    evenDisks: false,
    equalMembers: true,
    tolerates: () => 0,
    usableBytes: (sizes) => sizes[0] ?? 0,
  },
  raid1: {
    type: 'raid1',
    label: 'RAID1',
    minDisks: 2,
    maxDisks: 4,
    evenDisks: false,
    equalMembers: true,
    tolerates: (disks) => disks - 1,
    usableBytes: smallest,
  },
  raid5: {
    type: 'raid5',
    label: 'RAID5',
    minDisks: 3,
    evenDisks: false,
    equalMembers: true,
    tolerates: () => 1,
    usableBytes: (sizes) => smallest(sizes) * (sizes.length - 1),
  },
  raid6: {
    type: 'raid6',
    label: 'RAID6',
    minDisks: 4,
    evenDisks: false,
    equalMembers: true,
    tolerates: () => 2,
    usableBytes: (sizes) => smallest(sizes) * (sizes.length - 2),
  },
  raid10: {
    type: 'raid10',
    label: 'RAID10',
    minDisks: 4,
    evenDisks: true,
    equalMembers: true,
    tolerates: () => 1,
    usableBytes: (sizes) => smallest(sizes) * Math.floor(sizes.length / 2),
  },
  zdr: {
    type: 'zdr',
    label: 'ZDR',
    minDisks: 2,
    maxDisks: 2,
    evenDisks: false,
    equalMembers: false,
    tolerates: () => 1,
    usableBytes: (sizes) => Math.min(Math.floor(sum(sizes) / 2), sum(sizes) - Math.max(0, ...sizes)),
  },
};

export type PoolProtocol = PoolInfo['protocol'];
export type DiskDevType = 'sata' | 'usb' | 'type-c' | 'esata' | 'nvme';

export interface ProtocolRule {
  devTypes: readonly DiskDevType[];
  types: readonly RaidModeType[];
  minDiskSize: number;
  maxDiskSize: number;
}

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
  protesata: {
    devTypes: ['esata'],
    types: ['zdr', 'raid5'],
    minDiskSize: POOL_DISK_SIZE.min,
    maxDiskSize: POOL_DISK_SIZE.max,
  },
};

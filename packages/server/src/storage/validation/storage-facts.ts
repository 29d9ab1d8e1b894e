import type { DiskDevType, PoolProtocol } from '@coffer/contract';
import type { MemberState } from '../profiles/pool-health.js';
import type { PoolType } from '../profiles/raid-profiles.js';

/** spec 3 §3 `dev_type`. */
export type DevType = DiskDevType;

/** spec 3 §3 pool `protocol`. */
export type { PoolProtocol };

/** What a disk is used for now. */
export type DiskUse = 'free' | 'member' | 'spare' | 'cache' | 'external';

/** A disk the engine sees now, as validation needs it. A disk that is not present is not listed. */
export interface DiskFacts {
  sn: string;
  /** Bytes. */
  size: number;
  devType: DevType;
  use: DiskUse;
  /** Holds the host's own operating system: never offered to a pool. */
  hostSystem: boolean;
  /** SMART or I/O errors say it is failing. */
  faulty: boolean;
}

export interface PoolMemberFacts {
  sn: string;
  /** Bytes the member holds for the pool. */
  size: number;
  devType: DevType;
  state: MemberState;
  /** RAID10 display group (pairs), spec 3 §3 `raid10_gid`. */
  raid10Gid?: number;
}

export interface PoolFacts {
  id: string;
  name: string;
  protocol: PoolProtocol;
  type: PoolType;
  members: readonly PoolMemberFacts[];
  hasCache: boolean;
  /** Made and recorded; false while its creation runs. */
  ready: boolean;
  /**
   * Mounted now. Read only for the checks that need it (a new pool, STOR-POOL-09); undefined when
   * not read, which no check takes for mounted.
   */
  mounted?: boolean;
}

/** The state of the device's storage that a request is judged against. */
export interface StorageFacts {
  disks: readonly DiskFacts[];
  pools: readonly PoolFacts[];
  /** Names of SSD cache pools, which share the name space of pools. */
  cacheNames: readonly string[];
}

export function smallestMember(pool: PoolFacts): number {
  return Math.min(...pool.members.map((member) => member.size));
}

import type { PoolType } from '../profiles/raid-profiles.js';
import type { PoolProtocol } from '../validation/storage-facts.js';

/** spec 3 §3 pool groups: SATA and eSATA pools are `normal`, SSD (M.2) pools `super`. */
export type PoolKind = 'normal' | 'super';

export interface RecordedMember {
  sn: string;
  /** Bytes of the disk when the pool was made. */
  size: number;
}

/** A pool as the device remembers it (SQLite `pools`). */
export interface PoolRecord {
  /** Also the btrfs label and the mount directory's name. */
  id: string;
  name: string;
  kind: PoolKind;
  raidType: PoolType;
  protocol: PoolProtocol;
  fsUuid: string;
  members: RecordedMember[];
  spares: string[];
  createdAt: number;
  /** `creating` while its format job runs; such a row is never shown as a pool. */
  state: 'creating' | 'ready';
  /** An encrypted pool (gocryptfs over its btrfs, storage/encryption); false when missing. */
  encrypted?: boolean;
  /** The password hint of an encrypted pool; '' when none was set. */
  pwdPrompt?: string;
  /**
   * Members a data migration under way has not moved yet, each with the disk it moves onto: those
   * disks are taken by the pool, not free (docs/decisions.md "Data migration"). Absent: none.
   */
  moving?: { from: string; to: string }[];
}

export function kindOfProtocol(protocol: PoolProtocol): PoolKind {
  return protocol === 'protnvme' ? 'super' : 'normal';
}

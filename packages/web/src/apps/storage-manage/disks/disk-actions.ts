import type { DiskInfo } from '@coffer/contract';
import { diskUseOf } from '../data/storage-by-bay';

/** Why a disk cannot be wiped now; `masterOnly` reads `storage.masterOnly`, the rest `storage.disks.wipe.blocked`. */
export type WipeBlocker =
  'masterOnly' | 'missing' | 'member' | 'spare' | 'cache' | 'external' | 'running' | 'otherRunning';

export type Availability<Reason> = { allowed: true } | { allowed: false; reason: Reason };

export interface WipeContext {
  isMaster: boolean;
  /** A wipe of this disk is under way. */
  wiping: boolean;
  /** A wipe of another disk is under way: the engine wipes one disk at a time (C109005). */
  otherWiping: boolean;
}

/**
 * STOR-WIPE-01, DECISIONS "SSD cache, wipe, reboot time": only a free disk that is present can be
 * wiped, never a pool member, hot spare or cache disk (C109004), and an external disk is formatted
 * from the external devices instead. The operations administrator sees it disabled (ROLE-07).
 */
export function wipeAvailability(
  disk: Pick<DiskInfo, 'status' | 'role'>,
  { isMaster, wiping, otherWiping }: WipeContext,
): Availability<WipeBlocker> {
  if (!isMaster) return { allowed: false, reason: 'masterOnly' };
  if (disk.status === 'missing') return { allowed: false, reason: 'missing' };
  const use = diskUseOf(disk.role);
  if (use !== 'free') return { allowed: false, reason: use };
  if (wiping) return { allowed: false, reason: 'running' };
  if (otherWiping) return { allowed: false, reason: 'otherRunning' };
  return { allowed: true };
}

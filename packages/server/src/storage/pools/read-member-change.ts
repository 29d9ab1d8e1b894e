import { Code } from '@coffer/contract';
import { showFilesystem } from '../btrfs/filesystem.js';
import { StorageError } from '../storage-error.js';
import { membersInFilesystem, type MemberChange } from './members-in-filesystem.js';
import type { PresentDisk } from './pool-disks.js';
import type { PoolEngine } from './pool-engine.js';
import type { PoolRecord } from './pool-record.js';

/**
 * A pool's record, the present disks and what the mounted filesystem changed of its members (a
 * replace or device add that ended while no daemon ran).
 */
export async function readMemberChange(
  engine: PoolEngine,
  poolId: string,
): Promise<{ pool: PoolRecord; disks: PresentDisk[]; change: MemberChange }> {
  const pool = engine.store.find(poolId);
  if (!pool) throw new StorageError(Code.poolNotFound);
  const disks = await engine.disks();
  const shown = await showFilesystem(engine.mountPoint(poolId));
  const change = membersInFilesystem(
    pool.members,
    new Map(disks.map((disk) => [disk.sn, disk.device])),
    shown.devices,
  );
  return { pool, disks, change };
}

import { Code, type PoolInfo } from '@coffer/contract';
import { showFilesystem } from '../btrfs/filesystem.js';
import { StorageError } from '../storage-error.js';
import type { PresentDisk } from './pool-disks.js';
import type { PoolEngine } from './pool-engine.js';
import { isMounted } from './pool-mount.js';
import type { PoolRecord } from './pool-record.js';
import { replaceSources, type ReplaceStep } from './repair-pool-job.js';

/**
 * The members of a mounted pool whose disk is in a bay again while btrfs does not use it (the
 * status says missing): pulled and put back while mounted (btrfs still holds the dead device), or
 * left out at start for an older generation (pool-boot.ts).
 */
export function returnedMembers(info: PoolInfo, disks: readonly PresentDisk[]): string[] {
  if (info.has_mount !== 1) return [];
  return info.system_disks
    .filter((member) => member.status === 'missing' && disks.some((disk) => disk.sn === member.sn))
    .map((member) => member.sn);
}

/**
 * A mounted pool damaged by members it lost (not by a scrub) whose disks are all back: nothing is
 * left to rebuild them from, so it is mounted again from those disks (a basic pool's only disk
 * pulled and put back; docs/decisions.md "Health is what btrfs says").
 */
export function mountAgain(info: PoolInfo, disks: readonly PresentDisk[]): boolean {
  if (info.has_mount !== 1 || info.status !== 'damage' || info.missingNum === 0) return false;
  const missing = info.system_disks.filter((member) => member.status === 'missing');
  return returnedMembers(info, disks).length === missing.length;
}

/**
 * Plans the re-attachment of the members that came back: each takes the devid of a lost member
 * (`replaceSources`) and is rebuilt onto its own disk by the repair job (`runRepair`: wipe, replace,
 * soft re-conversion, counters reset). Its old contents are not trusted: writes it missed while out
 * would otherwise be read back as stale data. Nothing is written here.
 */
export async function planReattach(engine: PoolEngine, pool: PoolRecord): Promise<ReplaceStep[]> {
  const mountPoint = engine.mountPoint(pool.id);
  if (!(await isMounted(mountPoint))) throw new StorageError(Code.repairNeedsMount);
  const disks = await engine.disks();
  const returned = returnedMembers(await engine.observe(pool, disks), disks);
  if (returned.length === 0) throw new StorageError(Code.memberNotInFilesystem, { disk: '' });
  const targets = returned.map((sn) => disks.find((disk) => disk.sn === sn)!);
  for (const target of targets) engine.guard(target.device);
  const sources = replaceSources(pool, disks, await showFilesystem(mountPoint), returned);
  return sources.map((source, index) => ({ ...source, target: targets[index]! }));
}

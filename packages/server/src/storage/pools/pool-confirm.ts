import { Code, type PoolInfo } from '@coffer/contract';
import { assessPool } from '../profiles/pool-health.js';
import { StorageError } from '../storage-error.js';
import type { PoolEngine } from './pool-engine.js';
import { isMounted, mountPool } from './pool-mount.js';
import type { PoolRecord } from './pool-record.js';
import { memberStates } from './pool-status.js';

/** spec 3 §7 confirm options (BOOT-MODE-14); disk-change-confirm.ts says which are carried out. */
export type ConfirmOption =
  | 'mount'
  | 'ignore'
  | 'dilate'
  | 'init'
  | 'mountpool'
  | 'extmountpool'
  | 'extmountdisk'
  | 'recover'
  | 'remove'
  | 'ssd_ignore';

export interface ConfirmAnswer {
  id: string;
  has_mount: 0 | 1;
  status: PoolInfo['status'];
}

/**
 * The administrator's decision on a pool left unmounted at start because members are missing
 * (spec 2 mode F). `mountpool` continues with the disks that are left: a whole pool mounts
 * normally, one whose loss its profile tolerates mounts `-o degraded`, any other stays suspended
 * (C105001). Run under the pool's lock by the caller. A pool already mounted answers as it is.
 */
export async function confirmPool(
  engine: PoolEngine,
  pool: PoolRecord,
  option: ConfirmOption,
): Promise<ConfirmAnswer> {
  if (option !== 'mountpool') throw new StorageError(Code.confirmOptionUnsupported, { option });
  const mountPoint = engine.mountPoint(pool.id);
  let disks = await engine.disks();
  if (!(await isMounted(mountPoint))) {
    const states = memberStates(pool, { disks, mounted: false, used: null, space: null });
    const assessment = assessPool(pool.raidType, states);
    if (!assessment.usable) {
      engine.log.warn(
        {
          event: 'pool.confirm.refused',
          poolId: pool.id,
          lost: assessment.lost,
          tolerated: assessment.tolerated,
        },
        'pool lost more disks than it tolerates; it stays suspended',
      );
      throw new StorageError(Code.poolLossNotTolerated);
    }
    const devices = pool.members.flatMap((member) => {
      const disk = disks.find((candidate) => candidate.sn === member.sn);
      return disk ? [disk.device] : [];
    });
    const degraded = devices.length < pool.members.length;
    await mountPool(mountPoint, devices, degraded ? ['degraded'] : []);
    engine.log.warn(
      { event: degraded ? 'pool.mounted-degraded' : 'pool.mounted', poolId: pool.id, lost: assessment.lost },
      degraded ? 'pool mounted degraded by the administrator' : 'pool mounted',
    );
    disks = await engine.disks();
  }
  const info = await engine.observe(pool, disks);
  return { id: pool.id, has_mount: info.has_mount, status: info.status };
}

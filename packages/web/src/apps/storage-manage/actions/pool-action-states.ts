import type { DiskInfo, PoolInfo } from '@coffer/contract';
import type { StorageInfo } from '../data/storage-by-bay';
import { disksForPool, isFreeDisk, modeOf, roomToGrow } from './pool-growth';

export const POOL_ACTIONS = [
  'unlock',
  'mount',
  'continue',
  'repair',
  'expand',
  'spare',
  'scrub',
  'cache',
  'rename',
  'keyFile',
  'delete',
] as const;
export type PoolAction = (typeof POOL_ACTIONS)[number];

/** Why an action cannot be taken now: a key under `storage.actions.reason`, or the shared masterOnly. */
export type ActionReason =
  | 'masterOnly'
  | 'notMounted'
  | 'mounted'
  | 'membersMissing'
  | 'noMemberMissing'
  | 'notHealthy'
  | 'healthy'
  | 'noRedundancy'
  | 'beyondRepair'
  | 'noReplacement'
  | 'cannotGrow'
  | 'noFreeDisk'
  | 'noSpareDisk'
  | 'notSata'
  | 'noSsd'
  | 'locked'
  | 'unlocked'
  | 'busy';

export interface ActionState {
  /** False for an action this pool can never take (unlock on a plain pool): it is not offered. */
  shown: boolean;
  enabled: boolean;
  reason: ActionReason | null;
}

const can: ActionState = { shown: true, enabled: true, reason: null };
const cannot = (reason: ActionReason): ActionState => ({ shown: true, enabled: false, reason });
const hidden: ActionState = { shown: false, enabled: false, reason: null };

type Pool = Pick<
  PoolInfo,
  | 'id'
  | 'protocol'
  | 'raid_type'
  | 'status'
  | 'encrypted'
  | 'lock'
  | 'has_mount'
  | 'disk_list'
  | 'diskMinSize'
  | 'missingNum'
  | 'errorNum'
  | 'system_disks'
  | 'task'
>;
type Info = Pick<StorageInfo, 'disks'>;

/** Lost members: missing or faulty, as the engine reports them. */
function lostMembers(pool: Pool): number {
  return pool.system_disks.filter((member) => member.status !== 'ok').length;
}

function repairState(pool: Pool, disks: readonly DiskInfo[]): ActionState {
  const mode = modeOf(pool.raid_type);
  if (mode.tolerates(pool.disk_list.length) === 0) return cannot('noRedundancy');
  if (lostMembers(pool) === 0) return cannot('healthy');
  // A pool waiting at start with a member missing is confirmed (mounted degraded) first (C105003).
  if (!pool.has_mount) return cannot('notMounted');
  if (lostMembers(pool) > mode.tolerates(pool.disk_list.length)) return cannot('beyondRepair');
  if (disksForPool(pool, disks).length === 0) return cannot('noReplacement');
  return can;
}

function expandState(pool: Pool, disks: readonly DiskInfo[]): ActionState {
  const room = roomToGrow(pool);
  if (room === 0) return cannot('cannotGrow');
  if (!pool.has_mount) return cannot('notMounted');
  if (pool.status !== 'ok' || lostMembers(pool) > 0) return cannot('notHealthy');
  const usable = disksForPool(pool, disks).length;
  // RAID10 grows by pairs (STOR-EXP-01).
  if (usable < (modeOf(pool.raid_type).evenDisks ? 2 : 1)) return cannot('noFreeDisk');
  return can;
}

function spareState(pool: Pool, disks: readonly DiskInfo[]): ActionState {
  // A Basic pool has no copy to rebuild from: a spare could never take a member's place.
  if (modeOf(pool.raid_type).tolerates(pool.disk_list.length) === 0) return cannot('noRedundancy');
  // The dialog also lists and removes the pool's spares, so it opens whenever one protects it.
  const protectedBy = disks.some((disk) => disk.protect_list.includes(pool.id));
  if (!protectedBy && disksForPool(pool, disks).length === 0) return cannot('noSpareDisk');
  return can;
}

function cacheState(pool: Pool, disks: readonly DiskInfo[]): ActionState {
  if (pool.protocol !== 'protsata') return cannot('notSata');
  if (!pool.has_mount) return cannot('notMounted');
  const ssds = disks.filter((disk) => isFreeDisk(disk) && disk.dev_type === 'nvme');
  if (ssds.length === 0) return cannot('noSsd');
  return can;
}

/**
 * Which of a pool's actions can be taken now, and why not (spec 3 §2, STOR-SPARE/EXP/REP/CACHE/UNL,
 * ROLE-07). The operations administrator (role 2) sees every action disabled as master-only, except
 * unlocking, which DECISIONS "Roles" grants them.
 */
export function poolActionStates(pool: Pool, info: Info, isMaster: boolean): Record<PoolAction, ActionState> {
  const suspended = !pool.has_mount;
  const states: Record<PoolAction, ActionState> = {
    unlock: !pool.encrypted
      ? hidden
      : !pool.lock
        ? cannot('unlocked')
        : suspended
          ? cannot('notMounted')
          : can,
    mount: !suspended ? hidden : pool.missingNum > 0 ? cannot('membersMissing') : can,
    continue: !suspended ? hidden : pool.missingNum === 0 ? cannot('noMemberMissing') : can,
    repair: repairState(pool, info.disks),
    expand: expandState(pool, info.disks),
    spare: spareState(pool, info.disks),
    scrub: suspended ? cannot('notMounted') : can,
    cache: cacheState(pool, info.disks),
    rename: can,
    keyFile: !pool.encrypted ? hidden : pool.lock ? cannot('locked') : can,
    delete: can,
  };
  // One long operation per pool at a time (C104001): a running job blocks the others that start one.
  if (pool.task) {
    for (const action of ['repair', 'expand', 'cache', 'delete', 'mount', 'continue'] as const) {
      if (states[action].enabled) states[action] = cannot('busy');
    }
  }
  if (!isMaster) {
    for (const action of POOL_ACTIONS) {
      if (action !== 'unlock' && states[action].shown) states[action] = cannot('masterOnly');
    }
  }
  return states;
}

/**
 * The one or two actions the pool's state calls for, shown as buttons in the card's header (the
 * rest are in its menu): unlock a locked pool, mount (or continue without the missing disks) a
 * suspended one, repair a degraded one.
 */
export function primaryActions(pool: Pool): PoolAction[] {
  const primary: PoolAction[] = [];
  if (!pool.has_mount) primary.push(pool.missingNum > 0 ? 'continue' : 'mount');
  else if (pool.encrypted && pool.lock) primary.push('unlock');
  if (pool.has_mount && lostMembers(pool) > 0) primary.push('repair');
  return primary;
}

import { Code } from '@coffer/contract';
import type { ConfirmAnswer, ConfirmOption } from '../pools/pool-confirm.js';
import type { RepairPoolRequest } from '../pools/repair-pool-job.js';
import { StorageError } from '../storage-error.js';
import type { DiskChange } from './disk-change-mode.js';

export interface DiskChangeConfirmDeps {
  /** The pool service's decision on one pool (pool-confirm.ts) and its expansion job. */
  confirmPool: (id: string, option: 'mountpool') => Promise<ConfirmAnswer>;
  expand: (poolId: string, serials: readonly string[]) => Promise<{ jobId: string }>;
  /** The degraded-pool repair: rebuild `repair` members onto `replacements` as a replace job. */
  repair: (request: RepairPoolRequest) => Promise<{ jobId: string }>;
  /** A pool's mount and status as they are, without its lock (an expansion holds it). */
  state: (id: string) => Promise<ConfirmAnswer>;
  /** The disk change the poll shows now. */
  change: () => Promise<DiskChange | undefined>;
  dismiss: (serials: readonly string[]) => void;
  /**
   * `extmountdisk`: marks the bay disks external (external-marks.ts) and mounts those that carry a
   * filesystem; undefined where the engine has no external disks (then the option is refused).
   */
  markExternal?: (serials: readonly string[]) => Promise<void>;
}

export interface DiskChangeResetDeps {
  change: () => Promise<DiskChange | undefined>;
  /** The pool delete: unmounts and erases the members that are present, then drops the record. */
  remove: (id: string) => Promise<{ id: string }>;
}

export interface DiskChangeRequest {
  id: string;
  option: ConfirmOption;
  dev?: readonly string[];
}

/**
 * `/zspool/confirm`: carries out the administrator's choice on the poll's disk change.
 *
 * - `mountpool`: continue with the disks left (a pool waiting at start mounts, degraded if need be).
 * - `ignore` / `mount`: the same, and the change's new disks (`dev`, or all) are dismissed: they
 *   raise no change again while they stay out of every pool.
 * - `dilate`: the change's blank disks (`dev`, or all) join the pool as an expansion job; a disk
 *   that is not a blank disk of this change answers C105006 before anything runs.
 * - `recover`: the pool's lost members are rebuilt onto the change's blank disks (the repair's
 *   replace job), after a pool waiting at start has continued degraded.
 * - `extmountdisk`: the pool continues as with `ignore`; the change's new disks (`dev`, or all) become
 *   external disks (listed, mounted and formatted by `/zspool/external/*`, taken by no pool) and are
 *   dismissed. A change that does not offer it answers C105002; a disk that is not a new disk of the
 *   change C105006, before anything runs.
 * - anything else answers C105002: the engine does not pretend to do what it cannot.
 */
export async function confirmDiskChange(
  deps: DiskChangeConfirmDeps,
  request: DiskChangeRequest,
): Promise<ConfirmAnswer & { jobId?: string }> {
  const { id, option } = request;
  if (option === 'mountpool') return deps.confirmPool(id, 'mountpool');
  if (option === 'ignore' || option === 'mount') {
    const change = await deps.change();
    const answer = await deps.confirmPool(id, 'mountpool');
    const newDisks = change?.newDisks ?? [];
    deps.dismiss(request.dev ? newDisks.filter((sn) => request.dev!.includes(sn)) : newDisks);
    return answer;
  }
  if (option === 'extmountdisk' && deps.markExternal) {
    const change = await deps.change();
    // Offered in mode B only (a disk replaced or new while a recorded one is missing).
    if (!change?.options.includes('extmountdisk'))
      throw new StorageError(Code.confirmOptionUnsupported, { option });
    const newDisks = change?.newDisks ?? [];
    const serials = request.dev && request.dev.length > 0 ? [...request.dev] : newDisks;
    const stranger = serials.find((sn) => !newDisks.includes(sn));
    if (stranger !== undefined || serials.length === 0) {
      throw new StorageError(Code.notNewDisk, { disk: stranger ?? '' });
    }
    const answer = await deps.confirmPool(id, 'mountpool');
    await deps.markExternal(serials);
    deps.dismiss(serials);
    return answer;
  }
  if (option === 'dilate') {
    const serials = chosenBlankDisks(await deps.change(), request.dev);
    // The expansion refuses a pool that is not mounted (C106001): dilate never mounts one.
    const { jobId } = await deps.expand(id, serials);
    return { ...(await deps.state(id)), jobId };
  }
  if (option === 'recover') {
    const change = await deps.change();
    const serials = chosenBlankDisks(change, request.dev);
    const lost = (change?.old.disksGroup ?? [])
      .filter((disk) => disk.pool === id && !disk.spare && disk.error === 'disk_lost')
      .map((disk) => disk.sn);
    if (lost.length === 0) throw new StorageError(Code.confirmOptionUnsupported, { option });
    // A pool waiting at start continues degraded first (C105001 when it cannot): btrfs replaces
    // onto a mounted filesystem only.
    await deps.confirmPool(id, 'mountpool');
    const count = Math.min(lost.length, serials.length);
    const { jobId } = await deps.repair({
      poolId: id,
      repair: lost.slice(0, count),
      replacements: serials.slice(0, count),
    });
    return { ...(await deps.state(id)), jobId };
  }
  throw new StorageError(Code.confirmOptionUnsupported, { option });
}

/** The change's blank disks `dev` names (all of them without `dev`); C105006 for any other disk. */
function chosenBlankDisks(change: DiskChange | undefined, dev: readonly string[] | undefined): string[] {
  const blank = (change?.new.disksGroup ?? []).filter((disk) => disk.isused === 0).map((disk) => disk.sn);
  const serials = dev && dev.length > 0 ? [...dev] : blank;
  const stranger = serials.find((sn) => !blank.includes(sn));
  if (stranger !== undefined || serials.length === 0) {
    throw new StorageError(Code.notNewDisk, { disk: stranger ?? '' });
  }
  return serials;
}

/**
 * `/zspool/reset`: the change's `init` (modes C, D and G) on one of its pools. The pool is deleted as
 * `/zspool/delete/set` deletes it; the poll then sees its disks blank and offers a new pool. A pool
 * the change does not name, or a change without `init`, answers C105002 and nothing is erased.
 */
export async function resetDiskChangePool(deps: DiskChangeResetDeps, id: string): Promise<{ id: string }> {
  const change = await deps.change();
  const named = change?.old.disksGroup.some((disk) => disk.pool === id) ?? false;
  if (!change || !change.options.includes('init') || !named) {
    throw new StorageError(Code.confirmOptionUnsupported, { option: 'init' });
  }
  return deps.remove(id);
}

import { Code } from '@coffer/contract';
import { runBalance } from '../btrfs/balance.js';
import { addDevices, removeDevices } from '../btrfs/device.js';
import { resizeDevice, showFilesystem } from '../btrfs/filesystem.js';
import type { JobContext } from '../jobs/job-registry.js';
import { profileOf } from '../profiles/raid-profiles.js';
import { StorageError } from '../storage-error.js';
import { validateExpansion } from '../validation/expansion.js';
import type { PoolEngine } from './pool-engine.js';
import { storageFacts, type PresentDisk } from './pool-disks.js';
import { readyPool } from './ready-pool.js';
import { accepted, problemOfRefusal, refused, wholeRequest, type Checked } from '../validation/checked.js';
import { commandReason, isMounted } from './pool-mount.js';
import type { PoolRecord } from './pool-record.js';
import { wipeMembers } from './wipe-members.js';
import { balanceStep, poolProfiles, takeUpBalance } from './balance-step.js';
import { readMemberChange } from './read-member-change.js';

/** Progress budget of an expansion: adding the disks 0–10, the balance 10–100. */
export const EXPAND_STEPS = { adding: 0, balancing: 10 } as const;

export interface ExpansionPlan {
  pool: PoolRecord;
  added: PresentDisk[];
  mountPoint: string;
}

/**
 * Every reason an expansion cannot start, or its plan (STOR-EXP-01): the pool must be made, the
 * disks valid (every problem at once), the pool mounted (btrfs adds devices to a mounted
 * filesystem only) and each new disk past the write guard. Nothing is written.
 */
export async function checkExpansion(
  engine: PoolEngine,
  poolId: string,
  serials: readonly string[],
): Promise<Checked<ExpansionPlan>> {
  const ready = readyPool(engine.store.find(poolId));
  if (!ready.ok) return ready;
  const pool = ready.plan;
  const disks = await engine.disks();
  const problems = validateExpansion(
    { poolId: pool.id, disks: serials },
    storageFacts(disks, engine.store.all(), { caches: engine.caches() }),
  );
  if (problems.length > 0) return refused(problems);
  const mountPoint = engine.mountPoint(pool.id);
  if (!(await isMounted(mountPoint))) return refused([wholeRequest(Code.poolNotMounted)]);
  const added = serials.map((sn) => disks.find((disk) => disk.sn === sn)!);
  try {
    for (const disk of added) engine.guard(disk.device);
  } catch (error) {
    return refused([problemOfRefusal(error)]);
  }
  return accepted({ pool, added, mountPoint });
}

/**
 * The work of a balance job that grows a pool: `device add`, cap each new member to the pool's
 * smallest member (`filesystem resize devid:bytes`, so the spec's capacity formulas hold), record
 * the members, then a balance in the foreground (converting raid1 to raid1c3/raid1c4 as the profile
 * table says) whose progress is read from `balance status` every second. A failure before the
 * balance undoes the addition (`device remove`, wipe); once the balance runs the disks stay members
 * and a cancel only stops the balance: the data is consistent either way, and a later balance
 * finishes spreading it.
 */
export async function runExpansion(context: JobContext, engine: PoolEngine, plan: ExpansionPlan) {
  const { pool, added, mountPoint } = plan;
  const devices = added.map((disk) => disk.device);
  let addedToFs = false;
  try {
    context.progress(EXPAND_STEPS.adding, 'adding');
    if (context.signal.aborted) throw new StorageError(Code.jobCancelled);
    for (const device of devices) engine.guard(device);
    addedToFs = true;
    await addDevices(mountPoint, devices);
    const smallest = Math.min(...pool.members.map((member) => member.size));
    const shown = await showFilesystem(mountPoint);
    for (const device of shown.devices) {
      if (device.path && devices.includes(device.path) && device.size > smallest) {
        await resizeDevice(mountPoint, device.devid, smallest);
      }
    }
    if (context.signal.aborted) throw new StorageError(Code.jobCancelled);
  } catch (error) {
    if (addedToFs) await undoAdd(engine, plan);
    if (error instanceof StorageError) throw error;
    throw new StorageError(Code.expandFailed, { reason: commandReason(error) });
  }

  const members = [...pool.members, ...added.map((disk) => ({ sn: disk.sn, size: disk.size }))];
  engine.store.setMembers(pool.id, members);
  engine.log.info(
    { event: 'pool.expand.added', poolId: pool.id, disks: added.map((disk) => disk.sn) },
    'disks added to the pool',
  );
  const profile = profileOf(pool.raidType);
  const convert =
    profile.dataProfile(members.length) !== profile.dataProfile(pool.members.length) ||
    profile.metadataProfile(members.length) !== profile.metadataProfile(pool.members.length);
  const options = convert
    ? { data: profile.dataProfile(members.length), metadata: profile.metadataProfile(members.length) }
    : {};
  await balanceStep(
    context,
    mountPoint,
    balancingProgress(context),
    () => runBalance(mountPoint, options),
    Code.expandFailed,
  );
  context.progress(100, 'done');
  engine.log.info({ event: 'pool.expanded', poolId: pool.id, members: members.length }, 'pool expanded');
}

/**
 * At start: finishes the expansion a restart or a killed daemon cut off. Disks the filesystem holds
 * that the pool's record does not (the daemon died between `device add` and recording them) are
 * recorded first, so the profile conversion counts them. A balance the kernel runs or keeps paused
 * is taken up (balance-step.ts takeUpBalance); with none left, the conversion the pool's profile
 * table asks for runs again, "soft", so only chunks not yet converted are moved.
 */
export async function resumeExpansion(context: JobContext, engine: PoolEngine, poolId: string) {
  const mountPoint = engine.mountPoint(poolId);
  const pool = await recordAddedDisks(engine, poolId);
  const progress = balancingProgress(context);
  if (!(await takeUpBalance(context, mountPoint, progress, Code.expandFailed))) {
    await balanceStep(
      context,
      mountPoint,
      progress,
      () => runBalance(mountPoint, poolProfiles(pool)),
      Code.expandFailed,
    );
  }
  context.progress(100, 'done');
}

/** Records the disks an expansion added to the filesystem; answers the pool as recorded now. */
async function recordAddedDisks(engine: PoolEngine, poolId: string): Promise<PoolRecord> {
  const { pool, change } = await readMemberChange(engine, poolId);
  if (change.added.length === 0) return pool;
  const members = [...pool.members, ...change.members.filter((member) => change.added.includes(member.sn))];
  engine.store.setMembers(poolId, members);
  engine.log.warn(
    { event: 'pool.expand.added-recorded', poolId, disks: change.added },
    'disks added before a restart recorded as members',
  );
  return { ...pool, members };
}

const balancingProgress = (context: JobContext) => (percent: number) =>
  context.progress(EXPAND_STEPS.balancing + (percent * (100 - EXPAND_STEPS.balancing)) / 100, 'balancing');

async function undoAdd(engine: PoolEngine, plan: ExpansionPlan): Promise<void> {
  const devices = plan.added.map((disk) => disk.device);
  const shown = await showFilesystem(plan.mountPoint).catch(() => null);
  const inFs = devices.filter((device) => shown?.devices.some((shownDevice) => shownDevice.path === device));
  if (inFs.length > 0) {
    await removeDevices(plan.mountPoint, inFs).catch((error: unknown) =>
      engine.log.error(
        { event: 'pool.expand.undo-remove-failed', poolId: plan.pool.id, reason: commandReason(error) },
        'could not take the added disks out again',
      ),
    );
  }
  const failed = await wipeMembers(devices, engine.guard);
  engine.log.warn({ event: 'pool.expand.undone', poolId: plan.pool.id, failed }, 'expansion undone');
}

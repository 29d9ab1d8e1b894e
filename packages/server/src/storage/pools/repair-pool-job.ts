import { Code } from '@coffer/contract';
import { runBalance } from '../btrfs/balance.js';
import { exec } from '../../platform/exec.js';
import { btrfs } from '../btrfs/btrfs-command.js';
import { showFilesystem } from '../btrfs/filesystem.js';
import type { ShownFilesystem } from '../btrfs/parse-filesystem-show.js';
import { cancelReplace, replaceStatus, runReplace } from '../btrfs/replace.js';
import type { JobContext } from '../jobs/job-registry.js';
import { StorageError } from '../storage-error.js';
import { validateRepair } from '../validation/repair.js';
import { storageFacts, type PresentDisk } from './pool-disks.js';
import { readyPool } from './ready-pool.js';
import { accepted, problemOfRefusal, refused, wholeRequest, type Checked } from '../validation/checked.js';
import type { PoolEngine } from './pool-engine.js';
import { commandReason, isMounted } from './pool-mount.js';
import type { PoolRecord } from './pool-record.js';
import { balanceStep, poolProfiles, takeUpBalance } from './balance-step.js';
import { readMemberChange } from './read-member-change.js';

export interface RepairPoolRequest {
  poolId: string;
  /** Serials of the members to rebuild (`repair`). */
  repair: readonly string[];
  /** Serials of the free disks that take their places, in order (`sys`). */
  replacements: readonly string[];
}

/** One `btrfs replace`: the member's devid (also for a missing one) onto a new disk. */
export interface ReplaceStep {
  memberSn: string;
  devid: number;
  target: PresentDisk;
}

/** How often a running replace's progress is read. */
export const REPLACE_POLL_MS = 1000;

/** Progress budget of a repair: the replaces 0–90, putting every chunk back on the profile 90–100. */
const REPLACE_SHARE = 90;

/**
 * The devid of each member to rebuild. A present member is found by its device path; a member
 * that is gone is one of the devids btrfs lists as missing, or, for a disk pulled while the pool
 * was mounted, lists under a device no bay holds any more. Lost members are interchangeable: each
 * takes the next such devid.
 */
export function replaceSources(
  pool: PoolRecord,
  disks: readonly PresentDisk[],
  shown: ShownFilesystem,
  serials: readonly string[],
): { memberSn: string; devid: number }[] {
  const deviceOf = (sn: string) => disks.find((disk) => disk.sn === sn)?.device;
  const presentPaths = new Set(pool.members.flatMap((member) => deviceOf(member.sn) ?? []));
  const lost = [
    ...shown.devices
      .filter((device) => device.missing || device.path === null || !presentPaths.has(device.path))
      .map((device) => device.devid),
    ...shown.missingDevids,
  ].filter((devid, index, all) => all.indexOf(devid) === index);
  return serials.map((sn) => {
    const path = deviceOf(sn);
    // A disk that came back answers on a device btrfs does not use: it takes a lost devid.
    const used = path ? shown.devices.find((device) => device.path === path && !device.missing) : undefined;
    const devid = used ? used.devid : lost.shift();
    if (devid === undefined) throw new StorageError(Code.memberNotInFilesystem, { disk: sn });
    return { memberSn: sn, devid };
  });
}

/**
 * Every reason a repair cannot start, or its plan, one replace per member (STOR-REP-02..04): the
 * pool must be made, the choice valid (every problem at once), the pool mounted (degraded is fine),
 * each new disk past the write guard and each member found in the filesystem. Nothing is written.
 */
export async function checkRepair(
  engine: PoolEngine,
  request: RepairPoolRequest,
): Promise<Checked<{ pool: PoolRecord; steps: ReplaceStep[] }>> {
  const ready = readyPool(engine.store.find(request.poolId));
  if (!ready.ok) return ready;
  const pool = ready.plan;
  const disks = await engine.disks();
  const problems = validateRepair(
    { poolId: pool.id, repair: request.repair, replacements: request.replacements },
    storageFacts(disks, engine.store.all(), { caches: engine.caches() }),
  );
  if (problems.length > 0) return refused(problems);
  const mountPoint = engine.mountPoint(pool.id);
  if (!(await isMounted(mountPoint))) return refused([wholeRequest(Code.repairNeedsMount)]);
  const targets = request.replacements.map((sn) => disks.find((disk) => disk.sn === sn)!);
  try {
    for (const target of targets) engine.guard(target.device);
    const shown = await showFilesystem(mountPoint);
    // Fewer replacements than members chosen (allowed): the first ones are rebuilt now.
    const sources = replaceSources(pool, disks, shown, request.repair.slice(0, targets.length));
    return accepted({
      pool,
      steps: sources.map((source, index) => ({ ...source, target: targets[index]! })),
    });
  } catch (error) {
    return refused([problemOfRefusal(error)]);
  }
}

/**
 * The work of a replace job: each step runs `btrfs replace start -B` while its progress is read
 * from `replace status` every second; when a step finishes the new disk takes the old member's
 * place in the pool's record (with the size the pool uses on it) and its error counters start at
 * zero. A cancel stops the running replace; members already rebuilt stay rebuilt.
 */
export async function runRepair(
  context: JobContext,
  engine: PoolEngine,
  poolId: string,
  steps: readonly ReplaceStep[],
): Promise<void> {
  const mountPoint = engine.mountPoint(poolId);
  const share = REPLACE_SHARE / steps.length;
  for (const [index, step] of steps.entries()) {
    if (context.signal.aborted) throw new StorageError(Code.jobCancelled);
    context.progress(index * share, 'replacing');
    engine.guard(step.target.device);
    // A returned member still carries the pool's signature, which replace refuses as "mounted".
    await exec('wipefs', ['-a', '-q', step.target.device]);
    engine.log.info(
      { event: 'pool.repair.step', poolId, devid: step.devid, member: step.memberSn, target: step.target.sn },
      'replacing a member',
    );
    await replaceOne(context, mountPoint, step, (percent) =>
      context.progress(index * share + (percent * share) / 100, 'replacing'),
    );
    recordReplacement(engine, poolId, step);
    await btrfs(['device', 'stats', '-z', step.target.device]).catch(() => undefined);
  }
  await reconvert(context, engine, poolId);
  // Error counters count from the last repair (docs/decisions.md "Health is what btrfs says").
  await btrfs(['device', 'stats', '-z', mountPoint]).catch(() => undefined);
  context.progress(100, 'done');
  engine.log.info({ event: 'pool.repaired', poolId }, 'pool repaired');
}

async function replaceOne(
  context: JobContext,
  mountPoint: string,
  step: ReplaceStep,
  progress: (percent: number) => void,
): Promise<void> {
  let settled = false;
  const onAbort = () => void cancelReplace(mountPoint).catch(() => undefined);
  context.signal.addEventListener('abort', onAbort);
  const running = runReplace(mountPoint, step.devid, step.target.device).finally(() => {
    settled = true;
  });
  try {
    const watch = (async () => {
      while (!settled) {
        await new Promise((resolve) => setTimeout(resolve, REPLACE_POLL_MS));
        if (settled) break;
        const status = await replaceStatus(mountPoint).catch(() => null);
        if (status?.state === 'running' && status.percent !== null) progress(status.percent);
      }
    })();
    await running.catch((error: unknown) => {
      if (context.signal.aborted) throw new StorageError(Code.jobCancelled);
      throw new StorageError(Code.repairFailed, { reason: commandReason(error) });
    });
    await watch;
    const status = await replaceStatus(mountPoint).catch(() => null);
    if (context.signal.aborted || status?.state === 'canceled') throw new StorageError(Code.jobCancelled);
    if (status && status.state !== 'finished') {
      throw new StorageError(Code.repairFailed, { reason: `replace ${status.state}` });
    }
  } finally {
    context.signal.removeEventListener('abort', onAbort);
  }
}

function recordReplacement(engine: PoolEngine, poolId: string, step: ReplaceStep): void {
  const pool = engine.store.find(poolId);
  if (!pool) return;
  const members = pool.members.map((member) =>
    member.sn === step.memberSn ? { sn: step.target.sn, size: member.size } : member,
  );
  engine.store.setMembers(poolId, members);
}

/**
 * A pool written while mounted degraded gets single or DUP chunks (btrfs cannot mirror onto a
 * missing disk); once no member is missing, a soft conversion puts every chunk back on the pool's
 * profile and skips those already there.
 */
async function reconvert(context: JobContext, engine: PoolEngine, poolId: string): Promise<void> {
  const pool = engine.store.find(poolId);
  const mountPoint = engine.mountPoint(poolId);
  if (!pool) return;
  const shown = await showFilesystem(mountPoint);
  if (shown.someMissing || shown.missingDevids.length > 0) {
    engine.log.warn(
      { event: 'pool.repair.still-degraded', poolId },
      'members still missing; chunks not converted',
    );
    return;
  }
  const profiles = poolProfiles(pool);
  context.progress(REPLACE_SHARE, 'converting');
  await balanceStep(
    context,
    mountPoint,
    (percent) => context.progress(REPLACE_SHARE + (percent * (100 - REPLACE_SHARE)) / 100, 'converting'),
    () => runBalance(mountPoint, profiles),
    Code.repairFailed,
  );
  engine.log.info({ event: 'pool.repair.converted', poolId, ...profiles }, 'chunks back on the pool profile');
}

/**
 * At start: takes up a repair a restart or a killed daemon cut off, under its job. A replace the
 * kernel still runs (inside the `replace start` of a daemon that was killed, or resumed by the kernel
 * when the pool mounted) is followed until it ends; a cancel reaches it with `replace cancel`. Then
 * the members are recorded as the filesystem holds them (members-in-filesystem.ts), the new members'
 * error counters start at zero, and the chunks are put back on the pool's profile: a conversion the
 * kernel runs or keeps paused is taken up, otherwise it runs (soft) once no member is missing.
 */
export async function resumeRepair(context: JobContext, engine: PoolEngine, poolId: string): Promise<void> {
  const mountPoint = engine.mountPoint(poolId);
  const ended = await followReplace(context, mountPoint);
  if (ended === 'canceled') throw new StorageError(Code.repairFailed, { reason: 'replace canceled' });
  const replaced = await recordReplacedMembers(engine, poolId);
  const shown = await showFilesystem(mountPoint);
  if (replaced === 0 && (shown.someMissing || shown.missingDevids.length > 0)) {
    // Cut off before any replace ran: nothing to take up, the pool still needs its repair.
    throw new StorageError(Code.jobInterrupted);
  }
  const converting = (percent: number) =>
    context.progress(REPLACE_SHARE + (percent * (100 - REPLACE_SHARE)) / 100, 'converting');
  if (!(await takeUpBalance(context, mountPoint, converting, Code.repairFailed))) {
    await reconvert(context, engine, poolId);
  }
  context.progress(100, 'done');
  engine.log.info({ event: 'pool.repaired', poolId }, 'pool repaired after a restart');
}

/** Follows the kernel's replace until it is no longer running; answers how it ended. */
async function followReplace(context: JobContext, mountPoint: string) {
  const onAbort = () => void cancelReplace(mountPoint).catch(() => undefined);
  context.signal.addEventListener('abort', onAbort);
  try {
    for (;;) {
      const status = await replaceStatus(mountPoint);
      if (status.state !== 'running' && status.state !== 'suspended') {
        if (context.signal.aborted) throw new StorageError(Code.jobCancelled);
        return status.state;
      }
      if (status.percent !== null) context.progress((status.percent * REPLACE_SHARE) / 100, 'replacing');
      await new Promise((resolve) => setTimeout(resolve, REPLACE_POLL_MS));
    }
  } finally {
    context.signal.removeEventListener('abort', onAbort);
  }
}

/** Records each member a finished replace took out, by the disk that took its place. */
async function recordReplacedMembers(engine: PoolEngine, poolId: string): Promise<number> {
  const { pool, disks, change } = await readMemberChange(engine, poolId);
  if (change.replaced.length === 0) return 0;
  const members = pool.members.map((member) => {
    const swap = change.replaced.find((pair) => pair.from === member.sn);
    return swap ? { sn: swap.to, size: member.size } : member;
  });
  engine.store.setMembers(poolId, members);
  for (const { to } of change.replaced) {
    const device = disks.find((disk) => disk.sn === to)?.device;
    if (device) await btrfs(['device', 'stats', '-z', device]).catch(() => undefined);
  }
  engine.log.info(
    { event: 'pool.repair.recorded', poolId, replaced: change.replaced },
    'replaced members recorded',
  );
  return change.replaced.length;
}

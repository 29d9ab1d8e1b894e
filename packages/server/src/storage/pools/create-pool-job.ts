import { rmdir } from 'node:fs/promises';
import { Code } from '@coffer/contract';
import type { NewMember } from '../profiles/mkfs-arguments.js';
import { showFilesystem } from '../btrfs/filesystem.js';
import type { JobContext } from '../jobs/job-registry.js';
import { StorageError } from '../storage-error.js';
import { commandReason, isMounted, mountPool, unmountPool } from './pool-mount.js';
import type { PoolRecord } from './pool-record.js';
import type { PoolStore } from './pool-store.js';
import { wipeMembers } from './wipe-members.js';

/** Commands the creation runs, replaceable so a test can make one fail on purpose. */
export interface PoolCommands {
  makeFilesystem(type: PoolRecord['raidType'], label: string, members: readonly NewMember[]): Promise<void>;
}

export interface CreatePlan {
  pool: PoolRecord;
  members: NewMember[];
  mountPoint: string;
  /** An encrypted pool: sets up the cipher directory on the mounted btrfs, and undoes that. */
  encryption?: { setUp(): Promise<void>; undo(): Promise<void> };
}

export interface CreateDeps {
  store: PoolStore;
  commands: PoolCommands;
  guard: (device: string) => unknown;
  log: (event: string, detail: Record<string, unknown>) => void;
}

/**
 * Progress budget of a creation (STYLE, TrueNAS row): prepare 0, formatting 30, init 80 (mounted
 * 90, an encrypted pool's plain view mounted 95), done 100.
 */
export const CREATE_STEPS = { prepare: 0, formatting: 30, init: 80, mounted: 90, unlocked: 95 } as const;

function stopIfCancelled(context: JobContext): void {
  if (context.signal.aborted) throw new StorageError(Code.jobCancelled);
}

/**
 * The work of a format job for a new pool, whose row is already recorded as `creating`: mkfs with
 * the profile's arguments, mount, record the filesystem. Any failure or a cancel undoes everything
 * (unmount, wipe what was formatted, remove the mount directory and the row), so there is never a
 * half-made pool.
 */
export async function runCreatePool(context: JobContext, plan: CreatePlan, deps: CreateDeps): Promise<void> {
  const { pool, members, mountPoint } = plan;
  let formatting = false;
  try {
    await context.step(CREATE_STEPS.prepare, 'prepare');
    stopIfCancelled(context);
    await context.step(CREATE_STEPS.formatting, 'formatting');
    stopIfCancelled(context);
    for (const member of members) deps.guard(member.path);
    // From here a failure may leave part of a filesystem on the members: undo wipes them.
    formatting = true;
    await deps.commands.makeFilesystem(pool.raidType, pool.id, members);
    stopIfCancelled(context);
    await context.step(CREATE_STEPS.init, 'init');
    stopIfCancelled(context);
    await mountPool(
      mountPoint,
      members.map((member) => member.path),
    );
    // Mounted, not yet recorded: a crash here must not leave an orphan mount behind.
    await context.step(CREATE_STEPS.mounted, 'init');
    stopIfCancelled(context);
    const { uuid } = await showFilesystem(mountPoint);
    if (plan.encryption) {
      await plan.encryption.setUp();
      await context.step(CREATE_STEPS.unlocked, 'init');
      stopIfCancelled(context);
    }
    deps.store.markReady(pool.id, uuid);
  } catch (error) {
    await undoCreate(plan, deps, formatting);
    if (error instanceof StorageError) throw error;
    throw new StorageError(Code.formatFailed, { reason: commandReason(error) });
  }
}

async function undoCreate(plan: CreatePlan, deps: CreateDeps, formatted: boolean): Promise<void> {
  const { pool, members, mountPoint } = plan;
  await plan.encryption
    ?.undo()
    .catch((error: unknown) =>
      deps.log('pool.create.undo-lock-failed', { poolId: pool.id, reason: commandReason(error) }),
    );
  if (await isMounted(mountPoint)) {
    await unmountPool(mountPoint).catch((error: unknown) =>
      deps.log('pool.create.undo-unmount-failed', { poolId: pool.id, reason: commandReason(error) }),
    );
  }
  if (formatted) {
    const failed = await wipeMembers(
      members.map((member) => member.path),
      deps.guard,
    );
    if (failed.length > 0) deps.log('pool.create.undo-wipe-skipped', { poolId: pool.id, failed });
  }
  // rmdir, never a recursive removal: a mount that failed to go must not lose its files.
  await rmdir(mountPoint).catch(() => undefined);
  deps.store.remove(pool.id);
  deps.log('pool.create.undone', { poolId: pool.id });
}

import { Code } from '@coffer/contract';
import { exec } from '../../platform/exec.js';
import { btrfs } from '../btrfs/btrfs-command.js';
import { showFilesystem } from '../btrfs/filesystem.js';
import { isPowerOff, type JobContext } from '../jobs/job-registry.js';
import type { PoolEngine } from '../pools/pool-engine.js';
import { recordReplacedMembers, replaceSources } from '../pools/repair-pool-job.js';
import { followReplace, replaceStep } from '../pools/replace-step.js';
import { StorageError } from '../storage-error.js';
import {
  pairPercent,
  pairsDoneByMembers,
  withPairDone,
  type MigrationPair,
  type MigrationRecord,
} from './migration-plan.js';
import type { MigrationStore } from './migration-store.js';

export interface MigrationDeps {
  engine: PoolEngine;
  store: MigrationStore;
}

/** The job's percent at the start of pair `index` (each pair an equal share) and within it. */
function pairProgress(context: JobContext, pairs: readonly MigrationPair[], index: number) {
  const share = 100 / pairs.length;
  const pair = pairs[index]!;
  return {
    start: index * share,
    within: (kernelPercent: number) =>
      context.progress(index * share + (pairPercent(kernelPercent, pair) * share) / 100, 'migrating'),
  };
}

/**
 * How the work ends when it stops short. A power-off stops the running replace (`replace cancel`)
 * like a cancel, but the migration is not over: it ends with C104003, which leaves its job `running`
 * in SQLite, and the next start takes it up under the same id with the pairs not yet done
 * (docs/decisions.md "Data migration"). A refusal or a failed replace is stored with the plan, with
 * its message's parameters, so the state can say why in the reader's language.
 */
function stoppedShort(context: JobContext, deps: MigrationDeps, error: unknown): unknown {
  if (error instanceof StorageError && error.code === Code.jobCancelled) {
    return isPowerOff(context.signal) ? new StorageError(Code.jobInterrupted) : error;
  }
  if (error instanceof StorageError && error.code !== Code.jobInterrupted) {
    deps.store.setError(context.jobId, { code: error.code, params: error.params });
  }
  return error;
}

function planOf(deps: MigrationDeps, jobId: string): MigrationRecord {
  const record = deps.store.find(jobId);
  // A job whose plan was never stored has nothing to go on with.
  if (!record) throw new StorageError(Code.jobInterrupted);
  return record;
}

/**
 * The work of a `migrate` job: each pair in turn, `btrfs replace start -B <devid> <new disk>` of
 * the member (found by its device path) with its progress read every second; when its replace ends
 * the new disk takes the member's place in the pool's record (with the size the pool uses on it, so
 * the capacity stays what it was), the pair is stored as done and the new member's error counters
 * start at zero. A cancel stops the running replace; members already moved stay moved.
 */
export async function runMigration(context: JobContext, deps: MigrationDeps): Promise<void> {
  try {
    await movePairs(context, deps, planOf(deps, context.jobId));
  } catch (error) {
    throw stoppedShort(context, deps, error);
  }
}

/**
 * At start: continues a migration a restart or a killed daemon cut off, under its job. A replace the
 * kernel still runs (inside the `replace start` of a killed daemon) is followed to its end; members
 * the filesystem holds that the record does not yet name are recorded (as a repair taken up does),
 * the pairs they complete are stored as done, and the pairs left run as before.
 */
export async function resumeMigration(context: JobContext, deps: MigrationDeps): Promise<void> {
  try {
    const record = planOf(deps, context.jobId);
    const { engine, store } = deps;
    const current = record.pairs.findIndex((pair) => !pair.done);
    if (current >= 0) {
      const progress = pairProgress(context, record.pairs, current);
      await followReplace(context, engine.mountPoint(record.poolId), progress.within);
    }
    await recordReplacedMembers(engine, record.poolId);
    const members = engine.store.find(record.poolId)?.members.map((member) => member.sn) ?? [];
    const pairs = pairsDoneByMembers(record.pairs, members);
    store.setPairs(record.jobId, pairs);
    engine.log.info(
      {
        event: 'pool.migrate.taken-up',
        poolId: record.poolId,
        done: pairs.filter((pair) => pair.done).length,
      },
      'migration taken up after a restart',
    );
    await movePairs(context, deps, { ...record, pairs });
  } catch (error) {
    throw stoppedShort(context, deps, error);
  }
}

async function movePairs(context: JobContext, deps: MigrationDeps, record: MigrationRecord): Promise<void> {
  const { engine } = deps;
  const { poolId } = record;
  const mountPoint = engine.mountPoint(poolId);
  let pairs = record.pairs;
  for (const [index, pair] of record.pairs.entries()) {
    if (pair.done) continue;
    if (context.signal.aborted) throw new StorageError(Code.jobCancelled);
    const progress = pairProgress(context, record.pairs, index);
    await context.step(progress.start, 'migrating');
    const pool = engine.store.find(poolId);
    if (!pool) throw new StorageError(Code.poolNotFound);
    const disks = await engine.disks();
    const target = disks.find((disk) => disk.sn === pair.to);
    if (!target) throw new StorageError(Code.diskNotFound, { disk: pair.to });
    if (!disks.some((disk) => disk.sn === pair.from)) {
      throw new StorageError(Code.memberNotInFilesystem, { disk: pair.from });
    }
    const [source] = replaceSources(pool, disks, await showFilesystem(mountPoint), [pair.from]);
    engine.guard(target.device);
    // A disk that once held a btrfs (a member moved away earlier) is refused as a replace target.
    await exec('wipefs', ['-a', '-q', target.device]);
    engine.log.info(
      { event: 'pool.migrate.step', poolId, devid: source!.devid, member: pair.from, target: pair.to },
      'moving a member',
    );
    await replaceStep(context, mountPoint, source!.devid, target.device, progress.within, Code.migrateFailed);
    pairs = recordMove(deps, record.jobId, poolId, pairs, pair);
    await btrfs(['device', 'stats', '-z', target.device]).catch(() => undefined);
  }
  context.progress(100, 'done');
  engine.log.info({ event: 'pool.migrated', poolId, jobId: record.jobId }, 'pool moved onto its new disks');
}

/** The new disk takes the member's place in the pool's record; the pair is stored as done. */
function recordMove(
  { engine, store }: MigrationDeps,
  jobId: string,
  poolId: string,
  pairs: readonly MigrationPair[],
  pair: MigrationPair,
): MigrationPair[] {
  const pool = engine.store.find(poolId);
  if (pool) {
    engine.store.setMembers(
      poolId,
      pool.members.map((member) => (member.sn === pair.from ? { sn: pair.to, size: member.size } : member)),
    );
  }
  const next = withPairDone(pairs, pair.from);
  store.setPairs(jobId, next);
  return next;
}

import { Code, type Lang, type MigrateStateInfo, type MigrateTask } from '@coffer/contract';
import { BayError } from '../bays/bay-error.js';
import { filesystemUsage, showFilesystem } from '../btrfs/filesystem.js';
import type { JobContext } from '../jobs/job-registry.js';
import type { JobView } from '../jobs/job.js';
import { storageFacts, type PresentDisk } from '../pools/pool-disks.js';
import type { PoolEngine } from '../pools/pool-engine.js';
import type { PoolRecord } from '../pools/pool-record.js';
import { StorageError } from '../storage-error.js';
import { validateMigration } from '../validation/migration.js';
import { problem, type StorageProblem } from '../validation/storage-problem.js';
import { resumeMigration, runMigration, type MigrationDeps } from './migrate-pool-job.js';
import { memberBytes, type MigrationPair } from './migration-plan.js';
import { migrateStep, migrationState, migrationTasks } from './migration-state.js';
import type { MigrationStore } from './migration-store.js';

export interface PoolMigrationOptions {
  engine: PoolEngine;
  store: MigrationStore;
}

interface Judgement {
  problems: StorageProblem[];
  pool: PoolRecord | undefined;
  disks: PresentDisk[];
}

/**
 * Data migration (MIG, APP-18): a healthy pool moved onto other disks, one member at a time, as one
 * job of kind `migrate` that survives a restart (migrate-pool-job.ts). One migration runs at a time;
 * the latest one is reported (MIG-05) until the administrator acknowledges its end.
 */
export class PoolMigration {
  constructor(private readonly options: PoolMigrationOptions) {}

  private get deps(): MigrationDeps {
    return { engine: this.options.engine, store: this.options.store };
  }

  /** The check step: every reason this migration could not start, touching nothing. */
  async check(poolId: string, targets: readonly string[]): Promise<StorageProblem[]> {
    return (await this.judge(poolId, targets)).problems;
  }

  /** Checks everything again, then starts the job; the new disks are erased by their replaces. */
  async start(poolId: string, targets: readonly string[]): Promise<{ jobId: string; pid: string }> {
    const { engine, store } = this.options;
    const { problems, pool, disks } = await this.judge(poolId, targets);
    if (problems.length > 0 || !pool) throw StorageError.invalid(problems);
    const mountPoint = engine.mountPoint(pool.id);
    const shown = await showFilesystem(mountPoint);
    const usage = await filesystemUsage(mountPoint);
    const pairs = pool.members.map((member, index): MigrationPair => {
      const disk = disks.find((candidate) => candidate.sn === member.sn)!;
      const device = shown.devices.find((candidate) => candidate.path === disk.device);
      const allocated = device?.used ?? 0;
      return {
        from: member.sn,
        to: targets[index]!,
        fromPos: disk.pos ?? 0,
        fromDevType: disk.devType,
        fromSize: disk.size,
        deviceBytes: device?.size ?? 0,
        allocated,
        bytes: memberBytes(allocated, usage.used, usage.deviceAllocated),
        done: false,
      };
    });
    const job = engine.jobs.start(
      { kind: 'migrate', poolId: pool.id, description: 'migrating', exclusive: true },
      (context) => runMigration(context, this.deps),
    );
    // The job's work begins after this turn of the event loop, so its plan is there when it looks.
    store.insert({
      jobId: job.id,
      poolId: pool.id,
      pairs,
      error: null,
      acknowledged: false,
      createdAt: job.createdAt,
    });
    engine.poolsChanged();
    engine.log.info(
      {
        event: 'pool.migrate.started',
        poolId: pool.id,
        jobId: job.id,
        pairs: pairs.map(({ from, to }) => ({ from, to })),
      },
      'migrating pool',
    );
    return { jobId: job.id, pid: pool.id };
  }

  /** The work that continues an interrupted migration under its own job (resume-interrupted.ts). */
  resumeWork(): (context: JobContext) => Promise<void> {
    return (context) => resumeMigration(context, this.deps);
  }

  /** MIG-05, with a failure worded in `lang`. */
  state(lang: Lang = 'zh-CN'): MigrateStateInfo {
    const record = this.options.store.latest();
    return migrationState(record, record && this.options.engine.jobs.get(record.jobId), lang);
  }

  /** Stops the running migration and answers the state once its job has ended; nothing running: the state. */
  async cancel(lang?: Lang): Promise<MigrateStateInfo> {
    const { jobs } = this.options.engine;
    const running = this.runningJob();
    if (running) {
      jobs.cancel(running.id);
      await jobs.whenFinished(running.id);
    }
    return this.state(lang);
  }

  /** Acknowledges the end of the latest migration, so the state reads idle; refused while it runs. */
  clean(lang?: Lang): MigrateStateInfo {
    const record = this.options.store.latest();
    if (!record) return this.state(lang);
    if (migrateStep(this.options.engine.jobs.get(record.jobId)) === 'migrating') {
      throw new StorageError(Code.migrateRunning);
    }
    this.options.store.acknowledge(record.jobId);
    return this.state(lang);
  }

  tasks(type: number): MigrateTask[] {
    const record = this.options.store.latest();
    return migrationTasks(type, record, record && this.options.engine.jobs.get(record.jobId));
  }

  private runningJob(): JobView | undefined {
    return this.options.engine.jobs.unfinished().find((job) => job.kind === 'migrate');
  }

  private async judge(poolId: string, targets: readonly string[]): Promise<Judgement> {
    const { engine } = this.options;
    const disks = await engine.disks();
    const pools = engine.store.all();
    const pool = pools.find((candidate) => candidate.id === poolId && candidate.state === 'ready');
    const status = pool ? (await engine.observe(pool, disks)).status : undefined;
    const problems = validateMigration({ poolId, targets }, storageFacts(disks, pools), {
      status,
      migrationRunning: this.runningJob() !== undefined,
    });
    // Each new disk must pass the bays' write guard too: the replace writes over all of it.
    targets.forEach((sn, index) => {
      const disk = disks.find((candidate) => candidate.sn === sn);
      if (!disk) return;
      try {
        engine.guard(disk.device);
      } catch (error) {
        if (!(error instanceof BayError)) throw error;
        problems.push(problem(`sys.${index}`, error.code, error.params));
      }
    });
    return { problems, pool, disks };
  }
}

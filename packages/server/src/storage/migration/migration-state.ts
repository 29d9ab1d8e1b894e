import {
  Code,
  messageOf,
  type Lang,
  type MigratePair,
  type MigrateStateInfo,
  type MigrateStep,
  type MigrateTask,
} from '@coffer/contract';
import type { JobView } from '../jobs/job.js';
import type { MigrationRecord } from './migration-plan.js';

/** What `/migrate/state` answers when no migration runs or waits to be acknowledged. */
export const IDLE_STATE: MigrateStateInfo = {
  step: 'idle',
  old_position: 0,
  old_dev_type: '',
  old_size: 0,
  old_sn: '',
  statistics_size: 0,
  warning_size: 0,
  job: null,
  pid: '',
  pairs: [],
  error: null,
};

/** The migration's step from its job: running (or queued) is `migrating`; a missing job failed. */
export function migrateStep(job: JobView | undefined): Exclude<MigrateStep, 'idle'> {
  if (!job) return 'failed';
  if (job.state === 'queued' || job.state === 'running') return 'migrating';
  return job.state;
}

/**
 * MIG-05: the disk-switch status of a migration and its job. Each pair is an equal share of the
 * job's percent (as the job runs them), so the bytes moved are those of the pairs done plus the
 * running pair's share of its own bytes; what is left is the rest. `old_*` name the first pair not
 * moved: the one moving now, or where a failed or cancelled migration stopped. A failed one says why
 * in `lang`: the failure stored with the plan, or its job's code (C104003 when a restart cut it off
 * and it could not go on). A migration the administrator acknowledged reads idle.
 */
export function migrationState(
  record: MigrationRecord | undefined,
  job: JobView | undefined,
  lang: Lang,
): MigrateStateInfo {
  if (!record || record.acknowledged) return IDLE_STATE;
  const step = migrateStep(job);
  const { pairs } = record;
  const current = pairs.findIndex((pair) => !pair.done);
  const total = pairs.reduce((sum, pair) => sum + pair.bytes, 0);
  const doneBytes = pairs.reduce((sum, pair) => sum + (pair.done ? pair.bytes : 0), 0);
  const share = pairs.length === 0 ? 100 : 100 / pairs.length;
  const runningShare =
    step === 'migrating' && current >= 0 && job
      ? Math.min(1, Math.max(0, (job.percent - current * share) / share))
      : 0;
  const moved = step === 'done' ? total : doneBytes + Math.round((pairs[current]?.bytes ?? 0) * runningShare);
  const old = step === 'done' ? undefined : pairs[current];
  const failure =
    step !== 'failed' ? null : (record.error ?? { code: job?.errorCode ?? Code.jobInterrupted, params: {} });
  return {
    step,
    old_position: old?.fromPos ?? 0,
    old_dev_type: old?.fromDevType ?? '',
    old_size: old?.fromSize ?? 0,
    old_sn: old?.from ?? '',
    statistics_size: moved,
    warning_size: Math.max(0, total - moved),
    job: job ?? null,
    pid: record.poolId,
    pairs: pairs.map((pair, index): MigratePair => ({
      from: pair.from,
      to: pair.to,
      state: pair.done ? 'done' : index === current && step === 'migrating' ? 'moving' : 'waiting',
    })),
    error: failure && { code: failure.code, message: messageOf(failure.code, lang, failure.params) },
  };
}

const TASK_TYPE_POOL_MOVE = 1;

/**
 * MIG-03: the migration tasks of a type, as the desktop's `isMigrate` flag reads them. Type 1 is a
 * pool moved onto other disks, the only kind there is: the latest migration until it is
 * acknowledged, none after that; other types have none.
 */
export function migrationTasks(
  type: number,
  record: MigrationRecord | undefined,
  job: JobView | undefined,
): MigrateTask[] {
  if (type !== TASK_TYPE_POOL_MOVE || !record || record.acknowledged) return [];
  const step = migrateStep(job);
  return [
    {
      id: record.jobId,
      type: TASK_TYPE_POOL_MOVE,
      status: step === 'migrating' ? 'running' : step,
      pid: record.poolId,
      percent: job?.percent ?? 0,
    },
  ];
}

import { z } from 'zod';
import { zJob } from './storage-types.js';

/** The step of a data migration as `/migrate/state` reports it (MIG-05). */
export const MIGRATE_STEPS = ['idle', 'migrating', 'done', 'failed', 'cancelled'] as const;
export const zMigrateStep = z.enum(MIGRATE_STEPS);
export type MigrateStep = z.infer<typeof zMigrateStep>;

/** One member of the pool and the disk it moves onto. */
export const zMigratePair = z.object({
  /** Serial of the member moved away. */
  from: z.string(),
  /** Serial of the disk it moves onto. */
  to: z.string(),
  state: z.enum(['waiting', 'moving', 'done']),
});
export type MigratePair = z.infer<typeof zMigratePair>;

/**
 * The disk-switch status of spec 2 §3 / spec 3 §3 (MIG-05), with the job behind it. `old_*` name the
 * member being moved now (or the one a failed or cancelled migration stopped at); sizes are bytes.
 * `statistics_size` is what has been moved so far, estimated from the replace's progress, and
 * `warning_size` what is still to move. `idle`: no migration, or its result was acknowledged.
 */
export const zMigrateState = z.object({
  step: zMigrateStep,
  /** The bay position (within its kind of bay) of the member being moved; 0 when none. */
  old_position: z.number().int(),
  /** The kind of bay `old_position` counts in ('' when none). */
  old_dev_type: z.string(),
  /** Bytes of the member being moved. */
  old_size: z.number(),
  old_sn: z.string(),
  statistics_size: z.number(),
  warning_size: z.number(),
  job: zJob.nullable(),
  /** The pool being moved; '' when idle. */
  pid: z.string(),
  pairs: z.array(zMigratePair),
  /** Why a failed migration stopped, in the caller's language; null otherwise. */
  error: z.object({ code: z.union([z.string(), z.number()]), message: z.string() }).nullable(),
});
export type MigrateStateInfo = z.infer<typeof zMigrateState>;

/** A migration task of the public list (MIG-03): `running`, or how it ended. */
export const zMigrateTask = z.object({
  id: z.string(),
  type: z.literal(1),
  status: z.enum(['running', 'failed', 'done', 'cancelled']),
  pid: z.string(),
  percent: z.number().int().min(0).max(100),
});
export type MigrateTask = z.infer<typeof zMigrateTask>;

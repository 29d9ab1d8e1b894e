import { z } from 'zod';

/** The steps of a database repair, in order (DBR-01: a steps list with the current step). */
export const DB_REPAIR_STEPS = ['check', 'keep', 'schema', 'recover', 'verify'] as const;
export type DbRepairStep = (typeof DB_REPAIR_STEPS)[number];

/** `none`: no repair to report (nothing found, or the last one was acknowledged). */
export const DB_REPAIR_STATES = ['none', 'running', 'success', 'fail'] as const;
export type DbRepairStateName = (typeof DB_REPAIR_STATES)[number];

/** What the start-up check found: damaged pages, or a file SQLite does not recognise at all. */
export const DB_DAMAGE_KINDS = ['', 'corrupt', 'notadb'] as const;

export const zDbRepairTable = z.object({
  name: z.string(),
  /** Rows copied into the new database. */
  rows: z.number().int(),
  /** Rows read from the damaged file that the new schema refused (constraints). */
  refused: z.number().int(),
  /** False when damage stopped the read of this table somewhere: rows may be missing. */
  complete: z.boolean(),
});

/**
 * spec 2 §3 "Db repair state" (DBR-02) with what the administrator needs to trust the result.
 * `title` names the damage found; `extTime` is how many seconds the repair took (or has run).
 * Paths are empty for an ordinary user.
 */
export const zDbRepairState = z.object({
  state: z.enum(DB_REPAIR_STATES),
  title: z.enum(DB_DAMAGE_KINDS),
  steps: z.array(z.enum(DB_REPAIR_STEPS)),
  /** Index into `steps`; -1 when there is no repair. */
  currentStep: z.number().int(),
  previousStep: z.number().int(),
  extTime: z.number().int(),
  /** Unix seconds the repair began; 0 when none. */
  startedAt: z.number().int(),
  /** Where the damaged file was kept, untouched; empty for an ordinary user. */
  damagedCopy: z.string(),
  recoveredRows: z.number().int(),
  tables: z.array(zDbRepairTable),
});
export type DbRepairStateInfo = z.infer<typeof zDbRepairState>;

import type { CatalogueCode } from '@coffer/contract';

/** Long operations of the engine (ARCHITECTURE "Storage engine"). */
export const JOB_KINDS = [
  'format',
  'balance',
  'replace',
  'scrub',
  'wipe',
  'smart',
  'usage',
  'migrate',
] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export const JOB_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const FINISHED_STATES: readonly JobState[] = ['done', 'failed', 'cancelled'];

/** What anyone may read of a job; the same shape in memory, in SQLite and on the wire. */
export interface JobView {
  id: string;
  kind: JobKind;
  poolId: string | null;
  state: JobState;
  /** 0 to 100. */
  percent: number;
  /** The current step, a stable word the page translates (e.g. `formatting`). */
  description: string;
  errorCode: CatalogueCode | number | null;
  /** English text of the error, for logs; the page shows the code's own message. */
  errorMessage: string | null;
  createdAt: number;
  finishedAt: number | null;
}

export function isFinished(state: JobState): boolean {
  return FINISHED_STATES.includes(state);
}

import { DB_REPAIR_STEPS, type DbRepairStateInfo, type DbRepairStep } from '@coffer/contract';
import type { TableRecovery } from './copy-surviving-rows.js';

/** What a repair recorded, as kept in `<data>/db-repair/report.json` until the master acknowledges it. */
export interface DbRepairReport {
  state: 'running' | 'success' | 'fail';
  kind: 'corrupt' | 'notadb';
  /** What the check found, for the log and support. */
  problem: string;
  step: DbRepairStep;
  previousStep: DbRepairStep | null;
  /** Epoch milliseconds. */
  startedAt: number;
  finishedAt: number | null;
  /** The damaged database file, renamed aside untouched. */
  damagedCopy: string;
  /** Every file kept aside: the database and the WAL and shared-memory files it had. */
  kept: string[];
  tables: TableRecovery[];
  /** Why the repair failed, when it did. */
  error: string | null;
  acknowledged: boolean;
}

export function startReport(
  found: { kind: DbRepairReport['kind']; problem: string },
  now: number,
): DbRepairReport {
  return {
    state: 'running',
    kind: found.kind,
    problem: found.problem,
    step: 'check',
    previousStep: null,
    startedAt: now,
    finishedAt: null,
    damagedCopy: '',
    kept: [],
    tables: [],
    error: null,
    acknowledged: false,
  };
}

export function atStep(report: DbRepairReport, step: DbRepairStep): DbRepairReport {
  return { ...report, step, previousStep: report.step };
}

export function recoveredRows(report: Pick<DbRepairReport, 'tables'>): number {
  return report.tables.reduce((sum, table) => sum + table.rows, 0);
}

/**
 * The end of a repair: a success when at least one row came back, otherwise a failure (the daemon
 * then starts on an empty database, the damaged copy kept).
 */
export function finishReport(report: DbRepairReport, now: number, error: string | null): DbRepairReport {
  const failed = error !== null || recoveredRows(report) === 0;
  return {
    ...report,
    state: failed ? 'fail' : 'success',
    finishedAt: now,
    error: error ?? (failed ? 'nothing could be recovered' : null),
  };
}

export const NO_REPAIR: DbRepairStateInfo = {
  state: 'none',
  title: '',
  steps: [],
  currentStep: -1,
  previousStep: -1,
  extTime: 0,
  startedAt: 0,
  damagedCopy: '',
  recoveredRows: 0,
  tables: [],
};

/** The wire answer (DBR-02); `paths` false leaves the damaged copy's place out (ordinary users). */
export function stateInfoOf(
  report: DbRepairReport | undefined,
  { paths, now }: { paths: boolean; now: number },
): DbRepairStateInfo {
  if (!report || report.acknowledged) return NO_REPAIR;
  return {
    state: report.state,
    title: report.kind,
    steps: [...DB_REPAIR_STEPS],
    currentStep: DB_REPAIR_STEPS.indexOf(report.step),
    previousStep: report.previousStep === null ? -1 : DB_REPAIR_STEPS.indexOf(report.previousStep),
    extTime: Math.round(((report.finishedAt ?? now) - report.startedAt) / 1000),
    startedAt: Math.floor(report.startedAt / 1000),
    damagedCopy: paths ? report.damagedCopy : '',
    recoveredRows: recoveredRows(report),
    tables: report.tables,
  };
}

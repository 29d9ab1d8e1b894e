import { existsSync, renameSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { Logger } from 'pino';
import { makePrivateDir } from '../../platform/private-files.js';
import { openDatabase, type Db } from '../open-database.js';
import { copySurvivingRows } from './copy-surviving-rows.js';
import { keepAside } from './keep-aside.js';
import { writeReport } from './repair-report-file.js';
import { atStep, finishReport, startReport, type DbRepairReport } from './repair-report.js';

export interface RepairContext {
  /** The device database, e.g. `<data>/coffer.db`. */
  file: string;
  repairDir: string;
  log: Logger;
  now?: () => number;
}

/**
 * Repairs a damaged database before anything uses it: the damaged file goes aside untouched, a new
 * database gets the whole schema from the migrations, every row SQLite can still read is copied in,
 * and the result is checked before it takes the database's place. Each step is written to the report
 * first, so an interrupted repair is seen (and resumed) at the next start.
 */
export function repairDatabase(
  context: RepairContext,
  found: { kind: DbRepairReport['kind']; problem: string },
): DbRepairReport {
  const now = context.now ?? Date.now;
  makePrivateDir(context.repairDir);
  let report = startReport(found, now());
  writeReport(context.repairDir, report);
  report = atStep(report, 'keep');
  writeReport(context.repairDir, report);
  const kept = keepAside(context.file, context.repairDir, now());
  report = { ...report, damagedCopy: kept[0] ?? '', kept };
  writeReport(context.repairDir, report);
  context.log.warn(
    { event: 'db.damaged', kind: found.kind, problem: found.problem, kept },
    'the database is damaged: kept aside, repairing',
  );
  return rebuildFromCopy(context, report);
}

/**
 * The steps after the damaged file was kept: also how a repair a crash interrupted is taken up again
 * (a half-built database from that run was never served, and is built anew).
 */
export function rebuildFromCopy(context: RepairContext, started: DbRepairReport): DbRepairReport {
  const now = context.now ?? Date.now;
  const scratch = `${context.file}.repairing`;
  let report = started;
  const step = (next: DbRepairReport) => {
    report = next;
    writeReport(context.repairDir, report);
  };
  let target: Db | undefined;
  let source: Database.Database | undefined;
  try {
    step(atStep(report, 'schema'));
    removeDatabaseFiles(scratch);
    target = openDatabase(scratch);
    step(atStep(report, 'recover'));
    source = new Database(report.damagedCopy, { readonly: true, fileMustExist: true });
    const tables = copySurvivingRows(source, target) ?? [];
    source.close();
    source = undefined;
    step({ ...atStep(report, 'verify'), tables });
    const verdict = target.pragma('integrity_check', { simple: true });
    if (verdict !== 'ok') throw new Error(`the new database failed its check: ${String(verdict)}`);
    target.close();
    target = undefined;
    renameSync(scratch, context.file);
    step(finishReport(report, now(), null));
  } catch (error) {
    source?.close();
    target?.close();
    // What was copied stays in the kept file; the daemon starts on a new, empty database.
    removeDatabaseFiles(scratch);
    step(finishReport(report, now(), error instanceof Error ? error.message : String(error)));
  }
  context.log[report.state === 'success' ? 'info' : 'error'](
    { event: `db.repair.${report.state}`, tables: report.tables, error: report.error },
    report.state === 'success' ? 'database repaired' : 'database repair failed',
  );
  return report;
}

/** Only ever the repair's own scratch database, never a file someone else wrote. */
function removeDatabaseFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(`${file}${suffix}`)) rmSync(`${file}${suffix}`);
  }
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { DATABASE_FILE } from '../database-file.js';
import { openDatabase, type Db } from '../open-database.js';
import { checkDatabase } from './check-database.js';
import { DbRepairStatus } from './db-repair-status.js';
import { rebuildFromCopy, repairDatabase } from './repair-database.js';
import { readReport, REPAIR_DIR } from './repair-report-file.js';
import type { DbRepairReport } from './repair-report.js';

export { DATABASE_FILE };

/**
 * Opens the device database after checking it (SYS, DBR-01): a damaged one is repaired first, a
 * repair a crash interrupted is taken up again, and the outcome is kept for the page to report.
 */
export function prepareDatabase(
  dataDir: string,
  log: Logger,
  now: () => number = Date.now,
): { db: Db; repair: DbRepairStatus } {
  const context = { file: join(dataDir, DATABASE_FILE), repairDir: join(dataDir, REPAIR_DIR), log, now };
  let report = lastReport(context.repairDir, log);
  if (report?.state === 'running' && report.damagedCopy !== '' && existsSync(report.damagedCopy)) {
    log.warn({ event: 'db.repair.resumed', damagedCopy: report.damagedCopy }, 'resuming a database repair');
    report = rebuildFromCopy(context, report);
  } else {
    const check = checkDatabase(context.file);
    if (check.state === 'damaged') report = repairDatabase(context, check);
  }
  return { db: openDatabase(context.file), repair: new DbRepairStatus(context.repairDir, report, now) };
}

/** An unreadable report is not a reason to refuse to start: the damaged copies stay where they are. */
function lastReport(repairDir: string, log: Logger): DbRepairReport | undefined {
  try {
    return readReport(repairDir);
  } catch (error) {
    log.error({ event: 'db.repair.report-unreadable', error: String(error) }, 'repair report unreadable');
    return undefined;
  }
}

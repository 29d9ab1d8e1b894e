import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DbRepairReport } from './repair-report.js';

/** The repair folder keeps the damaged copies and the last report, beside the database. */
export const REPAIR_DIR = 'db-repair';
const REPORT_FILE = 'report.json';

export function reportFileOf(repairDir: string): string {
  return join(repairDir, REPORT_FILE);
}

export function readReport(repairDir: string): DbRepairReport | undefined {
  const file = reportFileOf(repairDir);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as DbRepairReport;
}

/** Written under a temporary name and renamed into place: a crash leaves the old report or the new. */
export function writeReport(repairDir: string, report: DbRepairReport): void {
  const file = reportFileOf(repairDir);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(report, null, 2)}\n`, { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
}
